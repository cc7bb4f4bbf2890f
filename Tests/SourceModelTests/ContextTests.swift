import Testing
@testable import SourceModel

@Suite("Context query")
struct ContextTests {
    @Test("instance method of a class")
    func instanceMethod() {
        let (model, _, context) = probe("""
        import UIKit
        final class ProfileViewController: UIViewController {
            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                let x = probe
            }
        }
        """)
        #expect(context.type?.name == "ProfileViewController")
        #expect(context.type?.inherited == ["UIViewController"])
        #expect(memberName(model, context) == "viewDidAppear(_:)")
        #expect(context.placement == .instance)
        #expect(context.selfAccess == .implicit)
    }

    @Test("describes the chain from the file to a closure with unwrapped self")
    func description() {
        let (model, index, _) = probe("""
        class ProfileViewController: UIViewController {
            override func viewDidAppear(_ animated: Bool) {
                load { [weak self] result in
                    guard let self else { return }
                    use(probe)
                }
            }
        }
        """)
        #expect(model.describeContext(at: index) == "file › class ProfileViewController: UIViewController › func viewDidAppear(_:) (instance, override) › closure [weak self] { result in } passed to load (self unwrapped)")
    }

    @Test("static members, globals and type bodies have no self", arguments: [
        ("struct S { static var w: CGFloat { probe } }", Placement.static),
        ("class C { class func f() { probe() } }", .static),
        ("let width = probe", .topLevel),
        ("func helper() -> CGFloat { probe }", .topLevel),
        ("print(probe)", .topLevel),
        ("enum E { case a; static let all = [probe] }", .static),
        ("#Preview { Text(probe) }", .topLevel),
    ])
    func noSelf(code: String, expected: Placement) {
        let (_, _, context) = probe(code)
        #expect(context.placement == expected)
        #expect(context.selfAccess == .unavailable)
    }

    @Test("stored and lazy property initializers")
    func propertyInitializers() {
        let code = """
        class V: UIView {
            let a = probe
            lazy var b: CGFloat = probe * 2
            var c: CGFloat = 0 { didSet { probe() } }
            var d: CGFloat { probe }
            let e: CGFloat = {
                return probe
            }()
        }
        """
        #expect(probe(code, occurrence: 0).context.placement == .storedInitializer)
        #expect(probe(code, occurrence: 1).context.placement == .lazyInitializer)
        #expect(probe(code, occurrence: 2).context.placement == .instance)
        #expect(probe(code, occurrence: 3).context.placement == .instance)
        #expect(probe(code, occurrence: 4).context.placement == .storedInitializer)
    }

    @Test("the accessors of properties Interface Builder sets while a nib loads")
    func nibProperties() {
        let code = """
        class Cell: UITableViewCell {
            @IBOutlet weak var divider: NSLayoutConstraint! { didSet { divider.constant = probe } }
            @IBInspectable var outline: CGFloat { get { probe } set { layer.borderWidth = newValue / probe } }
            var plain: CGFloat = 0 { didSet { layer.borderWidth = probe } }
            @IBOutlet var label: UILabel!
            func f() { probe() }
        }
        """
        let placements = (0..<5).map { probe(code, occurrence: $0).context.placement }
        #expect(placements == [.nibProperty, .nibProperty, .nibProperty, .instance, .instance])
        #expect(probe(code, occurrence: 0).context.selfAccess == .implicit)
    }

    @Test("who calls a method: the same type's functions, through helpers, not from escaping closures")
    func callers() {
        let code = """
        final class V: UIView {
            override init(frame: CGRect) { super.init(frame: frame); commonInit() }
            override func awakeFromNib() { super.awakeFromNib(); self.style() }
            private func commonInit() { configure() }
            private func configure() { probe() }
            private func style() { probe() }
            override func layoutSubviews() { run { [weak self] in self?.style(); self?.relayout() }; items.forEach { _ in relayout() } }
            func relayout() { probe() }
            func unused() { probe() }
            func setup() { probe() }
        }
        final class Other: UIView {
            override func awakeFromNib() { super.awakeFromNib(); setup() }
        }
        """
        let model = SourceModel(text: code)
        let graph = CallGraph(model)
        let names = ["init", "awakeFromNib", "commonInit", "configure", "style", "layoutSubviews", "relayout",
                     "unused", "setup"]
        let callers = (0..<5).map { occurrence -> Set<String> in
            guard let method = model.callableMethod(probe(code, occurrence: occurrence).context.member) else { return [] }
            return Set(names.filter { reaches(graph, method.name, from: $0, in: method.type) })
        }
        #expect(callers[0] == ["commonInit", "init"])
        #expect(callers[1] == ["awakeFromNib"])
        #expect(callers[2] == ["layoutSubviews"])
        #expect(callers[3].isEmpty)
        #expect(callers[4].isEmpty)
    }

