import SwiftLexer
import SourceModel
import RuleLanguage

/// Turns a rule's template into the replacement text for one match.
struct Rewriter {
    let model: SourceModel
    let facts: SiteFacts
    let match: Match
    /// The rule's conditions: its `container is` lines choose the container a template names.
    var conditions: [Condition] = []

    /// The replacement text, any edits it needs elsewhere (a named closure parameter), and
    /// where the text copies the file's bytes verbatim (its captures).
    func render(_ template: Template, member: String?) throws -> (text: String, extra: [Edit], copied: [CopiedSpan]) {
        var extra: [Edit] = []
        var copied: [CopiedSpan] = []
        var text = ""
        for segment in template.segments {
            switch segment {
            case .text(let piece): text += try applySelfPolicy(piece)
            case .capture(let name):
                if let source = match.captureRanges[name] { copied.append(CopiedSpan(source: source, offset: text.utf8.count)) }
                text += match.captures[name] ?? ""
            case .placeholder(let placeholder):
                let (value, edits) = try resolve(placeholder, member: member)
                text += value
                extra += edits
            }
        }
        return (text, extra, copied)
    }

    /// Keeps `self.` where the context requires it (or a local shadows the member) and drops
    /// it where implicit self works; refuses where there is no usable self.
    func applySelfPolicy(_ piece: String) throws -> String {
        guard piece.contains("self.") else { return piece }
        switch facts.context.selfAccess {
        case .explicit: return renamingSelf(in: piece, to: facts.context.selfName)
        case .optional:
            throw MissingProof(.edit, "weak-self", message: "self is weak here and not unwrapped, so the replacement cannot use it",
                          suggestion: "add `guard let self else { return }` at the top of the closure, then run screenmod again")
        case .unavailable:
            throw MissingProof(.edit, "no-self", message: "there is no instance here to read the replacement from",
                          suggestion: "move this code into an instance method that runs after the view is in a window")
        case .implicit:
            // A local that shadows the member keeps its `self.`.
            return replacingSelf(in: piece) { member in
                model.isShadowed(member, at: facts.use.first) ? "self." : ""
            }
        }
    }

    /// `piece` with each `self.` that starts a word written as `name.` (`strongSelf.bounds`).
    func renamingSelf(in piece: String, to name: String) -> String {
        name == "self" ? piece : replacingSelf(in: piece) { _ in name + "." }
    }

