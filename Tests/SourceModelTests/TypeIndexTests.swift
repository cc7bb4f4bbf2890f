import Testing
import SwiftLexer
@testable import SourceModel

@Suite("Type index")
struct TypeIndexTests {
    func file(_ path: String, _ text: String) -> ProjectFile {
        ProjectFile(path: path, source: SourceText(text))
    }

    @Test("resolves project-local base classes across files to framework kinds")
    func chain() {
        let card = SourceModel(file: SyntaxFile(path: "Views/CardView.swift", text: "class CardView: BaseView {}"))
        let project = [
            file("Views/CardView.swift", "class CardView: BaseView {}"),
            file("Views/BaseView.swift", "import UIKit\n\nclass BaseView: UIView {}"),
            file("Models/User.swift", "struct User: Codable {}"),
        ]
        let (index, lexed) = TypeIndex.build(seeds: [card], project: project, catalog: testCatalog)
        #expect(lexed == 1)
        let resolution = index.resolve(card.typeDeclarations[0])
        #expect(resolution.kind == .view)
        #expect(resolution.description == "CardView → BaseView (Views/BaseView.swift:3) → UIView")
    }

    @Test("a superclass in another file is looked up though a later conformance names SwiftUI's View")
    func superclassBeforeAConformance() {
        let text = "import UIKit\nimport ReactorKit\nfinal class ShareCell: DetailCell, View {}\nextension ShareCell {}\n"
        let cell = SourceModel(file: SyntaxFile(path: "ShareCell.swift", text: text))
        let project = [
            file("ShareCell.swift", text),
            file("DetailCell.swift", "import UIKit\nclass DetailCell: BaseCell {}\n"),
            file("BaseCell.swift", "import UIKit\nclass BaseCell: UITableViewCell {}\n"),
        ]
        // A use in the extension needs only what the extension depends on: the type it extends.
        let needing = [TypeIndex.dependencies(of: cell.typeDeclarations[1])]
        let (index, lexed) = TypeIndex.build(seeds: [cell], project: project, catalog: testCatalog, needing: needing)
        #expect(lexed == 2)
        #expect(index.resolve(cell.typeDeclarations[1]).kind == .view, "\(index.resolve(cell.typeDeclarations[1]))")
    }

    @Test("a conformance an extension declares gives the type its kind; other protocols leave it alone")
    func extensionConformance() {
        let text = """
            import SwiftUI
            struct AlertModifier { var shown: Bool }
            extension AlertModifier: ViewModifier {}
            struct Store {}
            extension Store: Codable {}
            extension Store: LibraryDelegate {}
            """
        let model = SourceModel(file: SyntaxFile(path: "A.swift", text: text))
        let (index, _) = TypeIndex.build(seeds: [model], project: [], catalog: testCatalog)
        let kinds = Dictionary(model.typeDeclarations.map { ($0.name + ($0.kind == .extension ? "+" : ""), index.resolve($0).kind) },
                               uniquingKeysWith: { first, _ in first })
        #expect(kinds["AlertModifier"] == .swiftUIView)
        #expect(kinds["AlertModifier+"] == .swiftUIView)
        #expect(kinds["Store"] == .plain)
    }

    @Test("an alias resolves to its target's kind, a nested target included; one with a target per #if branch stays unknown")
    func aliases() {
        let sheet = """
            import UIKit
            public typealias SheetController = Sheet.Controller
            open class Sheet {
                open class Controller: UIViewController {}
            }
            extension SheetController {}
            typealias Completion = (Bool) -> Void
            """
        let platform = ["#if canImport(UIKit)", "typealias PlatformView = UIView", "#else",
                        "typealias PlatformView = NSView", "#endif", "final class Chart: PlatformView {}"]
        for lines in [platform, [platform[0], platform[3], platform[2], platform[1], platform[4], platform[5]]] {
            let models = [SourceModel(file: SyntaxFile(path: "Sheet.swift", text: sheet)),
                          SourceModel(file: SyntaxFile(path: "Chart.swift", text: lines.joined(separator: "\n")))]
            let (index, _) = TypeIndex.build(seeds: models, project: [], catalog: testCatalog)
            let resolved = index.resolve(models[0].typeDeclarations.first { $0.kind == .extension }!)
            #expect(resolved.kind == .viewController)
            #expect(resolved.description.hasPrefix("SheetController (Sheet.swift:2) → Controller"))
            #expect(index.resolve("Chart").kind == nil)
            #expect(!index.declares("PlatformView"))
            #expect(!index.declares("Completion"))
        }
    }

