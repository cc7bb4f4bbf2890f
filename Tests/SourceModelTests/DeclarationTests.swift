import Testing
@testable import SourceModel

@Suite("Declarations")
struct DeclarationTests {
    @Test("type headers: generics, inheritance, where clauses, modifiers")
    func typeHeaders() {
        let model = SourceModel(text: """
        @MainActor public final class Cell<T: Hashable>: UICollectionViewCell, Configurable where T: Sendable {
            struct Inner {}
        }
        extension UIView where Self: Shimmering {}
        protocol Shimmering: AnyObject {}
        actor Store: ObservableObject {}
        enum Kind: String, Codable { case a, b }
        extension UIKit.UIScreen {}
        """)
        let types = model.typeDeclarations
        #expect(types.map(\.name) == ["Cell", "Inner", "UIView", "Shimmering", "Store", "Kind", "UIKit.UIScreen"])
        #expect(types.map(\.kind) == [.class, .struct, .extension, .protocol, .actor, .enum, .extension])
        #expect(types[0].genericParameters == "T: Hashable")
        #expect(types[0].inherited == ["UICollectionViewCell", "Configurable"])
        #expect(types[0].requirements == ["T: Sendable"])
        #expect(types[0].modifiers == ["@MainActor", "public", "final"])
        #expect(types[1].outerTypes == ["Cell"])
        #expect(types[2].requirements == ["Self: Shimmering"])
        #expect(types[5].inherited == ["String", "Codable"])
    }

    @Test("a composition in an inheritance clause is read as its parts, generic arguments kept whole")
    func compositionsInInheritance() {
        let model = SourceModel(text: """
        final class FolderCell: UICollectionViewCell & EntityCell, Hashable {}
        final class Holder: Box<Loading & Sendable> {}
        """)
        #expect(model.typeDeclarations.map(\.inherited) == [["UICollectionViewCell", "EntityCell", "Hashable"], ["Box"]])
    }

    @Test("functions: kinds, signatures, parameters, modifiers")
    func functions() {
        let model = SourceModel(text: """
        class VC: UIViewController {
            override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {}
            required init?(coder: NSCoder) { fatalError() }
            convenience init() { self.init(nibName: nil, bundle: nil) }
            deinit {}
            subscript(index: Int) -> Int { 0 }
            static func make<T>(_ value: T, count: Int = 1) -> VC where T: Equatable { VC() }
            @objc private func tapped(_ sender: Any) {}
        }
        protocol P { func required() -> Int
            var x: Int { get } }
        """)
        let functions = model.scopes.compactMap(\.functionDeclaration)
        #expect(functions.map(\.signature) == [
            "viewWillTransition(to:with:)", "init(coder:)", "init()", "deinit", "subscript(_:)",
            "make(_:count:)", "tapped(_:)", "required()",
        ])
        #expect(functions[0].parameters.map(\.name) == ["size", "coordinator"])
        #expect(functions[0].parameters[0].type == "CGSize")
        #expect(functions[0].modifiers == ["override"])
        let reordered = SourceModel(text: "class A: B {\n    override public func f() {}\n    open override func g() {}\n}\n")
        #expect(reordered.scopes.compactMap(\.functionDeclaration).map(\.modifiers) == [["override", "public"], ["open", "override"]])
        #expect(functions[5].isStatic)
        #expect(functions[5].parameters[1].type == "Int")
        #expect(functions[6].modifiers == ["@objc", "private"])
        #expect(functions[7].body == nil)
        let x = model.scopes.compactMap(\.propertyDeclaration).first { $0.names == ["x"] }
        #expect(x?.isStored == false)
    }

    @Test("properties: stored, computed, lazy, static, observers, tuples, several bindings")
    func properties() {
        let model = SourceModel(text: """
        class V: UIView {
            static let shared = V()
            private lazy var label: UILabel = {
                let l = UILabel()
                return l
            }()
            var a = 1, b = 2
            let (c, d) = (1, 2)
            var e: CGFloat = 0 {
                didSet { setNeedsLayout() }
            }
            var f: CGFloat { bounds.width }
            weak var delegate: Delegate?
            var g: [String: Int] = [:]
            var h: (Int) -> Void = { _ in }
        }
        """)
        let properties = model.scopes.compactMap(\.propertyDeclaration)
        #expect(Set(properties.map { $0.names.joined(separator: ",") })
                == ["shared", "label", "a", "b", "c,d", "e", "f", "delegate", "g", "h", "l"])
        let byName = Dictionary(properties.map { ($0.names.joined(separator: ","), $0) }, uniquingKeysWith: { a, _ in a })
        #expect(byName["shared"]?.isStatic == true)
        #expect(byName["label"]?.isLazy == true)
        #expect(byName["label"]?.type == "UILabel")
        #expect(byName["a"]?.initializer != nil && byName["b"]?.initializer != nil)
        #expect(byName["c,d"]?.isLet == true)
        #expect(byName["e"]?.hasObserversOnly == true && byName["e"]?.isStored == true)
        #expect(byName["f"]?.isStored == false)
        #expect(byName["delegate"]?.modifiers == ["weak"])
        #expect(byName["g"]?.type == "[String: Int]")
        #expect(byName["h"]?.type == "(Int) -> Void")
        #expect(byName["l"] != nil)
    }

    @Test("assignment targets: =, compound, and reads")
    func access() {
        let model = SourceModel(text: "a.brightness = 1\nb.brightness += 0.1\nlet c = d.brightness == 1\n")
        let tokens = model.file.tokens.indices.filter { model.file.text($0) == "brightness" }
        #expect(model.file.access(after: tokens[0]) == .assign)
        #expect(model.file.access(after: tokens[1]) == .compoundAssign)
        #expect(model.file.access(after: tokens[2]) == .read)
    }

    @Test("malformed and truncated input never crashes and keeps what it can")
    func malformed() {
        let inputs = [
            "class A: UIView { func f() {", "}}}} class B {", "func (", "extension", "class",
            "var x: = ", "{ [weak self in }", "init(", "let a = { { {", "struct S<T: { }",
            String(repeating: "{", count: 10_000), String(repeating: "(", count: 10_000),
            String(repeating: "\"\\(", count: 3_000),
        ]
        for input in inputs {
            let model = SourceModel(text: input)
            for scope in model.scopes.dropFirst() {
                #expect(scope.parent != nil)
                #expect(scope.range.upperBound < max(model.file.count, 1))
            }
        }
        let model = SourceModel(text: "class A: UIView { func f() {\n probe")
        let index = model.file.tokens.indices.last { model.file.text($0) == "probe" }!
        #expect(model.context(at: index).type?.name == "A")
    }
}

@Suite("Result types")
struct ResultTypeTests {
    @Test("functions know their result type, with effects and where clauses around it")
    func returnTypes() {
        let model = SourceModel(text: "func a() {}\nfunc b() -> Void {}\nfunc c() throws -> [Int] where T: P { [] }\nfunc d() async -> some View { x }\nfunc e(_ f: (Int) -> Int) -> CGFloat? { nil }")
        let functions = model.scopes.compactMap(\.functionDeclaration)
        #expect(functions.map(\.returnType) == [nil, "Void", "[Int]", "some View", "CGFloat?"])
        #expect(functions.map(\.returnsValue) == [false, false, true, true, true])
        let requirement = SourceModel(text: "protocol P {\n    func f() -> Int\n    var x: Int { get }\n}")
        #expect(requirement.scopes.compactMap(\.functionDeclaration).first?.returnType == "Int")
    }
}
