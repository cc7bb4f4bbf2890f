import Testing
@testable import Migration

/// A margin taken from the screen's length is the container's only where the container spans
/// the screen: a rewrite needs the margin proven to be inside the container.
@Suite("Role proof: margins and fallbacks")
struct MarginProofTests {
    @Test("A list's item size less a margin is a finding whose suggested fix is the list's own length")
    func listMarginIsSuggested() {
        let project = TestProject("""
            import UIKit
            final class TagsDelegate: NSObject, UICollectionViewDelegateFlowLayout {
                func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                                    sizeForItemAt indexPath: IndexPath) -> CGSize {
                    CGSize(width: UIScreen.main.bounds.width - 40, height: 44)
                }
            }
            """)
        let result = project.results()["Input.swift"]
        #expect(result?.edits.isEmpty == true)
        let finding = result?.findings.first
        #expect(finding?.message.contains("plus or minus an amount") == true, "\(String(describing: finding))")
        #expect(finding?.fix?.edits.first?.replacement == "collectionView.bounds.width")
    }

    @Test("A frame inset on both sides by the origin it sets keeps its margins inside the view")
    func insetByOrigin() {
        let migrated = TestProject("""
            import UIKit
            final class Header: UIView {
                let title = UILabel()
                override func layoutSubviews() {
                    super.layoutSubviews()
                    title.frame = CGRect(x: 16, y: 0, width: UIScreen.main.bounds.width - 32, height: 44)
                    title.frame = CGRect(x: 10, y: 0, width: UIScreen.main.bounds.width - 32, height: 44)
                }
            }
            """).migrated()
        #expect(migrated.contains("CGRect(x: 16, y: 0, width: bounds.width - 32, height: 44)"), "\(migrated)")
        // 10 on the left and 22 on the right: the amount is not the view's own margin.
        #expect(migrated.contains("CGRect(x: 10, y: 0, width: UIScreen.main.bounds.width - 32, height: 44)"), "\(migrated)")
    }

    @Test("The screen kept until a list's own width passes a threshold is a fallback")
    func thresholdFallback() {
        let project = TestProject("""
            import UIKit
            final class Gallery: UITableViewController {
                override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
                    let width = tableView.bounds.width > 1 ? tableView.bounds.width : UIScreen.main.bounds.width
                    return width * 0.5
                }
            }
            """)
        #expect(project.migrated().contains(": UIScreen.main.bounds.width"))
        #expect(project.findings().first?.contains("existing-fallback") == true, "\(project.findings())")
    }
}

@Suite("Moment proof: a list laid out before its window")
struct ForcedLayoutTests {
    @Test("A layout forced in awakeFromNib runs the list's size callback there: not rewritten, and the finding says why")
    func forcedLayoutInAwake() {
        let project = TestProject("""
            import UIKit
            final class PromoStrip: UICollectionViewCell, UICollectionViewDelegateFlowLayout {
                let strip = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
                override func awakeFromNib() {
                    super.awakeFromNib()
                    strip.delegate = self
                    layoutIfNeeded()
                }
                func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                                    sizeForItemAt indexPath: IndexPath) -> CGSize {
                    CGSize(width: UIScreen.main.bounds.width, height: 120)
                }
            }
            """)
        #expect(project.results()["Input.swift"]?.edits.isEmpty == true)
        let finding = project.findings().first ?? ""
        #expect(finding.contains("awakeFromNib"), "\(finding)")
    }

    @Test("Without a forced layout the same size callback is rewritten")
    func noForcedLayout() {
        let migrated = TestProject("""
            import UIKit
            final class PromoStrip: UICollectionViewCell, UICollectionViewDelegateFlowLayout {
                func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                                    sizeForItemAt indexPath: IndexPath) -> CGSize {
                    CGSize(width: UIScreen.main.bounds.width, height: 120)
                }
            }
            """).migrated()
        #expect(migrated.contains("CGSize(width: collectionView.bounds.width, height: 120)"), "\(migrated)")
    }
}

@Suite("Role proof: bitmaps")
struct BitmapRoleTests {
    @Test("A bitmap sized from the screen is sized by what is drawn into it: a finding, while its scale is still a scale")
    func bitmapSize() {
        let project = TestProject("""
            import UIKit
            final class ShareController: UIViewController {
                @IBAction func share(_ sender: UIButton) {
                    let canvasSize = UIScreen.main.bounds.size
                    UIGraphicsBeginImageContextWithOptions(canvasSize, false, UIScreen.main.scale)
                }
            }
            """)
        let migrated = project.migrated()
        #expect(migrated.contains("let canvasSize = UIScreen.main.bounds.size"), "\(migrated)")
        #expect(migrated.contains("UIGraphicsBeginImageContextWithOptions(canvasSize, false, traitCollection.displayScale)"), "\(migrated)")
        #expect(project.findings().contains { $0.contains("the size of a bitmap made by `UIGraphicsBeginImageContextWithOptions`") },
                "\(project.findings())")
    }
}

@Suite("Role proof: SwiftUI past the safe area")
struct SafeAreaRoleTests {
    @Test("A SwiftUI file that ignores the safe area keeps its screen-wide frames, with SwiftUI advice")
    func ignoresSafeArea() {
        let project = TestProject("""
            import SwiftUI
            struct Backdrop: View {
                var body: some View {
                    Image("sky")
                        .frame(width: UIScreen.main.bounds.width)
                        .ignoresSafeArea()
                }
            }
            """, minIOS: 17)
        #expect(project.migrated().contains(".frame(width: UIScreen.main.bounds.width)"))
        #expect(project.findings().first?.contains("`ignoresSafeArea` on line 6") == true, "\(project.findings())")
        #expect(project.suggestions().first?.contains(".frame(maxWidth: .infinity") == true, "\(project.suggestions())")
    }
}

@Suite("Moment proof: a checked window")
struct CheckedWindowTests {
    @Test("After a view checks its own window, the use runs in a window whoever calls it")
    func guardedByOwnWindow() {
        let migrated = TestProject("""
            import UIKit
            final class Poster: UIView {
                func snapshot() -> UIImage? {
                    guard let window else { return nil }
                    UIGraphicsBeginImageContextWithOptions(bounds.size, false, UIScreen.main.scale)
                    window.layer.render(in: UIGraphicsGetCurrentContext()!)
                    return UIGraphicsGetImageFromCurrentImageContext()
                }
            }
            """).migrated()
        #expect(migrated.contains("UIGraphicsBeginImageContextWithOptions(bounds.size, false, traitCollection.displayScale)"), "\(migrated)")
    }

    @Test("A local named window bound to another value proves nothing about the view's own")
    func otherWindowProvesNothing() {
        let migrated = TestProject("""
            import UIKit
            final class Poster: UIView {
                func snapshot() -> UIImage? {
                    guard let window = UIApplication.shared.windows.first else { return nil }
                    UIGraphicsBeginImageContextWithOptions(window.bounds.size, false, UIScreen.main.scale)
                    return UIGraphicsGetImageFromCurrentImageContext()
                }
            }
            """).migrated()
        #expect(migrated.contains("false, UIScreen.main.scale)"), "\(migrated)")
    }
}
