import Testing
@testable import Migration

/// The ways into a use that the call graph finds: calls in statement headers, calls from an
/// extension in another file, and which uses of an observed property run its observers.
@Suite("Call resolution")
struct CallResolutionTests {
    private func moments(_ files: [(path: String, text: String)], line: Int) throws -> String {
        try #require(TestProject(files).explainedMoments(line: line))
    }

    private func cell(calling call: String) -> String {
        """
        import UIKit
        final class RouteCell: UITableViewCell {
            private var perRow: Int { Int(UIScreen.main.bounds.width / 40) }
            override func layoutSubviews() {
                super.layoutSubviews()
                \(call)
            }
            private func rows(_ count: Int) -> Int { count / perRow }
        }
        """
    }

    @Test("a { after a call in a for, switch, if or while header opens the block: the call is seen", arguments: [
        "for _ in 0..<rows(3) { print(1) }", "for index in 0 ..< rows(3) where index > 1 { print(index) }",
        "switch rows(3) { default: break }", "if rows(3) > 0 { print(1) }", "while rows(3) > 9 { print(1) }",
    ])
    func callsInStatementHeadersAreCalls(_ call: String) throws {
        #expect(try moments([("Cell.swift", cell(calling: call))], line: 3).hasPrefix("moments: layout (perRow <- rows(_:) <- layoutSubviews())"))
    }

    @Test("an argument that starts with a bracket is still an unlabelled argument: the call is seen", arguments: [
        "_ = rows([3].count)", "_ = rows((3))", "_ = rows({ 3 }())",
    ])
    func argumentsStartingWithABracketAreArguments(_ call: String) throws {
        #expect(try moments([("Cell.swift", cell(calling: call))], line: 3).hasPrefix("moments: layout (perRow <- rows(_:) <- layoutSubviews())"))
    }

    @Test("a call from an extension of the type in another file is a way in")
    func callsFromAnExtensionElsewhereAreSeen() throws {
        let controller = """
        import UIKit
        final class MapController: UIViewController {
            func place(_ point: CGPoint) -> CGFloat { UIScreen.main.bounds.height / 2 - point.y }
        }
        """
        let other = """
        import UIKit
        extension MapController {
            override func viewDidLayoutSubviews() { super.viewDidLayoutSubviews(); _ = place(.zero) }
        }
        """
        let found = try moments([("MapController.swift", controller), ("MapController+Camera.swift", other)], line: 3)
        #expect(found == "moments: layout (place(_:) <- viewDidLayoutSubviews())")
    }

    @Test("reading an observed property runs no observer; setting it does, except in the type's own init")
    func onlyWritesRunObservers() throws {
        let view = """
        import UIKit
        final class AlertHeader: UIView {
            var alerts: [String] = [] {
                didSet { frame.size.width = UIScreen.main.bounds.width }
            }
            init(alerts: [String]) {
                super.init(frame: .zero)
                self.alerts = alerts
            }
            required init?(coder: NSCoder) { fatalError() }
            override func layoutSubviews() {
                super.layoutSubviews()
                print(alerts.count, alerts[0])
            }
            @objc func refreshed(_ list: [String]) { alerts.append(contentsOf: list) }
        }
        """
        let found = try moments([("AlertHeader.swift", view)], line: 4)
        #expect(!found.contains("layoutSubviews"))
        #expect(!found.contains("init("))
        #expect(found.contains("alerts <- refreshed(_:)"))
    }

