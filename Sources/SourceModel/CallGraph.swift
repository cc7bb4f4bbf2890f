/// Which methods of a type call which on `self`, in one file: built once in one pass over the
/// file's calls, then asked per use.
///
/// A call counts when it is written `name(…)` or `self.name(…)` in a function of the same type,
/// outside escaping closures (those run later, like a button action set up in `viewDidLoad`).
/// Methods are known by base name, so overloads count together.
public final class CallGraph {
    /// Per type name, per calling function's base name, the base names it calls.
    private let callees: [String: [String: Set<String>]]
    /// Per type name and starting function, every function reached from it through one or more
    /// calls; filled on demand, each entry once.
    private var reached: [String: [String: Set<String>]] = [:]

    /// The calls of `model`'s file.
    public init(_ model: SourceModel) {
        var callees: [String: [String: Set<String>]] = [:]
        let file = model.file
        for index in 0..<file.count where file.tokens[index].kind == .identifier {
            guard let next = file.next(after: index), file.punctuation(next, "("), model.isCallOnSelf(index) else { continue }
            let context = model.context(at: index)
            guard let type = context.type, !context.closures.contains(where: \.mayEscape),
                  let caller = context.member, case .function(let function) = model.scopes[caller].kind else { continue }
            callees[type.name, default: [:]][function.name, default: []].insert(file.text(index))
        }
        self.callees = callees
    }

    /// Whether `start` calls the function named `name` of type `type`, directly or through any
    /// number of other functions of that type.
    public func reaches(_ name: String, from start: String, in type: String) -> Bool {
        if let known = reached[type]?[start] { return known.contains(name) }
        let found = Self.walk(from: start, callees[type] ?? [:])
        reached[type, default: [:]][start] = found
        return found.contains(name)
    }

    /// Everything reached from `start` through one or more calls.
    private static func walk(from start: String, _ calls: [String: Set<String>]) -> Set<String> {
        var found: Set<String> = []
        var pending = Array(calls[start] ?? [])
        while let name = pending.popLast() {
            guard found.insert(name).inserted else { continue }
            pending += calls[name] ?? []
        }
        return found
    }
}

extension SourceModel {
    /// The name and type of the instance method at scope `member`, when it is one whose callers
    /// the call graph can tell: a plain `func`, not static, inside a type.
    public func callableMethod(_ member: Int?) -> (name: String, type: String)? {
        guard let member, case .function(let function) = scopes[member].kind, !function.isStatic,
              function.kind == .function, let type = context(at: function.keywordIndex).type else { return nil }
        return (function.name, type.name)
    }

    /// Whether the identifier at `index` names a method of `self`: bare (`setup()`, not
    /// `func setup()`) or after `self.`.
    func isCallOnSelf(_ index: Int) -> Bool {
        guard let before = file.previous(before: index) else { return true }
        if file.keyword(before, "func") { return false }
        guard file.punctuation(before, ".") else { return true }
        guard let receiver = file.previous(before: before) else { return false }
        return file.keyword(receiver, "self") || file.identifier(receiver, "self")
    }
}