    @Test("a call chain of any length and a cycle: every step reaches the end, and the walk ends")
    func longCallChainsAndCycles() {
        let steps = (0..<40).map { "    func step\($0)() { step\($0 + 1)() }" }.joined(separator: "\n")
        let code = """
        final class V: UIView {
            override init(frame: CGRect) { super.init(frame: frame); step0() }
        \(steps)
            func step40() { probe(); step0() }
        }
        """
        let model = SourceModel(text: code)
        let graph = CallGraph(model)
        let method = model.callableMethod(probe(code, occurrence: 0).context.member)
        #expect(method?.name == "step40")
        #expect(reaches(graph, "step40", from: "init", in: "V"))
        #expect(reaches(graph, "step0", from: "step40", in: "V"))
        #expect(!reaches(graph, "init", from: "step0", in: "V"))
        #expect(!reaches(graph, "step40", from: "init", in: "Other"))
    }

    @Test("a name in #selector or #keyPath registers a handler: it is not a call from where it is written")
    func selectorIsNotACall() {
        let code = """
        final class V: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                button.addTarget(self, action: #selector(tapped(_:)), for: .touchUpInside)
                observe(#selector(self.keyboardWillShow), #keyPath(title))
                configure()
            }
            @objc func tapped(_ sender: Any) { probe() }
            @objc func keyboardWillShow() { probe() }
            func configure() { probe() }
        }
        """
        let model = SourceModel(text: code)
        let graph = CallGraph(model)
        #expect(!reaches(graph, "tapped", from: "viewDidLoad", in: "V"))
        #expect(!reaches(graph, "keyboardWillShow", from: "viewDidLoad", in: "V"))
        #expect(!reaches(graph, "title", from: "viewDidLoad", in: "V"))
        #expect(reaches(graph, "configure", from: "viewDidLoad", in: "V"))
        // The selectors are recorded with the call they are handed to, for the moment they run in.
        let registered = graph.uses(by: "viewDidLoad()", in: "V").filter { $0.registration != nil }
        #expect(registered.map(\.name) == ["tapped", "keyboardWillShow"])
        #expect(registered.first?.registration == SelectorSite(callee: "addTarget", label: "action"))
        #expect(registered.first?.shape == .selector(labels: ["_"]))
    }

    @Test("initializer phases around super.init")
    func initializerPhases() {
        let code = """
        class V: UIView {
            init(title: String) {
                let w = probe
                super.init(frame: CGRect(x: 0, y: 0, width: probe, height: 1))
                backgroundColor = probe
            }
        }
        """
        #expect(probe(code, occurrence: 0).context.placement == .initializer)
        #expect(probe(code, occurrence: 1).context.placement == .superInitArgument)
        #expect(probe(code, occurrence: 2).context.placement == .initializer)
        let (model, index, context) = probe(code, occurrence: 0)
        let function = model.scopes[context.member!].functionDeclaration!
        #expect(model.isBeforeDelegation(index, in: function))
    }

    @Test("closures: escaping in a class needs self, in a struct it does not")
    func closureSelf() {
        let classCode = "class C: UIView { func f() { DispatchQueue.main.async { self.g(probe) } } }"
        #expect(probe(classCode).context.selfAccess == .explicit)
        let structCode = "struct S: View { var body: some View { Button(\"x\") { act(probe) } } }"
        #expect(probe(structCode).context.selfAccess == .implicit)
        let called = "class C: UIView { func f() { let v: CGFloat = { probe }() } }"
        #expect(probe(called).context.selfAccess == .implicit)
        // forEach never escapes its closure: implicit self works there, as in the method.
        let forEach = "class C: UIView { func f() { layers.forEach { $0.g(probe) } } }"
        #expect(probe(forEach).context.selfAccess == .implicit)
        let lazyMap = "class C: UIView { func f() { _ = layers.lazy.map { g(probe) } } }"
        #expect(probe(lazyMap).context.selfAccess == .explicit)
    }

    @Test("capture lists decide how self is written", arguments: [
        ("{ [weak self] in use(probe) }", SelfAccess.optional),
        ("{ [weak self] in guard let self else { return }; use(probe) }", .implicit),
        ("{ [weak self] in guard let self = self else { return }\n use(probe) }", .implicit),
        ("{ [weak self] in if let self { use(probe) } }", .implicit),
        ("{ [weak self] in if let self { use(1) }; use(probe) }", .optional),
        ("{ [unowned self] in use(probe) }", .implicit),
        ("{ [self] in use(probe) }", .implicit),
        ("{ [weak self] in guard let self else { return }; run { use(probe) } }", .explicit),
    ])
    func captures(closure: String, expected: SelfAccess) {
        let code = "class C: UIViewController { func f() { load \(closure) } }"
        #expect(probe(code).context.selfAccess == expected)
    }