    @Test("many missing supertypes at once are found by scanning for type keywords")
    func manyMissingSupertypes() {
        // Seven names with seven different rare letters: more passes than the five keywords.
        let names = ["AlphaView", "BetaView", "GammaView", "DeltaView", "EpsilonView", "ZetaView", "KappaView"]
        let seed = SourceModel(file: SyntaxFile(path: "Seed.swift", text: names.enumerated()
            .map { "final class Leaf\($0.offset): \($0.element) {}" }.joined(separator: "\n")))
        var project = names.map { file("Base/\($0).swift", "import UIKit\n// a comment\nclass \($0): UIView {}") }
        project.append(file("Other/Uses.swift", "let x: AlphaView? = nil // mentions, declares nothing"))
        project.append(file("Other/Comment.swift", "/* classes: ZetaViews */ struct Z {}"))
        let (index, lexed) = TypeIndex.build(seeds: [seed], project: project, catalog: testCatalog)
        #expect(lexed == names.count)
        for declaration in seed.typeDeclarations {
            #expect(index.resolve(declaration).kind == .view, "\(declaration.name)")
        }
        #expect(ByteScan.declaresAny(FileBytes(Array("enum\tK {}".utf8)), of: [Array("K".utf8)]))
        #expect(!ByteScan.declaresAny(FileBytes(Array("classy K; subclass K".utf8)), of: [Array("K".utf8)]))
        #expect(!ByteScan.declaresAny(FileBytes(Array("class KK {}".utf8)), of: [Array("K".utf8)]))
    }

    @Test("the index does not depend on the order of files")
    func deterministic() {
        let a = SourceModel(file: SyntaxFile(path: "a.swift", text: "class X: UIView {}\nclass Y: X {}"))
        let b = SourceModel(file: SyntaxFile(path: "b.swift", text: "class X: UIViewController {}"))
        var first = TypeIndex(catalog: testCatalog)
        first.add(a)
        first.add(b)
        var second = TypeIndex(catalog: testCatalog)
        second.add(b)
        second.add(a)
        #expect(first.resolve("Y") == second.resolve("Y"))
        #expect(first.resolve("Y").kind == .view)
    }

    @Test("unknown bases stay unknown; plain types are plain")
    func unknownAndPlain() {
        let model = SourceModel(text: """
        class A: SomePodView {}
        class B {}
        final class C: NSObject, Codable {}
        struct D: View {}
        struct E: Hashable {}
        enum F {}
        class G: B {}
        """)
        var index = TypeIndex(catalog: testCatalog)
        index.add(model)
        let kinds = model.typeDeclarations.map { index.resolve($0).kind }
        #expect(kinds == [nil, .plain, .plain, .swiftUIView, .plain, .plain, .plain])
    }

    @Test("protocol extensions constrained to a view resolve through the constraint")
    func constrainedExtension() {
        let model = SourceModel(text: "protocol Shimmer {}\nextension Shimmer where Self: UIView { func f() {} }")
        var index = TypeIndex(catalog: testCatalog)
        index.add(model)
        #expect(index.resolve(model.typeDeclarations[1]).kind == .view)
    }

    @Test("byte scan finds declared names and whole words only")
    func byteScan() {
        let bytes = Array("final class BaseView: UIView {}\nstruct  Model {}\n// subclass Nope\nprotocol P {}".utf8)
        #expect(ByteScan.declaredTypeNames(bytes) == ["BaseView", "Model", "P"])
        #expect(ByteScan.containsWord(Array("XCUIScreen.main; UIScreen.main".utf8), "UIScreen"))
        #expect(!ByteScan.containsWord(Array("XCUIScreen.main".utf8), "UIScreen"))
        // The search pivots on the rarest byte; hits at either end and near misses still count right.
        for (text, word, offset) in [("screenWidth", "screenWidth", 0), ("a.screenWidth", "screenWidth", 2),
                                     ("screenWidthX screenWidth", "screenWidth", 13), ("xscreenWidth", "screenWidth", nil),
                                     ("WW W", "W", 3), ("k9", "k9", 0), ("", "a", nil)] as [(String, String, Int?)] {
            #expect(ByteScan.firstWord(Array(text.utf8), Array(word.utf8)) == offset, "\(text) / \(word)")
        }
    }
}