    /// `piece` with each `self.` that starts a word replaced by `replacement(member)`, where
    /// `member` is the name after the dot.
    private func replacingSelf(in piece: String, _ replacement: (String) -> String) -> String {
        var result = ""
        var rest = Substring(piece)
        while let range = rest.firstRange(of: "self.") {
            let before = rest[..<range.lowerBound]
            let startsWord = before.last.map { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") } ?? true
            let member = rest[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            result += before + (startsWord ? replacement(String(member)) : "self.")
            rest = rest[range.upperBound...]
        }
        return result + rest
    }

    func resolve(_ placeholder: TemplatePlaceholder, member: String?) throws -> (String, [Edit]) {
        switch placeholder {
        case .member:
            guard let member else { throw MissingProof(.edit, "placeholder", message: "the rule names {member} but no member was found", suggestion: "fix the rule: add a member: line") }
            return (member, [])
        case .size:
            guard let owner = facts.context.member, let function = model.scopes[owner].functionDeclaration,
                  let size = function.parameters.first(where: { $0.type == "CGSize" }), size.name != "_" else {
                throw MissingProof(.container, "no-size-parameter", message: "no named CGSize parameter is in scope",
                              suggestion: "name the size parameter and use it instead of the screen's size")
            }
            return (size.name, [])
        case .container:
            return (try containerParameter(), [])
        case .containerBounds, .containerSize:
            return (try containerInReach(placeholder), [])
        case .scene:
            guard let scene = facts.scene else {
                throw MissingProof(.container, "no-scene", message: "no UIWindowScene is in scope here",
                              suggestion: "create the window in scene(_:willConnectTo:options:) with UIWindow(windowScene:)")
            }
            return (scene, [])
        case .environment:
            return try environmentParameter()
        case .geometry:
            return try geometryParameter()
        case .screen:
            return try screenBinding()
        }
    }

    /// `screen`, bound by a guard inserted before the statement, reached through the view's window.
    func screenBinding() throws -> (String, [Edit]) {
        let path: String
        if facts.typeTags.contains("uiviewcontroller") {
            path = "self.view.window?.windowScene?.screen"
        } else if facts.typeTags.contains("uiview") {
            path = "self.window?.windowScene?.screen"
        } else {
            throw MissingProof(.container, "no-window", message: "only a view or a view controller reaches its screen through its window",
                          suggestion: "pass the screen in from a view: view.window?.windowScene?.screen")
        }
        let (name, guardEdit) = try ScreenBinding(model: model, facts: facts).resolve(path: try applySelfPolicy(path))
        return (name, [guardEdit])
    }

    /// The enclosing method's named `UICollectionView` or `UITableView` parameter, unless a
    /// local of the same name hides it at the site.
    func containerParameter() throws -> String {
        let listTypes: Set<String> = ["UICollectionView", "UITableView", "UICollectionView!", "UITableView!"]
        guard let owner = facts.context.member, let function = model.scopes[owner].functionDeclaration,
              let list = function.parameters.first(where: { listTypes.contains($0.type) }), list.name != "_" else {
            throw MissingProof(.container, "no-list-parameter", message: "the method has no named UICollectionView or UITableView parameter",
                          suggestion: "read the size from the collection or table view the method is called for")
        }
        if model.isShadowed(list.name, at: facts.use.first, after: function.body?.lowerBound ?? -1) {
            throw MissingProof(.container, "shadowed", message: "the method's `\(list.name)` parameter is hidden here by another `\(list.name)`",
                          suggestion: "rename the inner `\(list.name)`, then use the parameter's bounds")
        }
        return list.name
    }

    /// The enclosing GeometryReader's proxy parameter; a `_` gets the name `proxy`.
    func geometryParameter() throws -> (String, [Edit]) {
        guard let closure = facts.geometryReader, let index = closure.parameterIndices.first else {
            throw MissingProof(.container, "no-proxy", message: "no GeometryReader closure with a proxy parameter is around this code",
                          suggestion: "read the size from the GeometryReader's proxy: proxy.size")
        }
        let name = closure.parameters[0]
        let wanted = name == "_" ? "proxy" : name
        if model.isShadowed(wanted, at: facts.use.first, after: name == "_" ? -1 : index) {
            throw MissingProof(.container, "shadowed", message: "the GeometryReader's `\(wanted)` is hidden here by another `\(wanted)`",
                          suggestion: "rename the inner `\(wanted)`, then use the reader's \(wanted).size")
        }
        guard name == "_" else { return (name, []) }
        return ("proxy", [Edit.at(model.file.tokens[index].range, "proxy", in: model.file.source)])
    }

    /// The section provider's environment parameter; a `_` gets the name `environment`.
    func environmentParameter() throws -> (String, [Edit]) {
        guard let closure = facts.sectionProvider, closure.parameters.count == 2 else {
            throw MissingProof(.container, "no-environment", message: "the section provider closure does not declare its two parameters",
                          suggestion: "write the closure as `{ sectionIndex, environment in … }` and use environment.container.effectiveContentSize")
        }
        let name = closure.parameters[1]
        // An inner closure or local that binds the same name hides the parameter there; found
        // by the fuzzer after the `_` case below had named the parameter in a first run.
        if name != "_", model.isShadowed(name, at: facts.use.first, after: closure.parameterIndices[1]) {
            throw MissingProof(.container, "shadowed", message: "the section provider's `\(name)` parameter is hidden here by another `\(name)`",
                          suggestion: "rename the inner `\(name)`, then use the provider's \(name).container.effectiveContentSize")
        }
        guard name == "_" else { return (name, []) }
        if model.isShadowed("environment", at: facts.use.first) {
            throw MissingProof(.edit, "name-taken", message: "the section provider ignores its environment and `environment` is taken",
                          suggestion: "name the closure's second parameter and use its container.effectiveContentSize")
        }
        let token = model.file.tokens[closure.parameterIndices[1]]
        return ("environment", [Edit.at(token.range, "environment", in: model.file.source)])
    }
}

extension Edit {
    /// An edit replacing `range` of `source`, with its line and column filled in.
    static func at(_ range: Range<Int>, _ replacement: String, in source: SourceText, rule: String = "") -> Edit {
        let start = source.location(of: range.lowerBound)
        let end = source.location(of: range.upperBound)
        return Edit(range: range, replacement: replacement, ruleID: rule, line: start.line,
                    column: start.column, endLine: end.line, endColumn: end.column)
    }
}
