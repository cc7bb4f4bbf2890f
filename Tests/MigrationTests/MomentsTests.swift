import Testing
import SwiftLexer
import SourceModel
import RuleLanguage
@testable import Migration

/// The ways into a use and the moment of each, as `explain --verbose` shows them: every way in
/// counts, closures and registrations set the moment they run in, and calls are resolved by
/// name, labels and receiver.
@Suite struct MomentsTests {
    /// The `moments:` line `explain` gives for the first use on `line` of the first file.
    private func moments(_ files: [(path: String, text: String)], line: Int) throws -> String {
        try #require(TestProject(files).explainedMoments(line: line))
    }

    private func moments(_ text: String, line: Int) throws -> String {
        try moments([("Input.swift", text)], line: line)
    }

    @Test("a helper gets the moment of every way in, an uncalled @objc method none that proves a window")
    func aHelperGetsTheMomentsOfEveryWayIn() throws {
        let view = """
        import UIKit
        final class Gauge: UIView {
            override func layoutSubviews() { super.layoutSubviews(); place() }
            @objc func tapped() { place() }
            private func place() { needle.frame.size.width = UIScreen.main.bounds.width }
        }
        """
        #expect(try moments(view, line: 5) == "moments: layout (place() <- layoutSubviews()); "
                + "callback (place() <- tapped() (@objc, and no #selector in the project names it))")
    }

    @Test("a #selector runs at the moment of what it is registered with")
    func selectorsRunWhenTheirRegistrationFires() throws {
        let controller = """
        import UIKit
        final class Feed: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                button.addTarget(self, action: #selector(tapped), for: .touchUpInside)
                NotificationCenter.default.addObserver(self, selector: #selector(rotated), name: .changed, object: nil)
            }
            @objc private func tapped() { width = UIScreen.main.bounds.width }
            @objc private func rotated() { width = UIScreen.main.bounds.width }
        }
        """
        #expect(try moments(controller, line: 8)
                == "moments: user-event (tapped() <- viewDidLoad() (#selector handed to addTarget at Input.swift:5))")
        #expect(try moments(controller, line: 9)
                == "moments: notification (rotated() <- viewDidLoad() (#selector handed to addObserver at Input.swift:6))")
    }

    @Test("a #selector handed to Type.init(target:action:) runs at that type's moment, as one handed to Type(…)")
    func selectorsInSpelledInitializers() throws {
        let controller = """
        import UIKit
        final class Sheet: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addGestureRecognizer(UIPanGestureRecognizer.init(target: self, action: #selector(dragged(_:))))
            }
            @objc private func dragged(_ pan: UIPanGestureRecognizer) { top = UIScreen.main.bounds.height / 2 }
        }
        """
        #expect(try moments(controller, line: 7)
                == "moments: user-event (dragged(_:) <- viewDidLoad() (#selector handed to UIPanGestureRecognizer at Input.swift:5))")
    }

    @Test("a read in willMove(toWindow:) is told the view is not yet in the window it names")
    func willMoveToWindowIsBeforeTheWindow() throws {
        let findings = TestProject("""
            import UIKit
            final class CursorView: UIView {
                override func willMove(toWindow newWindow: UIWindow?) {
                    super.willMove(toWindow: newWindow)
                    if newWindow != nil { rate = UIScreen.main.maximumFramesPerSecond }
                }
            }
            """).findings()
        #expect(findings.contains { $0.hasPrefix("5:") && $0.contains("willMove(toWindow:) runs before it is in the window it names") },
                "\(findings)")
    }

    @Test("an @IBAction is a user event only in a type a nib or storyboard shows it loads from")
    func anActionNeedsInterfaceBuilderEvidence() throws {
        let action = "    @IBAction func toggle(_ sender: UIButton) { width = UIScreen.main.bounds.width }\n}\n"
        let inCode = "import UIKit\nfinal class Panel: UIViewController {\n" + action
        #expect(try moments(inCode, line: 3) == "moments: callback (toggle(_:) (an @IBAction of a type with no outlet and no "
                + "awakeFromNib(), so nothing shows a nib or storyboard connects it))")
        let withOutlet = "import UIKit\nfinal class Panel: UIViewController {\n    @IBOutlet weak var title: UILabel!\n" + action
        #expect(try moments(withOutlet, line: 4) == "moments: user-event (toggle(_:) (an @IBAction))")
    }

    @Test("viewWillAppear is before the window, viewDidAppear in it, viewDidDisappear leaving it")
    func appearanceIsSplit() throws {
        let controller = """
        import UIKit
        final class Card: UIViewController {
            override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); a = UIScreen.main.bounds.width }
            override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); a = UIScreen.main.bounds.width }
            override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); a = UIScreen.main.bounds.width }
        }
        """
        #expect(try moments(controller, line: 3) == "moments: will-appear (viewWillAppear(_:))")
        #expect(try moments(controller, line: 4) == "moments: did-appear (viewDidAppear(_:))")
        #expect(try moments(controller, line: 5) == "moments: disappearance (viewDidDisappear(_:))")
    }

    @Test("didMoveToWindow is in a window only after it checked window != nil")
    func didMoveToWindowNeedsItsCheck() throws {
        let view = """
        import UIKit
        final class Badge: UIView {
            override func didMoveToWindow() {
                super.didMoveToWindow()
                layer.contentsScale = UIScreen.main.scale
                guard window != nil else { return }
                layer.contentsScale = UIScreen.main.scale
                restyle()
            }
            private func restyle() { layer.borderWidth = 1 / UIScreen.main.scale }
        }
        """
        #expect(try moments(view, line: 5) == "moments: window-change (didMoveToWindow())")
        #expect(try moments(view, line: 7) == "moments: did-appear (didMoveToWindow() (after the check of window on line 6))")
        #expect(try moments(view, line: 10) == "moments: did-appear (restyle() <- didMoveToWindow())")
    }

    @Test("a closure runs when it runs: an animation at once, an async block later, a UIAction on a tap")
    func closuresSetTheirOwnMoment() throws {
        let view = """
        import UIKit
        final class Panel: UIView {
            override func layoutSubviews() {
                super.layoutSubviews()
                UIView.animate(withDuration: 0.2) { self.bar.frame.size.width = UIScreen.main.bounds.width }
                DispatchQueue.main.async { self.bar.frame.size.width = UIScreen.main.bounds.width }
            }
            func setUp() {
                button.addAction(UIAction { _ in self.bar.frame.size.width = UIScreen.main.bounds.width }, for: .touchUpInside)
            }
        }
        """
        #expect(try moments(view, line: 5) == "moments: layout (layoutSubviews())")
        #expect(try moments(view, line: 6) == "moments: deferred (layoutSubviews() (in a closure handed to async at line 6))")
        #expect(try moments(view, line: 9) == "moments: user-event (setUp() (in a closure handed to UIAction at line 9))")
    }

    @Test("an alert action's handler runs on a tap with this controller's view in a window only where this controller presents the alert")
    func alertActionsNeedTheirPresenter() throws {
        let controller = """
        import UIKit
        final class MapController: UIViewController {
            func offerBearing() {
                let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                sheet.addAction(UIAlertAction(title: "Bearing", style: .default) { _ in self.scale = UIScreen.main.scale })
                present(sheet, animated: true)
            }
            func offerRoute() {
                let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                sheet.addAction(UIAlertAction(title: "Route", style: .default) { _ in self.scale = UIScreen.main.scale })
                navigationController?.present(sheet, animated: true)
            }
        }
        """
        let presented = try moments(controller, line: 5), handedOn = try moments(controller, line: 10)
        #expect(presented.hasPrefix("moments: user-event"), "\(presented)")
        #expect(handedOn.hasPrefix("moments: callback"), "\(handedOn)")
    }

    @Test("self?.f() and strongSelf.f() in a closure are calls of f, at the closure's moment")
    func callsThroughSelfAliasesCount() throws {
        let controller = """
        import UIKit
        final class List: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                NotificationCenter.default.addObserver(forName: .changed, object: nil, queue: .main) { [weak self] _ in
                    guard let strongSelf = self else { return }
                    strongSelf.relayout()
                    self?.refresh()
                }
            }
            private func relayout() { width = UIScreen.main.bounds.width }
            private func refresh() { width = UIScreen.main.bounds.width }
        }
        """
        #expect(try moments(controller, line: 11).hasPrefix("moments: notification (relayout() <- viewDidLoad()"))
        #expect(try moments(controller, line: 12).hasPrefix("moments: notification (refresh() <- viewDidLoad()"))
    }

    @Test("a read of the property tableView is no call of tableView(_:didSelectRowAt:)")
    func aPropertyReadIsNoCall() throws {
        let controller = """
        import UIKit
        final class Picker: UITableViewController {
            override func loadView() { super.loadView(); tableView.rowHeight = 44 }
            override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { pick() }
            private func pick() { accent = UIScreen.main.bounds.width > 400 }
        }
        """
        #expect(try moments(controller, line: 5) == "moments: user-event (pick() <- tableView(_:didSelectRowAt:))")
    }

    @Test("a list asks for highlights, edit menus and swipe actions only as a finger acts on a row on screen")
    func touchDrivenListCallbacks() throws {
        let controller = """
        import UIKit
        final class Inbox: UICollectionViewController {
            override func collectionView(_ collectionView: UICollectionView, shouldShowMenuForItemAt indexPath: IndexPath) -> Bool {
                dim(); return true
            }
            private func dim() { shade.frame.size.height = UIScreen.main.bounds.height }
        }
        """
        #expect(try moments(controller, line: 6) == "moments: user-event (dim() <- collectionView(_:shouldShowMenuForItemAt:))")
    }

    @Test("a call on a receiver of another known type is not this type's method; one of unknown type may be")
    func receiversAreResolved() throws {
        let controller = """
        import UIKit
        final class Drawer: UIViewController {
            let transition = UIPercentDrivenInteractiveTransition()
            override func viewDidLayoutSubviews() { super.viewDidLayoutSubviews(); update(0.5) }
            @objc func panned() { transition.update(0.5) }
            func update(_ progress: CGFloat) { view.frame.origin.y = UIScreen.main.bounds.height * progress }
        }
        """
        #expect(try moments(controller, line: 6) == "moments: layout (update(_:) <- viewDidLayoutSubviews())")
        let caller = "final class Host {\n    func run(_ drawer: AnyObject) { (drawer as! Thing).update(0.2) }\n}\n"
        #expect(try moments([("Drawer.swift", controller), ("Host.swift", caller)], line: 6)
                == "moments: layout (update(_:) <- viewDidLayoutSubviews()); external (update(_:) (a value whose type screenmod does not resolve (maybe another type's member of that name) at Host.swift:2 in Host.run(_:)))")
    }

    @Test("a cell's method called from a data source runs when the data source asks: cell setup")
    func aCellConfiguredFromOutsideIsCellSetup() throws {
        let cell = """
        import UIKit
        final class PhotoCell: UICollectionViewCell {
            func configure(_ photo: Photo) { thumbnail.scale = UIScreen.main.scale }
        }
        """
        let source = """
        import UIKit
        final class Grid: UIViewController, UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "p", for: indexPath) as! PhotoCell
                cell.configure(photos[indexPath.item])
                return cell
            }
        }
        """
        #expect(try moments([("PhotoCell.swift", cell), ("Grid.swift", source)], line: 3)
                == "moments: cell-setup (configure(_:) (configured from Grid.collectionView(_:cellForItemAt:) at Grid.swift:5))")
    }

    @Test("a lazy property's initializer runs when it is first read")
    func aLazyInitializerCarriesLoadView() throws {
        let controller = """
        import UIKit
        final class Grid: UIViewController {
            var itemSize: CGSize { CGSize(width: UIScreen.main.bounds.width / 3, height: 90) }
            lazy var layout: UICollectionViewFlowLayout = { let l = UICollectionViewFlowLayout(); l.itemSize = itemSize; return l }()
            override func loadView() { view = UICollectionView(frame: .zero, collectionViewLayout: layout) }
        }
        """
        #expect(try moments(controller, line: 3) == "moments: load-view (itemSize <- layout <- loadView())")
    }

    @Test("public API, a var named point and an override screenmod does not know prove nothing")
    func declarationsThatProveNothing() throws {
        let controller = """
        import UIKit
        open class Sheet: UIViewController {
            public func grow() { view.frame.size.height = UIScreen.main.bounds.height }
            override func viewSafeAreaInsetsDidChange() { view.frame.size.height = UIScreen.main.bounds.height }
            var point: CGFloat { UIScreen.main.bounds.height / 3 }
        }
        """
        #expect(try moments(controller, line: 3) == "moments: external (grow() (other modules (public API)))")
        #expect(try moments(controller, line: 4)
                == "moments: callback (viewSafeAreaInsetsDidChange() (an override UIKit calls at a time screenmod does not know))")
        #expect(try moments(controller, line: 5)
                == "moments: external (point (no read of it in the files screenmod reads: other code, a framework or a protocol's user may read it))")
    }
}

