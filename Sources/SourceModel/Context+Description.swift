extension SourceModel {
    /// The context chain at `index` in words, e.g.
    /// `file › class ProfileViewController: UIViewController › func viewDidAppear(_:) (instance, override) › closure [weak self] (self unwrapped)`.
    public func describeContext(at index: Int) -> String {
        let context = self.context(at: index)
        return context.chain.map { describe(scope: $0, at: index, context: context) }.joined(separator: " › ")
    }

    func describe(scope: Int, at index: Int, context: Context) -> String {
        switch scopes[scope].kind {
        case .file:
            return "file"
        case .type(let type):
            var text = "\(type.kind.rawValue) \(type.name)"
            if let generics = type.genericParameters { text += "<\(generics)>" }
            if !type.inherited.isEmpty { text += ": " + type.inherited.joined(separator: ", ") }
            if !type.requirements.isEmpty { text += " where " + type.requirements.joined(separator: ", ") }
            return text
        case .function(let function):
            var notes = [scope == context.member ? context.placement.rawValue : "local"]
            notes += function.modifiers.filter { ["override", "static", "class", "@objc", "@MainActor"].contains($0) }
            return "\(function.kind == .function ? "func " : "")\(function.signature) (\(notes.joined(separator: ", ")))"
        case .property(let property):
            var notes: [String] = []
            if scope == context.member { notes.append(context.placement.rawValue) } else { notes.append("local") }
            if property.isLazy { notes.append("lazy") }
            if property.isStatic { notes.append("static") }
            notes.append(property.isStored ? "stored" : "computed")
            let keyword = property.isLet ? "let" : "var"
            return "\(keyword) \(property.names.joined(separator: ", ")) (\(notes.joined(separator: ", ")))"
        case .closure(let closure):
            var text = "closure"
            if !closure.captures.isEmpty { text += " [\(closure.captures.joined(separator: ", "))]" }
            if !closure.parameters.isEmpty { text += " { \(closure.parameters.joined(separator: ", ")) in }" }
            if let callee = closure.callee {
                text += " passed to \(callee)" + (closure.argumentLabel.map { "(\($0):)" } ?? "")
            }
            if closure.isImmediatelyCalled { text += " (called immediately)" }
            if closure.selfUnwrapped.contains(where: { $0.contains(index) }) { text += " (self unwrapped)" }
            return text
        case .macro(let name):
            return name
        }
    }
}
