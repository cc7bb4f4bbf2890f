import Testing
@testable import Migration

/// Which stored properties of a plain type count as its container, from how they are declared.
@Suite struct StoredContainerTests {
    /// The suggestion for a plain type that stores `declaration` and reads the screen's width,
    /// or the rule that decided instead.
    private func advice(_ declaration: String, extra: String = "") -> String {
        let project = TestProject("""
            import UIKit
            \(extra)
            final class Router {
                \(declaration)

                func width() -> CGFloat {
                    UIScreen.main.bounds.width
                }
            }
            """)
        let results = project.results()["Input.swift"]
        let finding = results?.findings.last
        #expect(results?.edits.isEmpty == true)
        return finding?.ruleID == "bounds-stored-container" ? finding?.suggestion ?? "" : finding?.ruleID ?? "nothing"
    }

    @Test func viewControllersAndViewsInTheirDeclaredShapes() {
        #expect(advice("let navigation: UINavigationController").contains("read `navigation.view.bounds`"))
        #expect(advice("var tabs: UIKit.UITabBarController!").contains("`guard let tabs = tabs else { … }`"))
        #expect(advice("weak var screen: (UIViewController & Sendable)?").contains("read `screen.view.bounds`"))
        // A view counts where the type puts content into it.
        #expect(advice("var host: Optional<UIView>\n    func add(_ view: UIView) { host?.addSubview(view) }")
                .contains("`guard let host = host else { … }`"))
        #expect(advice("var bare: UIView?") == "no-container")
        #expect(advice("unowned let hosting: UIHostingController<Text>").contains("read `hosting.view.bounds`"))
        #expect(advice("let canvas = UIScrollView(frame: .zero)\n    func add(_ view: UIView) { canvas.addSubview(view) }")
                .contains("read `canvas.bounds`"))
        #expect(advice("weak var feed: FeedController?", extra: "class FeedController: UIViewController {}")
                .contains("read `feed.view.bounds`"))
    }

    @Test func nothingElseIsAContainer() {
        for declaration in [
            "let title: UILabel", "let icon = UIImageView()", "var alert: UIAlertController?",
            "var makeView: (() -> UIView)?", "var pages: [UIView] = []", "var cache: [String: UIView] = [:]",
            "let pair: (UIView, Int)", "let first = UIView().subviews", "static let shared = UIView()",
            "lazy var spinner = UIView()", "var computed: UIView { UIView() }", "let settings: Settings",
        ] {
            #expect(advice(declaration) == "no-container", "\(declaration)")
        }
    }

    @Test func aLocalOrParameterOfTheSameNameHidesIt() {
        let project = TestProject("""
            import UIKit
            final class Router {
                let host: UIView

                init(host: UIView) {
                    self.host = host
                }

                func add(_ view: UIView) { self.host.addSubview(view) }

                func width(host: String) -> CGFloat {
                    UIScreen.main.bounds.width
                }
            }
            """)
        #expect(project.suggestions().first?.contains("read `self.host.bounds`") == true)
    }

    @Test func aViewOrViewControllerKeepsItsOwnContainer() {
        let project = TestProject("""
            import UIKit
            final class ShellViewController: UIViewController {
                let child = UINavigationController()

                override func viewDidLayoutSubviews() {
                    super.viewDidLayoutSubviews()
                    child.view.frame.size.width = UIScreen.main.bounds.width
                }
            }
            """)
        #expect(project.migrated().contains("child.view.frame.size.width = view.bounds.width"))
    }
}

@Suite("Container proof: controllers placed by hand")
struct HandPlacedControllerTests {
    private let overlay = """
        import UIKit
        class OverlayController: UIViewController {
            var leading: NSLayoutConstraint!
            @IBOutlet weak var nibLabel: UILabel!
            @IBAction func dragged(_ sender: UIButton) {
                leading.constant = UIScreen.main.bounds.width / 2
            }
        }
        final class PlayerOverlayController: OverlayController {
            @IBAction func closed(_ sender: UIButton) {
                panel.frame.size.width = UIScreen.main.bounds.width / 3
            }
        }
        """

    @Test("A controller whose view another object adds to a window and pins by hand keeps the screen: a finding naming that line")
    func placedByAnotherObject() {
        let project = TestProject([("Overlay.swift", overlay), ("Presenter.swift", """
            import UIKit
            enum OverlayPresenter {
                static func show(_ controller: OverlayController, in window: UIWindow) {
                    window.addSubview(controller.view)
                    controller.leading = controller.view.leadingAnchor.constraint(equalTo: window.leadingAnchor)
                }
            }
            """)])
        let findings = project.findings("Overlay.swift")
        #expect(project.migrated("Overlay.swift") == overlay)
        #expect(findings.count == 2, "\(findings)")
        // The subclass's view is placed through a reference of its superclass's type.
        #expect(findings.allSatisfy { $0.contains("placed by hand (Presenter.swift:4)") }, "\(findings)")
    }