/// Closures and selectors handed to calls: when they run, and what a finding may say of it.
@Suite("Moments through closures and selectors")
struct ClosureMomentTests {
    @Test("A closure handed to the project's own function without @escaping runs during the call")
    func nonEscapingProjectClosure() {
        let project = TestProject("""
            import UIKit
            final class BadgeView: UIView {
                let dot = UIView()
                override func layoutSubviews() {
                    super.layoutSubviews()
                    apply { dot.layer.borderWidth = 1 / UIScreen.main.scale }
                }
                func apply(_ body: () -> Void) { body() }
            }
            """)
        #expect(project.findings().isEmpty, "\(project.findings())")
        #expect(project.migrated().contains("1 / max(self.traitCollection.displayScale, 1)"))
    }

    @Test("A closure handed to a call nothing here knows is not said to run later, only unproven")
    func unknownCalleeIsUnproven() throws {
        let findings = TestProject("""
            import UIKit
            final class BadgeView: UIView {
                let dot = UIView()
                override func layoutSubviews() {
                    super.layoutSubviews()
                    dot.pin.whenReady { make in make.height.equalTo(1 / UIScreen.main.scale) }
                }
            }
            """).findings()
        let finding = try #require(findings.first)
        #expect(finding.contains("(callback: in a closure handed to whenReady"), "\(finding)")
        #expect(!finding.contains("runs later"))
    }

    @Test("A selector kept in a local and handed to a gesture recognizer runs on a user event")
    func selectorThroughLocal() throws {
        let explanation = try #require(TestProject("""
            import UIKit
            final class Bubble: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    let action = #selector(Bubble.dragged(_:))
                    addGestureRecognizer(UIPanGestureRecognizer(target: self, action: action))
                }
                required init?(coder: NSCoder) { nil }
                @objc func dragged(_ pan: UIPanGestureRecognizer) {
                    layer.borderWidth = 1 / UIScreen.main.scale
                }
            }
            """).explanations().first)
        let moment = try #require(explanation.proofs.first { $0.kind == .moment })
        #expect(moment.text.contains("user-event"), "\(moment.text)")
    }
}