    @Test("an outlet's didSet runs as the nib loads, before the view is in a window")
    func outletObserversRunAtNibLoading() throws {
        let controller = """
        import UIKit
        final class RollController: UIViewController {
            @IBOutlet weak var layout: UICollectionViewFlowLayout! {
                didSet { layout.itemSize = cellSize }
            }
            private var cellSize: CGSize { CGSize(width: UIScreen.main.bounds.width / 3, height: 80) }
        }
        """
        #expect(try moments([("RollController.swift", controller)], line: 6)
            == "moments: nib-loading (cellSize <- layout (an @IBOutlet's didSet, which runs as the nib or storyboard connects it))")
    }

    @Test("a read of a property is no call of the method that shares its name")
    func propertyReadsAreNoCallsOfTheSameNamedMethod() throws {
        let controller = """
        import UIKit
        final class RouteController: UIViewController {
            let mapView = UIView()
            func mapView(_ view: UIView, didChange position: CGPoint) { _ = place(position) }
            func place(_ point: CGPoint) -> CGFloat { UIScreen.main.bounds.height / 2 - point.y }
            override func viewDidLoad() { super.viewDidLoad(); view.addSubview(mapView) }
        }
        """
        let found = try moments([("RouteController.swift", controller)], line: 5)
        #expect(found == "moments: callback (place(_:) <- mapView(_:didChange:) (no call to it in the files screenmod reads))")
    }

    @Test("a cell's method called from cellForRowAt is cell setup; called from a closure there, it runs later")
    func cellsConfiguredByTheirList() throws {
        let cell = """
        import UIKit
        final class BadgeCell: UITableViewCell {
            func configure(count: Int) { textLabel?.frame.size.width = UIScreen.main.bounds.width / CGFloat(count) }
        }
        """
        let list = { (call: String) in """
            import UIKit
            final class BadgeList: UITableViewController {
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = tableView.dequeueReusableCell(withIdentifier: "badge", for: indexPath) as! BadgeCell
                    \(call)
                    return cell
                }
            }
            """ }
        let direct = try moments([("BadgeCell.swift", cell), ("BadgeList.swift", list("cell.configure(count: 3)"))], line: 3)
        #expect(direct.hasPrefix("moments: cell-setup (configure(count:) (configured from BadgeList.tableView(_:cellForRowAt:) at BadgeList.swift:5))"))
        let later = try moments([("BadgeCell.swift", cell),
                                 ("BadgeList.swift", list("DispatchQueue.main.async { cell.configure(count: 3) }"))], line: 3)
        #expect(later.hasPrefix("moments: external"))
    }

    @Test("a call on a subclass the type index never read is a call of the base class's method, not 'no call'")
    func callsOnUnindexedSubclasses() throws {
        let base = """
        import UIKit
        class BaseCell: UICollectionViewCell {
            func layoutCell() { contentView.frame.size.width = UIScreen.main.bounds.width }
        }
        """
        let sub = """
        import UIKit
        class SubCell: BaseCell {}
        """
        let list = """
        import UIKit
        final class Feed: UICollectionViewController {
            override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath) as! SubCell
                cell.layoutCell()
                return cell
            }
        }
        """
        let found = try moments([("BaseCell.swift", base), ("SubCell.swift", sub), ("Feed.swift", list)], line: 3)
        #expect(found.hasPrefix("moments: cell-setup (layoutCell() (configured from Feed.collectionView(_:cellForItemAt:) at Feed.swift:5))"),
                "\(found)")
        // Another subclass of the base's own superclass, with a method of the same name, calls no method of BaseCell.
        let sibling = sub.replacingOccurrences(of: "class SubCell: BaseCell {}",
                                               with: "class SubCell: UICollectionViewCell { func layoutCell() {} }")
        let unrelated = try moments([("BaseCell.swift", base), ("SubCell.swift", sibling), ("Feed.swift", list)], line: 3)
        #expect(!unrelated.contains("Feed.swift:5"), "\(unrelated)")
    }
}

/// A `#selector` written in another type's code (a `Selector` extension's constant) names the
/// method without a use of its own type: the finding says it is named, not that nothing names it.
@Suite("Selectors outside their type")
struct SelectorOutsideTypeTests {
    @Test("a method named only by a Selector extension's constant is told as named, not as unnamed")
    func selectorConstantNamesTheMethod() throws {
        let source = """
            import UIKit
            private extension Selector {
                static let turned = #selector(Dialog.deviceTurned(_:))
            }
            final class Dialog: UIView {
                func show() {
                    NotificationCenter.default.addObserver(self, selector: .turned, name: UIDevice.orientationDidChangeNotification, object: nil)
                }
                func deviceTurned(_ note: Notification) {
                    frame = CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 80)
                }
                @objc func unnamed(_ note: Notification) {
                    frame = CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 80)
                }
            }
            """
        let findings = try #require(TestProject(source).results()["Input.swift"]?.findings)
        try #require(findings.count == 2)
        #expect(findings[0].message.contains("(callback: named by a #selector whose registration screenmod does not follow)"), "\(findings[0].message)")
        #expect(!findings[0].message.contains("no #selector"), "\(findings[0].message)")
        #expect(findings[1].message.contains("no #selector in the project names it"), "\(findings[1].message)")
    }
}