    @Test("A controller that sizes its own view, one that only moves it, and one shown by UIKit are told apart")
    func placedByItselfOrShownByUIKit() {
        let project = TestProject([("Overlay.swift", overlay), ("Presenter.swift", """
            import UIKit
            final class FloatingController: UIViewController {
                @IBOutlet weak var nibLabel: UILabel!
                @IBAction func moved(_ sender: UIButton) {
                    view.frame.size.height -= 10
                    badge.frame.size.width = UIScreen.main.bounds.width / 4
                }
            }
            final class KeyboardController: UIViewController {
                @IBOutlet weak var nibLabel: UILabel!
                @IBAction func typed(_ sender: UIButton) {
                    view.frame.origin.y -= 80
                    view.center.y += 10
                    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                    badge.frame.size.width = UIScreen.main.bounds.width / 4
                }
            }
            final class Host: UIViewController {
                @IBOutlet weak var nibLabel: UILabel!
                @IBAction func open(_ sender: UIButton) {
                    let controller = OverlayController()
                    controller.view.backgroundColor = .black
                    present(controller, animated: true)
                }
            }
            """)])
        #expect(project.findings("Presenter.swift").contains { $0.contains("placed by hand (Presenter.swift:5)") },
                "\(project.findings("Presenter.swift"))")
        // Moving the view over the keyboard leaves its size to UIKit.
        #expect(project.migrated("Presenter.swift").contains("view.autoresizingMask = [.flexibleWidth, .flexibleHeight]\n        badge.frame.size.width = view.bounds.width / 4"),
                "\(project.migrated("Presenter.swift"))")
        // Presented, with only its colour set by the presenter: UIKit sizes its view.
        #expect(project.migrated("Overlay.swift").contains("leading.constant = view.bounds.width / 2"),
                "\(project.migrated("Overlay.swift"))")
    }

    @Test("A root view another view's constraints pin to (view.snp.right) is not placed; view.snp.makeConstraints places it")
    func targetOfAConstraintIsNotPlaced() {
        func controller(_ pinning: String) -> String {
            """
            import UIKit
            final class CheckoutController: UIViewController {
                @IBOutlet weak var nibLabel: UILabel!
                let tableView = UITableView()
                let badge = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(tableView)
                    view.addSubview(badge)
                    \(pinning)
                }
                @IBAction func paid(_ sender: UIButton) {
                    badge.frame.size.width = UIScreen.main.bounds.width / 4
                }
            }
            """
        }
        let target = TestProject(controller("tableView.snp.makeConstraints { make in make.right.equalTo(view.snp.right) }"))
        #expect(target.migrated("Input.swift").contains("badge.frame.size.width = view.bounds.width / 4"), "\(target.findings())")
        let placed = TestProject(controller("view.snp.makeConstraints { make in make.edges.equalToSuperview() }"))
        #expect(placed.findings().contains { $0.contains("placed by hand") }, "\(placed.findings())")
    }
}

@Suite("Container proof: a view made with this view's bounds")
struct OwnBoundsBackdropTests {
    private func run(backdropFrame: String) -> [String] {
        TestProject("""
            import UIKit
            final class BatteryController: UIViewController {
                override func viewDidLayoutSubviews() {
                    super.viewDidLayoutSubviews()
                    let backdrop = UIView(frame: \(backdropFrame))
                    let image = UIImageView(image: nil)
                    image.frame = CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 383)
                    backdrop.addSubview(image)
                    view.addSubview(backdrop)
                }
            }
            """).results()["Input.swift"]?.edits.map(\.replacement) ?? []
    }

    @Test("A subview of a local view framed by this view's whole bounds is laid out in this view's space")
    func backdropFramedByOwnBounds() {
        #expect(run(backdropFrame: "self.view.bounds") == ["view.bounds.width"])
        #expect(run(backdropFrame: "view.bounds") == ["view.bounds.width"])
        // Any other frame is another space: the subview's width is that view's to give.
        #expect(run(backdropFrame: "CGRect(x: 0, y: 0, width: 200, height: 200)").isEmpty)
    }
}

@Suite("Container proof: a bar placed by its own height")
struct BarPlacedByOwnHeightTests {
    @Test("A bar set at the bottom by its own height is the view laid out, not a window inset; another bar's height still is")
    func barsOwnHeight() {
        func run(_ statement: String) -> (edits: [String], findings: [String]) {
            let project = TestProject("""
                import UIKit
                final class EditorController: UIViewController {
                    private let toolBar = UIToolbar()
                    private let tabBar = UITabBar()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.addSubview(toolBar)
                    }
                    override func viewDidLayoutSubviews() {
                        super.viewDidLayoutSubviews()
                        \(statement)
                    }
                }
                """)
            return (project.results()["Input.swift"]?.edits.map(\.replacement) ?? [], project.findings())
        }
        #expect(run("toolBar.frame.origin.y = UIScreen.main.bounds.height - toolBar.bounds.height").edits == ["view.bounds.height"])
        let other = run("toolBar.frame.origin.y = UIScreen.main.bounds.height - tabBar.bounds.height - toolBar.bounds.height")
        #expect(other.edits.isEmpty)
        #expect(other.findings.contains { $0.contains("combined with `tabBar`") }, "\(other.findings)")
    }
}
