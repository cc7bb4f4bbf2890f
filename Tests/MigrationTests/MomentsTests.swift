import Testing
import SwiftLexer
import SourceModel
import RuleLanguage
@testable import Migration

/// The moments a use can run in, and the path `explain` shows for each.
@Suite struct MomentsTests {
    /// The `moments:` line `explain` gives for the use on `line` of the first file.
    private func moments(_ files: [(path: String, text: String)], line: Int) throws -> String {
        let ruleSet = RuleSet.load(RuleSet.builtinFiles).0!
        let engine = MigrationEngine(ruleSet: ruleSet, settings: MigrationSettings())
        let project = MigrationProject(
            files: files.map { ProjectFile(path: $0.path, source: SourceText($0.text)) }, engine: engine)
        let model = SourceModel(text: files[0].text, path: files[0].path)
        let use = try #require(engine.explain(model, index: project.index, line: line, project: project.facts).first)
        return try #require(use.facts.first { $0.hasPrefix("moments: ") })
    }

    @Test func aHelperGetsTheMomentsOfEveryWayIn() throws {
        let view = """
        import UIKit
        final class Gauge: UIView {
            override func layoutSubviews() { super.layoutSubviews(); place() }
            @objc func tapped() { place() }
            private func place() { needle.frame.size.width = UIScreen.main.bounds.width }
        }
        """
        #expect(try moments([("Gauge.swift", view)], line: 5)
                == "moments: layout (place <- layoutSubviews); event (place <- tapped)")
    }

    @Test func aLazyInitializerCarriesLoadView() throws {
        let controller = """
        import UIKit
        final class Grid: UIViewController {
            var itemSize: CGSize { CGSize(width: UIScreen.main.bounds.width / 3, height: 90) }
            lazy var layout: UICollectionViewFlowLayout = { let l = UICollectionViewFlowLayout(); l.itemSize = itemSize; return l }()
            override func loadView() { view = UICollectionView(frame: .zero, collectionViewLayout: layout) }
        }
        """
        #expect(try moments([("Grid.swift", controller)], line: 3) == "moments: load-view (itemSize <- layout <- loadView)")
    }

    @Test func aCallFromAnotherTypeIsExternal() throws {
        let page = """
        import UIKit
        final class Page: UIViewController {
            func show(photo: CGSize) { view.frame.size.width = UIScreen.main.bounds.width }
        }
        """
        let pager = "final class Pager {\n    func make() -> Page { let p = Page(); p.show(photo: .zero); return p }\n}\n"
        #expect(try moments([("Page.swift", page), ("Pager.swift", pager)], line: 3)
                == "moments: external (show <- another object at Pager.swift:2)")
        // Another type's method with other labels is not this one.
        let other = "final class Album {\n    func run(a: Album) { a.show(all: true) }\n    func show(all: Bool) {}\n}\n"
        #expect(try moments([("Page.swift", page), ("Album.swift", other)], line: 3) == "moments: callback (show)")
    }

    @Test func aDeclarationSaysWhereUncalledCodeStarts() throws {
        let controller = """
        import UIKit
        open class Sheet: UIViewController {
            var height: CGFloat { UIScreen.main.bounds.height / 3 }
            public func grow() { view.frame.size.height = UIScreen.main.bounds.height }
            override func viewSafeAreaInsetsDidChange() { view.frame.size.height = UIScreen.main.bounds.height }
        }
        """
        let files = [("Sheet.swift", controller)]
        #expect(try moments(files, line: 3)
                == "moments: external (height <- no reader in the project: a framework or a protocol's user reads it)")
        #expect(try moments(files, line: 4) == "moments: callback (grow); external (grow <- other modules (public API))")
        #expect(try moments(files, line: 5) == "moments: layout (viewSafeAreaInsetsDidChange)")
    }
}
