import Testing
@testable import SourceModel

@Suite("Structure at scale")
struct StructureScalingTests {
    @Test("every binding of a var with thousands of them is its own property, in order")
    func manyBindings() {
        let count = 3000
        let names = (0..<count).map { "value\($0)" }
        let model = SourceModel(text: "final class Holder: UIView {\n    var "
            + names.enumerated().map { "\($0.element) = \($0.offset)" }.joined(separator: ", ")
            + "\n    func f() { probe() }\n}\n")
        let properties = model.scopes.indices.filter { model.scopes[$0].propertyDeclaration != nil }
        #expect(properties.map { model.scopes[$0].propertyDeclaration!.names } == names.map { [$0] })
        #expect(properties.allSatisfy { model.scopes[$0].parent == 1 })
        #expect(model.childScopes(of: 1).count == count + 1)
        // Each binding covers its own name and value only.
        let texts = properties.map { model.file.compactText(from: model.scopes[$0].range.lowerBound,
                                                            through: model.scopes[$0].range.upperBound) }
        #expect(texts.first == "var value0 = 0")
        #expect(texts.last == "value\(count - 1) = \(count - 1)")
        #expect(Array(texts.dropFirst().prefix(2)) == ["value1 = 1", "value2 = 2"])
    }

    @Test("bindings scheduled inside a closure of an earlier binding open before the later ones")
    func nestedBindings() {
        let model = SourceModel(text: """
        class A {
            var a = { () -> Int in var x = 1, y = 2; return x + y }(), b = 3, c = { var z = 4, w = 5; return z }()
        }
        """)
        let properties = model.scopes.indices.compactMap { index in
            model.scopes[index].propertyDeclaration.map { ($0.names[0], model.scopes[model.scopes[index].parent!].kind) }
        }
        #expect(properties.map(\.0) == ["a", "b", "c", "x", "y", "z", "w"])
        let parents = properties.map { name, kind -> String in
            switch kind {
            case .type: return "\(name) in type"
            case .closure: return "\(name) in closure"
            default: return "\(name) elsewhere"
            }
        }
        #expect(parents == ["a in type", "b in type", "c in type", "x in closure", "y in closure",
                            "z in closure", "w in closure"])
        #expect(model.locals.map(\.name) == ["x", "y", "z", "w"])
    }

    @Test("closure-initialised lazy properties side by side: no callee, each its own scope")
    func lazyClosures() {
        let count = 500
        let text = "final class Lazy: UIView {\n" + (0..<count).map {
            "    lazy var line\($0): UIView = {\n        let line = UIView()\n        return line\n    }()\n"
        }.joined() + "    func f() { run(1, { probe() }) }\n}\n"
        let model = SourceModel(text: text)
        let closures = model.scopes.compactMap(\.closure)
        #expect(closures.count == count + 1)
        #expect(closures.dropLast().allSatisfy { $0.callee == nil && $0.isImmediatelyCalled })
        #expect(closures.last?.callee == "run")
        #expect(model.scopes.compactMap(\.propertyDeclaration).filter { $0.isLazy }.count == count)
    }

    @Test("many weak-self closures that unwrap self in one method each know where self is strong")
    func guardSelfClosures() {
        let count = 400
        let text = "final class Async: UIView {\n    func refresh() {\n" + (0..<count).map {
            "        DispatchQueue.main.async { [weak self] in\n            guard let self else { return }\n"
                + "            self.alpha = \($0)\n        }\n"
        }.joined() + "        guard let strong = self.other else { return }\n    }\n}\n"
        let model = SourceModel(text: text)
        let closures = model.scopes.compactMap(\.closure)
        #expect(closures.count == count)
        for closure in closures {
            #expect(closure.selfCapture == .weak)
            #expect(closure.selfUnwrapped.count == 1)
            // From after `else { return }` to the closure's `}`.
            #expect(closure.selfUnwrapped.first?.upperBound == closure.braces.upperBound)
        }
    }
}
