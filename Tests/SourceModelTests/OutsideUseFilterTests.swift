import Testing
import SwiftLexer
@testable import SourceModel
import SeededRandom

/// The byte filter that spares lexing files with outside uses must never rule out a use that the
/// lexed checks (`otherReceiver`, `CallShape`) would let reach a declaration.
@Suite("Outside uses read from bytes")
struct OutsideUseFilterTests {
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
            let filter = OutsideUseFilter(["show": .methods(declared)])
            let file = SyntaxFile(text: text)
            guard let name = file.tokens.indices.first(where: { file.text($0) == "show" }) else { continue }
            let lexed = CallShape(of: name, in: file)
            let reachable = lexed.map { shape in declared.contains { shape.canCall($0) } } ?? false
            let bytes = Array(text.utf8)
            let allowed = bytes.withUnsafeBufferPointer { filter.mayUse($0, at: 5) }
            #expect(!reachable || allowed, "\(text.debugDescription) with \(declared.count) overloads")
        }
    }

    @Test("Calls the receiver self only where the lexed check finds no other receiver", arguments: 0..<10)
    func selfReceiverAgreesWithTheLexer(seed: UInt64) {
        var generator = SplitMix64(state: seed)
        let pieces = ["self", "super", "Self", "x", "myself", "`self`", "?", "!", ".", " ", "\n", "/* c */", "// c\n",
                      "(", ")", "\"", "$0", "[a]"]
        for _ in 0..<400 {
            let head = (0..<Int(generator.next() % 6)).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
            let text = "let v = " + head + "show()\n"
            let file = SyntaxFile(text: text)
            guard let name = file.tokens.indices.last(where: { file.text($0) == "show" }),
                  file.tokens[name].kind == .identifier else { continue }
            let bytes = Array(text.utf8)
            let offset = file.tokens[name].offset
            let bySelf = bytes.withUnsafeBufferPointer { OutsideUseFilter.isReceivedBySelf(offset, in: $0) }
            #expect(!bySelf || file.otherReceiver(of: name, aliases: []) == nil, "\(text.debugDescription)")
        }
    }

    @Test("A member used through self or super is no outside use, whatever its shape")
    func rulesOutSelfAndSuper() {
        let filter = OutsideUseFilter(["title": .anything])
        func allowed(_ text: String) -> Bool {
            let bytes = Array(text.utf8)
            let offset = text.utf8.count - "title = x".utf8.count
            return bytes.withUnsafeBufferPointer { filter.mayUse($0, at: offset) }
        }
        #expect(!allowed("self.title = x"))
        #expect(!allowed("super.title = x"))
        #expect(!allowed("self?\n    .title = x"))
        #expect(allowed("myself.title = x"))
        #expect(allowed("Self.title = x"))
        #expect(allowed("`self`.title = x"))
        #expect(allowed("self/* c */.title = x"))
    }

    @Test("Rules out other APIs' calls that share a method's name, never a property's uses")
    func rulesOutOtherShapes() {
        let filter = OutsideUseFilter(["makeConstraints": .methods([[]]), "show": .methods([[Parameter(label: "photo", name: "p", type: "P")]]),
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
