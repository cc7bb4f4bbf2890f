import Testing
@testable import Migration

/// A margin taken from the screen's length is the container's only where the container spans
/// the screen: a rewrite needs the margin proven to be inside the container.
@Suite("Role proof: margins and fallbacks")
struct MarginProofTests {
    @Test("A list's item size less a margin is a finding without a fix: the margin may be the list's own")
    func listMarginIsAFinding() {
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
        // Whether the 40 is spacing inside the list or the list's own margin decides the edit: no fix.
        #expect(finding?.fix == nil)
        #expect(finding?.suggestion.contains("container's length as it is") == true)
    }

    @Test("A frame inset on both sides by the origin it sets keeps its margins inside the view")
    func insetByOrigin() {
        let migrated = TestProject("""
            import UIKit
            final class Header: UIView {
                let title = UILabel()
                override func didMoveToSuperview() { addSubview(title) }
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

    @Test("A length taken from the screen, and the origin that centres it, are no margins")
    func centredByOrigin() {
        let migrated = TestProject("""
            import UIKit
            final class Toast: UIView {
                let badge = UIView()
                override func didMoveToSuperview() { addSubview(badge) }
                override func layoutSubviews() {
                    super.layoutSubviews()
                    let width = UIScreen.main.bounds.width * 0.9
                    badge.frame.size.width = width
                    badge.frame.origin.x = (UIScreen.main.bounds.width - width) / 2
                }
            }
            """).migrated()
        #expect(migrated.contains("let width = bounds.width * 0.9"), "\(migrated)")
        #expect(migrated.contains("badge.frame.origin.x = (bounds.width - width) / 2"), "\(migrated)")
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

@Suite("Role proof: bitmaps")
struct BitmapRoleTests {
    @Test("A bitmap sized from the screen is sized by what is drawn into it: a finding, while its scale is still a scale")
    func bitmapSize() {
        let project = TestProject("""
            import UIKit
            final class ShareController: UIViewController {
                @IBOutlet weak var nibLabel: UILabel!
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

@Suite("Role proof: popover anchors")
struct PopoverAnchorRoleTests {
    @Test("A popover's sourceRect from the screen is an anchor in its source view's coordinates: told by its role before its moment, with anchor advice, no fix")
    func sourceRectIsNoLayout() {
        let project = TestProject("""
            import UIKit
            final class ShareController: UIViewController {
                @objc func share() {
                    let sheet = UIViewController()
                    sheet.popoverPresentationController?.sourceView = view
                    sheet.popoverPresentationController?.sourceRect = CGRect(x: UIScreen.main.bounds.width / 2, y: 0, width: 1, height: 1)
                    present(sheet, animated: true)
                }
            }
            """)
        #expect(!project.migrated().contains("view.bounds"), "\(project.migrated())")
        let findings = project.findings(), suggestions = project.suggestions()
        #expect(findings.count == 1 && findings[0].contains("the rectangle a popover points at (`sourceRect`)"), "\(findings)")
        #expect(suggestions.count == 1 && suggestions[0].contains("anchor the popover to what opens it"), "\(suggestions)")
        #expect(!suggestions.contains { $0.contains("viewDidLayoutSubviews") }, "\(suggestions)")
    }
}

@Suite("Role proof: image requests")
struct ImageRequestRoleTests {
    @Test("A size assigned to a local and handed to an image request as its target size is a finding, not a layout size")
    func targetSizeThroughAssignedLocal() {
        let project = TestProject("""
            import UIKit
            import Photos
            final class PreviewPane: UIView {
                override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
                    var size: CGSize = .zero
                    size = CGSize(width: UIScreen.main.bounds.width, height: 300)
                    PHImageManager.default().requestImage(for: asset, targetSize: size, contentMode: .aspectFill, options: nil) { _, _ in }
                }
                override func layoutSubviews() {
                    super.layoutSubviews()
                    var width: CGFloat = 0
                    width = UIScreen.main.bounds.width / 2
                    badge.frame.size.width = width
                }
            }
            """)
        let migrated = project.migrated()
        #expect(migrated.contains("size = CGSize(width: UIScreen.main.bounds.width, height: 300)"), "\(migrated)")
        #expect(project.findings().contains { $0.contains("the target size of an image request") }, "\(project.findings())")
        // A local assigned and then read as a frame's width goes where it is read: the rewrite holds.
        #expect(migrated.contains("width = bounds.width / 2"), "\(migrated)")
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

@Suite("Role proof: scales shown or paired")
struct ScalePairingTests {
    @Test("A scale kept in a local named scale and formatted into a text is no scale factor")
    func formattedScale() {
        let project = TestProject("""
            import UIKit
            final class AboutViewController: UIViewController {
                @IBOutlet weak var nibLabel: UILabel!
                @IBAction func showInfo(_ sender: UIButton) {
                    let scale = UIScreen.main.scale
                    let message = "Scale: " + String(format: "%.1f", scale)
                    print(message)
                }
            }
            """)
        #expect(project.migrated().contains("let scale = UIScreen.main.scale"))
    }

    @Test("A scale next to a bitmap made at the main screen's scale without naming it must change with it")
    func pairedWithImplicitScale() {
        let project = TestProject("""
            import UIKit
            final class Poster: UIView {
                @IBOutlet weak var nibLabel: UILabel!
                @IBAction func crop(_ sender: UIButton) {
                    UIGraphicsBeginImageContextWithOptions(bounds.size, false, 0)
                    let pixels = bounds.width * UIScreen.main.scale
                    frame.size.width = pixels
                }
            }
            """)
        #expect(project.migrated().contains("bounds.width * UIScreen.main.scale"))
        #expect(project.findings().first?.contains("without naming it (`UIGraphicsBeginImageContextWithOptions` on line 5)") == true,
                "\(project.findings())")
    }
}

@Suite("Edit proof: one decision, several places")
struct SharedDecisionTests {
    @Test("A type's decision kept on the screen in one place withdraws its rewrite in another")
    func sameDecisionElsewhere() {
        let project = TestProject("""
            import UIKit
            final class PreviewController: UIViewController {
                var compact = false
                override func viewDidLoad() {
                    super.viewDidLoad()
                    compact = UIScreen.main.bounds.height < 600
                }
                override func viewDidLayoutSubviews() {
                    super.viewDidLayoutSubviews()
                    compact = UIScreen.main.bounds.height < 600
                }
            }
            """)
        #expect(project.results()["Input.swift"]?.edits.isEmpty == true, "\(project.migrated())")
        #expect(project.findings().contains { $0.contains("the same decision elsewhere in this type (at line 6) stays on the main screen") },
                "\(project.findings())")
    }

    /// A chat bubble's image grid: a header as wide as `0.8` of the width and two tiles under it
    /// that split the same `0.8`, less a gap, between them.
    private func grid(tiles: String) -> TestProject {
        TestProject("""
            import SwiftUI
            struct ImageGrid: View {
                var body: some View {
                    VStack(spacing: 5) {
                        Color.gray.frame(width: UIScreen.main.bounds.width * 0.8, height: 150)
                        HStack(spacing: 5) {
                            Color.red.frame(width: \(tiles), height: 100)
                            Color.blue.frame(width: \(tiles), height: 100)
                        }
                    }
                }
            }
            """, minIOS: 17)
    }

    @Test("A frame the screen sizes moves to its container only with every other screen-sized part of its view")
    func typeLayoutMovesTogether() {
        let split = grid(tiles: "(UIScreen.main.bounds.width * 0.8 - 5) / 2")
        #expect(split.results()["Input.swift"]?.edits.isEmpty == true, "\(split.migrated())")
        #expect(split.findings().contains { $0.hasPrefix("5:") && $0.contains("also lays out content with the screen's width at line 7") },
                "\(split.findings())")
        // Tiles of a constant width share nothing with the screen: the header moves alone.
        let fixed = grid(tiles: "120")
        #expect(fixed.results()["Input.swift"]?.edits.map(\.replacement)
                == [".frame(height: 150).containerRelativeFrame(.horizontal) { length, _ in length * 0.8 }"],
                "\(fixed.findings())")
    }

    @Test("A device check or a window's frame in the same type is no part of its layout, and holds no rewrite back")
    func typeLayoutIgnoresDeviceAndWindow() {
        let project = TestProject("""
            import UIKit
            final class FeedController: UIViewController {
                let banner = UIView()
                var isSmallPhone: Bool { UIScreen.main.bounds.height == 568 }
                let overlay = UIWindow(frame: UIScreen.main.bounds)
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(banner)
                }
                override func viewDidLayoutSubviews() {
                    super.viewDidLayoutSubviews()
                    banner.frame = CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 44)
                }
            }
            """)
        #expect(project.results()["Input.swift"]?.edits.map(\.replacement) == ["view.bounds.width"], "\(project.findings())")
    }
}

/// A length that becomes one side of a rectangle is carried by reads of that side, not the other.
@Suite("Role proof: the side a rectangle holds")
struct RectangleSideTests {
    @Test("a width in a frame is not combined with what a read of the frame's height meets")
    func heightReadDoesNotCarryTheWidth() throws {
        let project = TestProject("""
            import UIKit
            final class GalleryOpener: UIViewController {
                func openGallery() {
                    let headerFrame = CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 64)
                    let header = UIView(frame: headerFrame)
                    let close = UIButton(type: .custom)
                    close.frame.origin = CGPoint(x: 12, y: header.frame.height - UIApplication.shared.statusBarFrame.height)
                    header.addSubview(close)
                    present(GalleryController(header: header), animated: true)
                }
            }
            """)
        let finding = try #require(project.results()["Input.swift"]?.findings.first)
        // The width never meets the status bar: only the header's height does.
        #expect(!finding.message.contains("statusBarFrame"), "\(finding.message)")
    }
}

/// A rectangle computed from the screen's size (`AVMakeRect(aspectRatio:insideRect:)`) is a step
/// on the way: where the computed rectangle goes decides the role, not the label it was passed under.
@Suite("Role proof: geometry computed from the value")
struct ComputedGeometryTests {
    @Test("a size fitted by AVMakeRect and handed to the project's resize before saving is not proven to size content")
    func fittedRectHandedOnIsNotProven() throws {
        let result = TestProject("""
            import UIKit
            import AVFoundation
            extension UIImage {
                func resized(to width: CGFloat, height: CGFloat) -> UIImage { self }
            }
            final class AddPhotoViewController: UIViewController {
                var photo: UIImage?
                @IBOutlet weak var saveButton: UIButton!
                @IBAction func save(_ sender: UIButton) {
                    guard let image = photo else { return }
                    let rect = AVMakeRect(aspectRatio: image.size, insideRect: CGRect(origin: .zero, size: UIScreen.main.bounds.size))
                    let data = image.resized(to: rect.size.width, height: rect.size.height).jpegData(compressionQuality: 1)
                    UserDefaults.standard.set(data, forKey: "photo")
                }
            }
            """).results()["Input.swift"]
        #expect(result?.edits.isEmpty == true, "\(String(describing: result?.edits))")
        let finding = try #require(result?.findings.first)
        #expect(finding.message.contains("resized"), "\(finding.message)")
    }

    @Test("a rectangle fitted by AVMakeRect that frames a subview in an action still sizes content")
    func fittedRectAsFrameStillSizes() throws {
        let migrated = TestProject("""
            import UIKit
            import AVFoundation
            final class PreviewViewController: UIViewController {
                let preview = UIImageView()
                @IBOutlet weak var showButton: UIButton!
                @IBAction func show(_ sender: UIButton) {
                    guard let image = preview.image else { return }
                    preview.frame = AVMakeRect(aspectRatio: image.size, insideRect: CGRect(origin: .zero, size: UIScreen.main.bounds.size))
                    view.addSubview(preview)
                }
            }
            """).migrated()
        #expect(migrated.contains("size: view.bounds.size))"), "\(migrated)")
    }
}

/// A function the project declares in a file no use reaches is still the project's own code: a
/// value handed to it goes where screenmod does not follow.
@Suite("Role proof: functions declared in other files")
struct FunctionsElsewhereTests {
    @Test("a size handed to an extension method declared in a file without uses is not proven to size content")
    func extensionInAnotherFileIsFollowedNowhere() throws {
        let project = TestProject([
            (path: "Resize.swift", text: """
                import UIKit
                extension UIImage {
                    func scaledDown(toWidth width: CGFloat) -> UIImage { self }
                }
                """),
            (path: "Save.swift", text: """
                import UIKit
                final class SaveViewController: UIViewController {
                    var photo: UIImage?
                    @IBOutlet weak var saveButton: UIButton!
                    @IBAction func save(_ sender: UIButton) {
                        let small = photo?.scaledDown(toWidth: UIScreen.main.bounds.width)
                        UserDefaults.standard.set(small?.pngData(), forKey: "photo")
                    }
                }
                """),
        ])
        let result = try #require(project.results()["Save.swift"])
        #expect(result.edits.isEmpty, "\(result.edits)")
        #expect(result.findings.first?.message.contains("the project's own") == true, "\(String(describing: result.findings.first))")
    }

    @Test("a function a vendored library's copy declares is the library's API, not the project's own code")
    func vendoredCopyIsNotTheProjects() throws {
        let project = TestProject([
            (path: "App/ThirdParty/Layout/Maker.swift", text: """
                import UIKit
                public final class Maker {
                    public func equalTo(_ value: CGFloat) {}
                }
                """),
            (path: "App/Banner.swift", text: """
                import UIKit
                final class Banner: UIView {
                    let maker = Maker()
                    override func layoutSubviews() {
                        super.layoutSubviews()
                        maker.equalTo(UIScreen.main.bounds.width)
                    }
                }
                """),
        ])
        let result = try #require(project.results()["App/Banner.swift"])
        #expect(result.findings.allSatisfy { !$0.message.contains("the project's own") }, "\(result.findings)")
    }
}
