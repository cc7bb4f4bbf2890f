import Testing
@testable import Migration

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

@Suite("Moment proof: where the project forces layout")
struct ForcedLayoutSiteTests {
    static let view = """
        import UIKit
        final class Hairline: UIView {
            override func layoutSubviews() {
                super.layoutSubviews()
                layer.borderWidth = 1 / UIScreen.main.scale
            }
        }
        """

    @Test("A mention in a comment, a string, an Objective-C comment or test code forces nothing")
    func mentionsThatAreNoCalls() {
        let project = TestProject([
            ("Hairline.swift", Self.view),
            ("Notes.swift", "// call layoutIfNeeded() here once the header is ready\nlet hint = \"layoutIfNeeded\"\n"),
            ("Legacy.m", "- (void)setUp {\n    // [self.view layoutIfNeeded];\n}\n"),
            ("HairlineTests.swift", "import XCTest\nfinal class HairlineTests: XCTestCase {\n    func testLayout() { Hairline().layoutIfNeeded() }\n}\n"),
        ])
        #expect(project.results()["Hairline.swift"]?.edits.count == 1)
    }

    @Test("A direct layoutSubviews() call elsewhere runs its receiver's hook only: a way in where its file names the class")
    func directCallsReachNamedClasses() {
        let unrelated = ("Banner.swift", "import UIKit\nfinal class BannerController: UIViewController {\n    override func viewDidLoad() { view.layoutSubviews() }\n}\n")
        #expect(TestProject([("Hairline.swift", Self.view), unrelated]).results()["Hairline.swift"]?.edits.count == 1)
        // A controller's own plain root view is no Hairline, even where the file names the class.
        let rootView = ("Cells.swift", "import UIKit\nfinal class CellsController: UIViewController {\n    let line = Hairline()\n    override func viewDidLoad() { view.layoutSubviews() }\n}\n")
        #expect(TestProject([("Hairline.swift", Self.view), rootView]).results()["Hairline.swift"]?.edits.count == 1)
        let naming = ("Rule.swift", "import UIKit\nfinal class RuleController: UIViewController {\n    let line = Hairline()\n    override func viewDidLoad() { line.layoutSubviews() }\n}\n")
        let project = TestProject([("Hairline.swift", Self.view), naming])
        #expect(project.results()["Hairline.swift"]?.edits.isEmpty == true)
        #expect(project.findings("Hairline.swift").contains { $0.contains("Rule.swift:4, in a file that names this class") },
                "\(project.findings("Hairline.swift"))")
    }

    @Test("A call in app code, Swift or Objective-C, forces layout before any window")
    func callsInAppCode() {
        for other in [("Setup.swift", "import UIKit\nfunc prepare(_ v: UIView) { v.layoutIfNeeded() }\n"),
                      ("Legacy.m", "- (void)setUp {\n    [self.view layoutIfNeeded];\n}\n")] {
            let project = TestProject([("Hairline.swift", Self.view), other])
            #expect(project.results()["Hairline.swift"]?.edits.isEmpty == true, "\(other.0)")
            #expect(project.findings("Hairline.swift").contains { $0.contains(other.0 + ":") }, "\(project.findings("Hairline.swift"))")
            // A call in another file is a possible way in, said as one; the value read names what is not yet the window's.
            #expect(project.findings("Hairline.swift").contains {
                $0.contains("the project forces layout by hand (first") && $0.contains("where the display scale is 0.0")
            }, "\(project.findings("Hairline.swift"))")
        }
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
                    imageLayer.contentsScale = UIScreen.main.scale
                    return UIGraphicsGetImageFromCurrentImageContext()
                }
            }
            """).migrated()
        #expect(migrated.contains("imageLayer.contentsScale = UIScreen.main.scale"), "\(migrated)")
    }
}

@Suite("Moment proof: callers of a plain type")
struct PlainTypeCallerTests {
    @Test("A service's method called through another object's property is said to be called there, not uncalled")
    func serviceCalledFromAnotherObject() {
        let project = TestProject([
            ("SheetService.swift", """
                import UIKit
                final class SheetService {
                    func showInfo(in container: UIView) {
                        let sheet = UIView(frame: CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 200))
                        container.addSubview(sheet)
                    }
                }
                """),
            ("ProfileViewController.swift", """
                import UIKit
                final class ProfileViewController: UIViewController {
                    let services = Services()
                    @objc func lockTapped() {
                        services.sheets.showInfo(in: view)
                    }
                }
                final class Services {
                    let sheets = SheetService()
                }
                """),
        ])
        let finding = project.findings("SheetService.swift").first ?? ""
        #expect(finding.contains("ProfileViewController.swift:5"), "\(finding)")
        #expect(!finding.contains("no call to it"), "\(finding)")
    }
}

@Suite("Call graph: calls in conditions")
struct ConditionCallTests {
    @Test("A call in an if condition is a call, not one with a trailing closure, and a forced layout is named in the path")
    func callInIfCondition() {
        let project = TestProject("""
            import UIKit
            final class Pager: UIViewController {
                @objc func panned(_ gesture: UIPanGestureRecognizer) {
                    if self.isEdgePan(gesture) {
                        return
                    }
                }
                func isEdgePan(_ gesture: UIPanGestureRecognizer) -> Bool {
                    gesture.location(in: view).x < UIScreen.main.bounds.width / 10
                }
            }
            """)
        let finding = project.findings().first ?? ""
        #expect(finding.contains("isEdgePan(_:) <- panned(_:)"), "\(finding)")
    }
}

@Suite("Moment proof: closures that run at once")
struct ImmediateClosureTests {
    @Test("A SnapKit constraint maker runs when it is called: set up from init, it runs before the window")
    func snapKitMakerRunsNow() {
        let project = TestProject("""
            import UIKit
            final class Banner: UIView {
                let title = UILabel()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    layout()
                }
                required init?(coder: NSCoder) { fatalError() }
                private func layout() {
                    title.snp.makeConstraints { make in
                        make.width.equalTo(UIScreen.main.bounds.width / 2)
                    }
                }
            }
            """)
        let finding = project.findings().first ?? ""
        #expect(finding.contains("called-before-window"), "\(finding)")
    }
}