    @Test("self bound to another name is written with that name, and only where the binding holds", arguments: [
        ("{ [weak self] in guard let strongSelf = self else { return }; use(probe) }", SelfAccess.explicit, "strongSelf"),
        ("{ [weak self] in if let this = self { use(probe) } }", .explicit, "this"),
        ("{ [weak self] in if let this = self, ready { use(probe) } }", .explicit, "this"),
        ("{ [weak self] in if let this = self { use(1) }; use(probe) }", .optional, "self"),
        ("{ [weak self] in guard let d = self.delegate else { return }; use(probe) }", .optional, "self"),
        ("{ [weak self] in guard let d = self?.delegate else { return }; use(probe) }", .optional, "self"),
        ("{ [weak self] in guard let strongSelf = self else { return }; run { use(probe) } }", .explicit, "strongSelf"),
    ])
    func reboundSelf(closure: String, access: SelfAccess, name: String) {
        let context = probe("class C: UIViewController { func f() { load \(closure) } }").context
        #expect(context.selfAccess == access)
        #expect(context.selfName == name)
    }

    @Test("closure parameters, callee and label")
    func closureDetails() {
        let code = """
        func make() -> UICollectionViewCompositionalLayout {
            UICollectionViewCompositionalLayout { _, environment in
                probe
            }
        }
        let b = UICollectionViewCompositionalLayout(sectionProvider: { section, env in probe })
        """
        let first = probe(code).context.closures.last
        #expect(first?.parameters == ["_", "environment"])
        #expect(first?.callee == "UICollectionViewCompositionalLayout")
        let second = probe(code, occurrence: 1).context.closures.last
        #expect(second?.parameters == ["section", "env"])
        #expect(second?.callee == "UICollectionViewCompositionalLayout")
        #expect(second?.argumentLabel == "sectionProvider")
    }

    @Test("control-flow blocks are not closures")
    func controlFlow() {
        let code = """
        class C: UIView {
            override func layoutSubviews() {
                if bounds.width > 0 { for v in subviews { while true { switch v { default: probe } } } }
                guard let x = y else { return }
                do { try f() } catch { probe }
                repeat { probe } while false
            }
        }
        """
        for occurrence in 0..<3 {
            let context = probe(code, occurrence: occurrence).context
            #expect(context.closures.isEmpty)
            #expect(context.selfAccess == .implicit)
        }
    }

    @Test("nested types: the innermost type holds the position")
    func nestedTypes() {
        let (_, _, context) = probe("""
        class Outer: UIViewController {
            struct Layout {
                static func width() -> CGFloat { probe }
            }
        }
        """)
        #expect(context.type?.name == "Layout")
        #expect(context.type?.outerTypes == ["Outer"])
        #expect(context.placement == .static)
    }

    @Test("#if around members does not hide them")
    func conditionalMembers() {
        let (model, _, context) = probe("""
        class V: UIView {
        #if os(iOS)
            override func layoutSubviews() {
                probe
            }
        #else
            func other() {}
        #endif
        }
        """)
        #expect(memberName(model, context) == "layoutSubviews()")
        #expect(model.file.conditionalBlocks().count == 1)
        #expect(model.file.conditionalBlocks().first?.clauses.count == 1)
    }

    @Test("local functions and local variables stay inside their member")
    func locals() {
        let code = """
        class V: UIView {
            override func draw(_ rect: CGRect) {
                let bounds = rect
                func inner() { probe }
                probe
            }
        }
        """
        let (model, index, context) = probe(code, occurrence: 1)
        #expect(memberName(model, context) == "draw(_:)")
        #expect(model.isShadowed("bounds", at: index))
        #expect(model.isShadowed("rect", at: index))
        #expect(!model.isShadowed("frame", at: index))
        #expect(probe(code).context.placement == .instance)
    }

    @Test("result builders and accessor blocks")
    func accessors() {
        let code = """
        struct Card: View {
            @Environment(\\.displayScale) private var scale
            var body: some View {
                VStack {
                    Text("a").frame(width: probe)
                }
            }
            var value: Int {
                get { probe }
                set { }
            }
        }
        """
        let (model, _, context) = probe(code)
        #expect(memberName(model, context) == "body")
        #expect(context.placement == .instance)
        #expect(context.selfAccess == .implicit)
        let property = model.scopes.compactMap(\.propertyDeclaration).first { $0.names == ["scale"] }
        #expect(property?.modifiers == ["@Environment(\\.displayScale)", "private"])
        #expect(property?.isStored == true)
        #expect(probe(code, occurrence: 1).context.placement == .instance)
    }

    /// Whether `start` uses `name` when it runs, directly or through other members of `type`: the
    /// member keys' base names, walked along the graph's uses that run at once (not in an escaping
    /// closure, not through a `#selector`).
    private func reaches(_ graph: CallGraph, _ name: String, from start: String, in type: String) -> Bool {
        let keys = graph.usingMembers(in: type)
        var pending = keys.filter { Scope.baseName(ofKey: $0) == start }
        var seen = Set(pending)
        while let key = pending.popLast() {
            for use in graph.uses(by: key, in: type) where use.closures.isEmpty && use.registration == nil {
                if use.name == name { return true }
                for next in keys where Scope.baseName(ofKey: next) == use.name && seen.insert(next).inserted {
                    pending.append(next)
                }
            }
        }
        return false
    }
}
