import Testing
import SwiftLexer
@testable import SourceModel
import SeededRandom

/// The byte filter that spares lexing files with outside uses must never rule out a use that the
/// lexed `CallShape` check would let reach a declaration.
@Suite("Call shapes read from bytes")
struct CallShapeFilterTests {
    static let overloads: [[Parameter]] = [
        [],
        [Parameter(label: "_", name: "value", type: "Int")],
        [Parameter(label: "photo", name: "photo", type: "Photo"), Parameter(label: "animated", name: "animated", type: "Bool")],
        [Parameter(label: "_", name: "size", type: "CGSize"), Parameter(label: "completion", name: "completion", type: "() -> Void")],
    ]

    @Test("Never rules out a call the lexed shape can make", arguments: 0..<10)
    func neverStricterThanTheLexer(seed: UInt64) {
        var generator = SplitMix64(state: seed)
        let pieces = ["(", ")", "{ }", " ", "\n", "photo: p", "animated: true", "size", ", ", "x", "a ? b : c", "/* c */",
                      "// c\n", "?", "!", ".", "`photo`: p", "::"]
        for _ in 0..<400 {
            let tail = (0..<Int(generator.next() % 8)).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
            let text = "page.show" + tail + "\n"
            let declared = Array(Self.overloads.filter { _ in generator.next() % 2 == 0 })
            let filter = CallShapeFilter(["show": .methods(declared)])
            let file = SyntaxFile(text: text)
            guard let name = file.tokens.indices.first(where: { file.text($0) == "show" }) else { continue }
            let lexed = CallShape(of: name, in: file)
            let reachable = lexed.map { shape in declared.contains { shape.canCall($0) } } ?? false
            let bytes = Array(text.utf8)
            let allowed = bytes.withUnsafeBufferPointer { filter.mayUse($0, at: 5) }
            #expect(!reachable || allowed, "\(text.debugDescription) with \(declared.count) overloads")
        }
    }

    @Test("Rules out other APIs' calls that share a method's name, never a property's uses")
    func rulesOutOtherShapes() {
        let filter = CallShapeFilter(["makeConstraints": .methods([[]]), "show": .methods([[Parameter(label: "photo", name: "p", type: "P")]]),
                                      "title": .anything])
        func allowed(_ text: String) -> Bool {
            let bytes = Array(text.utf8)
            let offset = text.utf8.count - text.drop { $0 != "." }.utf8.count + 1
            return bytes.withUnsafeBufferPointer { filter.mayUse($0, at: offset) }
        }
        #expect(!allowed("view.makeConstraints { make in }"))
        #expect(allowed("controller.makeConstraints()"))
        #expect(!allowed("vc.show(next, sender: nil)"))
        #expect(allowed("vc.show(photo: p)"))
        #expect(!allowed("let f = vc.show"))
        #expect(allowed("label.title = x"))
        #expect(allowed("vc.show\n  { }"))
    }
}
