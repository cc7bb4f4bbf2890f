import Testing
import SeededRandom
import SwiftLexer
@testable import SourceModel

@Suite("Type index at scale")
struct TypeIndexScalingTests {
    /// `Level0: UIView`, `LevelK: Level(K-1)`, each in its own file, and a leaf below the last.
    func chain(_ depth: Int) -> [ProjectFile] {
        var files = [ProjectFile(path: "Base/Level0.swift", source: SourceText("import UIKit\n\nclass Level0: UIView {}\n"))]
        for level in 1..<depth {
            files.append(ProjectFile(path: "Base/Level\(level).swift",
                                     source: SourceText("import UIKit\n\nclass Level\(level): Level\(level - 1) {}\n")))
        }
        return files
    }

    func model(_ file: ProjectFile) -> SourceModel {
        SourceModel(file: SyntaxFile(path: file.path, source: file.source))
    }

    @Test("a 300-level superclass chain across files resolves to UIView through every level")
    func deepChain() {
        let depth = 300
        let leaf = SourceModel(file: SyntaxFile(path: "Leaf.swift", text: "final class Leaf: Level\(depth - 1) {}\n"))
        let project = chain(depth) + [ProjectFile(path: "Leaf.swift", source: SourceText("final class Leaf: Level\(depth - 1) {}\n"))]
        let (index, lexed) = TypeIndex.build(seeds: [leaf], project: project, catalog: testCatalog)
        #expect(lexed == depth)
        let resolution = index.resolve(leaf.typeDeclarations[0])
        #expect(resolution.kind == .view)
        let expected = [ResolutionStep(name: "Leaf", location: nil)]
            + (0..<depth).reversed().map { ResolutionStep(name: "Level\($0)", location: "Base/Level\($0).swift:3") }
            + [ResolutionStep(name: "UIView", location: nil)]
        #expect(resolution.path == expected)
        #expect(index.resolve("Level\(depth - 1)").path == Array(expected.dropFirst()))
        #expect(index.missingNames(from: [["Level\(depth - 1)"]]).isEmpty)
    }

    @Test("a chain missing its base lists only the missing name, and a cycle terminates")
    func brokenChains() {
        var index = TypeIndex(catalog: testCatalog)
        for file in chain(200).dropFirst() { index.add(model(file)) }
        #expect(index.missingNames(from: [["Level199"]]) == ["Level0"])
        #expect(index.resolve("Level199").kind == nil)
        index.add(SourceModel(text: "class Level0: Level150 {}", path: "Base/Level0.swift"))
        #expect(index.missingNames(from: [["Level199"]]).isEmpty)
        let cycle = index.resolve("Level199")
        // An unknown base makes each type on the way unknown, and an unknown type's path is itself.
        #expect(cycle.kind == nil)
        #expect(cycle.path.map(\.name) == ["Level199"])
    }

    @Test("the same entries, order and resolutions whatever order files are added in")
    func fileOrder() {
        var files = chain(60)
        for part in 0..<40 {
            files.append(ProjectFile(path: "Card+Part\(part).swift", source: SourceText(
                "extension Level59 {}\nenum Screen\(part) { final class Cell: Level\(part) {} }\nextension Level59 {}\n")))
        }
        var generator = SplitMix64(state: 16)
        var reference = TypeIndex(catalog: testCatalog)
        for file in files.sorted(by: { $0.path < $1.path }) { reference.add(model(file)) }
        for _ in 0..<5 {
            var index = TypeIndex(catalog: testCatalog)
            for file in files.shuffled(using: &generator) { index.add(model(file)) }
            #expect(index.types == reference.types)
            #expect(index.extensions == reference.extensions)
            #expect(index.resolve("Level59") == reference.resolve("Level59"))
            #expect(index.resolve("Cell") == reference.resolve("Cell"))
        }
        let extensions = reference.extensions["Level59"] ?? []
        #expect(extensions.count == 80)
        #expect(extensions.map { "\($0.path):\($0.line)" } == extensions.map { "\($0.path):\($0.line)" }.sorted {
            let (a, b) = ($0.split(separator: ":"), $1.split(separator: ":"))
            return (a[0], Int(a[1])!) < (b[0], Int(b[1])!)
        })
        #expect(reference.types["Cell"]?.map(\.path) == (0..<40).map { "Card+Part\($0).swift" }.sorted())
    }

    @Test("resolutions and missing names match the original resolver on random type graphs")
    func matchesReference() {
        // Project names, framework names a project may shadow, module-qualified and nested forms.
        let names = ["A", "B", "C", "D", "E", "F", "G", "H", "UIView", "UIScreen", "NSObject", "Codable"]
        let references = names + ["UIKit.UIView", "Design.UIView", "UIViewController", "Pod", "UIKit.Codable", "Design.A"]
        var generator = SplitMix64(state: 2024)
        for round in 0..<400 {
            let shadowing = round % 2 == 0
            var index = TypeIndex(catalog: testCatalog)
            var declarations: [TypeDeclaration] = []
            for file in 0..<Int.random(in: 1...6, using: &generator) {
                var text = ""
                for _ in 0..<Int.random(in: 1...4, using: &generator) {
                    let pool = shadowing ? names : Array(names.prefix(8))
                    let name = pool.randomElement(using: &generator)!
                    let bases = (0..<Int.random(in: 0...3, using: &generator)).map { _ in references.randomElement(using: &generator)! }
                    let header = bases.isEmpty ? "class \(name)" : "class \(name): \(bases.joined(separator: ", "))"
                    text += Bool.random(using: &generator) ? "\(header) {}\n" : "enum Design { \(header) {} }\n"
                }
                let model = SourceModel(text: text, path: "F\(file).swift")
                index.add(model)
                declarations += model.typeDeclarations
            }
            let oracle = ReferenceTypeIndex(types: index.types)
            for name in references {
                #expect(index.resolve(name) == oracle.resolve(name), "round \(round): \(name)")
            }
            for declaration in declarations {
                #expect(index.resolve(declaration) == oracle.resolve(declaration), "round \(round): \(declaration.name)")
            }
            let lists = (0..<3).map { _ in (0..<Int.random(in: 1...3, using: &generator)).map { _ in references.randomElement(using: &generator)! } }
            #expect(index.missingNames(from: lists) == oracle.missingNames(from: lists), "round \(round): \(lists)")
        }
    }
}
