extension SourceModel {
    /// The base names of the functions of the same type, in this file, that call the function
    /// at scope `member` (`setup()` or `self.setup()`), directly or through one another: `init`,
    /// `awakeFromNib`, `viewDidLoad`… Calls inside an escaping closure do not count (they run
    /// later, like the button action in `viewDidLoad` that calls `relayout()`), and a method of
    /// the same base name is taken for the callee, so overloads count together.
    ///
    /// Empty when `member` is not an instance function, or nothing in the file calls it.
    public func callers(of member: Int?) -> Set<String> {
        guard let member, case .function(let function) = scopes[member].kind, !function.isStatic,
              function.kind == .function, let type = context(at: function.keywordIndex).type else { return [] }
        var found: Set<String> = []
        var pending = [function.name]
        var searched: Set<String> = []
        while let name = pending.popLast(), searched.count < 16 {
            guard searched.insert(name).inserted else { continue }
            for caller in directCallers(named: name, in: type.name) where found.insert(caller).inserted {
                pending.append(caller)
            }
        }
        return found
    }

    /// The base names of the functions of type `typeName` that call `name(…)` on `self`,
    /// outside escaping closures.
    private func directCallers(named name: String, in typeName: String) -> [String] {
        var callers: [String] = []
        for index in file.identifierTokens(spelled: [name]) {
            guard let next = file.next(after: index), file.punctuation(next, "("), isCallOnSelf(index) else { continue }
            let context = context(at: index)
            guard context.type?.name == typeName, !context.closures.contains(where: \.mayEscape),
                  let caller = context.member, case .function(let function) = scopes[caller].kind else { continue }
            callers.append(function.name)
        }
        return callers
    }

    /// Whether the identifier at `index` names a method of `self`: bare (`setup()`, not
    /// `func setup()`) or after `self.`.
    private func isCallOnSelf(_ index: Int) -> Bool {
        guard let before = file.previous(before: index) else { return true }
        if file.keyword(before, "func") { return false }
        guard file.punctuation(before, ".") else { return true }
        guard let receiver = file.previous(before: before) else { return false }
        return file.keyword(receiver, "self") || file.identifier(receiver, "self")
    }
}
