import Testing
@testable import Migration

/// What the finding for a use no rule decided says must be true of the code: a view is not "in
/// no view", a controller stored in another file is in reach, a layout's collection view is in
/// reach, and pixels that exist already keep the scale they were made at.
@Suite struct CatchAllTruthTests {
    private func only(_ project: TestProject, _ path: String = "Input.swift") -> Finding? {
        let results = project.results()[path]
        #expect(results?.edits.isEmpty == true)
        return results?.findings.first
    }

    @Test func aViewIsNeverInNoView() throws {
        let finding = try #require(only(TestProject("""
            import UIKit
            final class FooterView: UITableViewHeaderFooterView {
                let line = UIView()
                override init(reuseIdentifier: String?) {
                    super.init(reuseIdentifier: reuseIdentifier)
                    line.applyStyle {
                        $0.height = 1 / UIScreen.main.scale
                    }
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)))
        #expect(finding.ruleID == "no-container")
        #expect(!finding.message.contains("in no view"))
        #expect(finding.message.contains("`FooterView` is a view (UITableViewHeaderFooterView)"))
        #expect(finding.message.contains("init(reuseIdentifier:)"))
        #expect(finding.message.contains("the closure passed to `applyStyle`"))
        #expect(finding.suggestion.contains("layoutSubviews()"))
    }

    @Test func aControllerStoredFromAnotherFileTellsTheScreen() throws {
        let project = TestProject([
            ("Player.swift", "import UIKit\nclass PlayerController: UIViewController {}\n"),
            ("Input.swift", """
                import UIKit
                final class Transition: NSObject {
                    weak var host: PlayerController?
                    func corner() -> CGFloat {
                        UIScreen.main.displayCornerRadius
                    }
                }
                """),
        ])
        let finding = try #require(only(project))
        #expect(finding.message.contains("the stored property `host` (PlayerController?) is in reach"))
        #expect(finding.suggestion.contains("`host?.view.window?.windowScene?.screen`"))
    }

    @Test func aLayoutsCollectionViewTellsTheScreen() throws {
        let finding = try #require(only(TestProject("""
            import UIKit
            final class GuideLayout: UICollectionViewLayout {
                var focused: IndexPath? {
                    guard let cell = UIScreen.main.focusedView as? UICollectionViewCell else { return nil }
                    return collectionView?.indexPath(for: cell)
                }
            }
            """)))
        #expect(finding.message.hasPrefix("the layout's `collectionView` is in reach"))
        #expect(finding.suggestion.contains("`collectionView?.window?.windowScene?.screen`"))
    }

    @Test func existingPixelsKeepTheirScale() throws {
        for call in ["UIImage(cgImage: image, scale: UIScreen.main.scale, orientation: .up)",
                     "UIImage(ciImage: CIImage(), scale: UIScreen.main.scale, orientation: .up)"] {
            let finding = try #require(only(TestProject("""
                import UIKit
                final class Thumb: UIView {
                    var image: CGImage!
                    var data = Data()
                    override func layoutSubviews() {
                        super.layoutSubviews()
                        _ = \(call)
                    }
                }
                """)))
            #expect(finding.ruleID == "scale-of-pixels", "\(call)")
        }
        // A renderer's scale is a display's, and downloaded data is often fetched at it: not this role.
        let drawn = TestProject("""
            import UIKit
            final class Thumb: UIView {
                override func layoutSubviews() {
                    super.layoutSubviews()
                    layer.contentsScale = UIScreen.main.scale
                    _ = UIImage(data: Data(), scale: UIScreen.main.scale)
                }
            }
            """)
        #expect(drawn.results()["Input.swift"]?.findings.allSatisfy { $0.ruleID != "scale-of-pixels" } == true)
    }

    @Test func aWeakSelfFrameIsTheViewSizingItself() throws {
        let finding = try #require(only(TestProject("""
            import UIKit
            final class PlayerView: UIView {
                var onFull: ((Bool) -> Void)?
                func setUp() {
                    onFull = { [weak self] full in
                        if full { self?.frame = UIScreen.main.bounds }
                    }
                }
            }
            """)))
        #expect(finding.ruleID == "view-sizes-itself")
    }

    @Test func aLayerIsTheHostViewsToScale() throws {
        let finding = try #require(only(TestProject("""
            import UIKit
            final class AxisLayer: CAShapeLayer {
                func setUp() {
                    contentsScale = UIScreen.main.scale
                }
            }
            """)))
        #expect(finding.message.hasPrefix("`AxisLayer` is a layer (CAShapeLayer)"))
        #expect(finding.suggestion.contains("the view that hosts this layer"))
    }

    @Test func aSuperclassInAnotherFileHandsDownItsStoredView() throws {
        let project = TestProject([
            ("MapBase.swift", "import UIKit\nclass MapBase: NSObject {\n    var view: UIView!\n}\n"),
            ("Input.swift", """
                import UIKit
                final class TileMap: MapBase {
                    func setUp() {
                        view.addSubview(UIView())
                        let pixels = 256 * UIScreen.main.scale
                        reserve(pixels)
                    }
                }
                """),
        ])
        let finding = try #require(only(project))
        #expect(finding.message.hasPrefix("the stored property `view` (UIView!) is in reach"))
        #expect(finding.suggestion.contains("read its traitCollection.displayScale"))
    }

    @Test func aCallerBeforeTheWindowIsNamed() throws {
        let project = TestProject([
            ("Controller.swift", """
                import UIKit
                final class Controller: UIViewController {
                    let sizer = Sizer()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        sizer.measure()
                    }
                }
                """),
            ("Input.swift", """
                import UIKit
                final class Sizer {
                    var width: CGFloat = 0
                    func measure() {
                        width = UIScreen.main.bounds.width
                    }
                }
                """),
        ])
        let finding = try #require(only(project))
        #expect(finding.suggestion.hasPrefix("its caller `Controller.viewDidLoad()` (at Controller.swift:6) runs before"))
    }
}

