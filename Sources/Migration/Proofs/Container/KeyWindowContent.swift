import SourceModel

/// Views a type puts into the app's key window by hand (`UIApplication.shared.keyWindow?.addSubview(self)`,
/// `window.addSubview(dimView)` after `let window = UIApplication.shared.windows.first`): an
/// overlay, a popup or a HUD whose space is that window's, not the screen's and not a controller's
/// view. A size read from the main screen for such a view is that window's bounds where it is added.
struct KeyWindowContent {
    /// One view a member adds to the key window.
    struct Host: Equatable {
        /// The type whose member adds it (its qualified name).
        var type: String
        /// The member's name as a person calls it (`show()`).
        var member: String
        /// What is added: `self`, or the name of the view (`dimView`, `self.dimView`'s last name).
        var content: String
        /// The line of the `addSubview` call.
        var line: Int
        /// Where it goes.
        var place: Place
    }

    /// The view a host adds content to, as a finding names it.
    enum Place: String {
        case keyWindow = "the app's window"
        case rootView = "the window's root view"
    }

    let hosts: [Host]

    /// The hosts in `model`, from its insertion calls (`insertions`, in token order).
    init(model: SourceModel, insertions: [Int]) {
        let file = model.file
        var found: [Host] = []
        for call in insertions where file.text(call) == "addSubview" {
            guard let dot = file.previous(before: call), file.punctuation(dot, "."),
                  let open = file.next(after: call), file.punctuation(open, "("),
                  let argument = file.next(after: open), let close = model.brackets.match(open),
                  let receiverEnd = file.previous(before: dot),
                  let place = Self.windowPlace(endingAt: receiverEnd, in: model),
                  let member = model.context(at: call).member, let type = model.context(at: call).type
            else { continue }
            // `self`, `name` or `self.name`, alone between the parentheses.
            var content = argument
            if file.keyword(argument, "self"), let next = file.next(after: argument), file.punctuation(next, "."),
               let name = file.next(after: next) {
                content = name
            }
            guard file.next(after: content) == close, file.keyword(content, "self") || file.tokens[content].kind == .identifier
            else { continue }
            let name = model.scopes[member].functionDeclaration?.name ?? model.scopes[member].memberKey
            found.append(Host(type: type.qualifiedName, member: name, content: file.text(content), line: file.location(call).line,
                              place: place))
        }
        hosts = found
    }

    /// Where the receiver chain ending at `end` puts a view: the key window (it names `keyWindow`, or
    /// the application's `windows`: `.first`, `.last`, a subscript) or a window's root view
    /// (`window?.rootViewController?.view`), directly or through a local bound to one; nil elsewhere.
    private static func windowPlace(endingAt end: Int, in model: SourceModel) -> Place? {
        let file = model.file
        var start = model.chainStart(endingAt: end)
        // `window?.addSubview`: the token before `?` ends the chain.
        if file.token(end, is: "?") || file.token(end, is: "!"), let before = file.previous(before: end) {
            start = model.chainStart(endingAt: before)
        }
        if let place = place(of: start...end, in: file) { return place }
        // A local bound in the same member: `let window = UIApplication.shared.keyWindow`.
        guard start == end || file.token(end, is: "?") || file.token(end, is: "!"), file.tokens[start].kind == .identifier,
              let reads = localBinding(named: file.text(start), before: start, in: model) else { return nil }
        return place(of: reads, in: file)
    }

    private static func place(of range: ClosedRange<Int>, in file: SyntaxFile) -> Place? {
        let names = range.filter { file.tokens[$0].kind == .identifier }.map(file.text)
        if names.last == "view", names.contains("rootViewController"), names.contains("window") || names.contains("keyWindow") {
            return .rootView
        }
        return names.contains("keyWindow") || (names.contains("windows") && names.contains("shared")) ? .keyWindow : nil
    }

    /// The tokens of the value a `let`/`var`/`guard let`/`if let` of `name` binds, on the line of the
    /// nearest binding before `index` in the same member.
    private static func localBinding(named name: String, before index: Int, in model: SourceModel) -> ClosedRange<Int>? {
        let file = model.file
        guard let member = model.context(at: index).member else { return nil }
        let range = model.scopes[member].range
        let bindings = file.identifierTokens(spelled: [name]).filter { range.contains($0) && $0 < index }.reversed()
        for binding in bindings {
            guard let keyword = file.previous(before: binding), file.keyword(keyword, "let") || file.keyword(keyword, "var"),
                  let equals = file.next(after: binding), file.punctuation(equals, "="), let value = file.next(after: equals)
            else { continue }
            var end = value
            while let next = file.next(after: end), file.location(next).line == file.location(value).line,
                  !file.punctuation(next, "{"), !file.punctuation(next, ",") {
                end = next
            }
            return value...end
        }
        return nil
    }
}

extension KeyWindowContent {
    /// Where a read of the screen's size sizes a view the use's type adds to the key window (the
    /// type's own frame where it adds itself, or the frame of the view it adds): what to do instead.
    func advice(for facts: SiteFacts) -> String? {
        guard let host = host(for: facts) else { return nil }
        let what = host.content == "self" ? "this view" : "`\(host.content)`"
        let from = host.place == .keyWindow ? "that window's bounds" : "the root view's bounds"
        return "`\(host.member)` adds \(what) to \(host.place.rawValue) (line \(host.line)): size it there from " + from
            + " (all of them for a cover, their width or height for a sheet or a banner placed in them), with an autoresizingMask "
            + "that follows that view (a flexible width and height for a cover, a flexible width and top margin for a sheet at "
            + "the bottom); where code moves it later (a drag, an animation), it reads the same bounds then, never the main screen's"
    }

    /// What the finding says of where the sized view goes, where a host adds it: the size to read is there.
    func note(for facts: SiteFacts) -> String? {
        host(for: facts).map { host in
            let what = host.content == "self" ? "this view" : "the view it sizes, `\(host.content)`,"
            return "; \(what) is added to \(host.place.rawValue) on line \(host.line), whose bounds are the size to read"
        }
    }

    /// The host that adds the view the use at `facts` sizes: the view framed by it, or this view itself.
    private func host(for facts: SiteFacts) -> Host? {
        guard case .bounds = facts.roles.reads, let type = facts.context.type?.qualifiedName else { return nil }
        let sinks = facts.roles.flow.sinks
        let framed = facts.analysis.nameOfView(framedBy: facts.use)
        let host = hosts.first { host in
            guard host.type == type else { return false }
            if let framed, framed == host.content { return true }
            return sinks.contains { sink in
                switch sink {
                case .argument(let callee, "frame"): return host.content == "self" && ["super", "self"].contains(callee.first)
                case .assignment(let target, _):
                    let path = target.first == "self" ? Array(target.dropFirst()) : target
                    return host.content == "self" ? ["frame", "bounds"].contains(path.first) : path.first == host.content
                default: return false
                }
            }
        }
        return host
    }

    /// The host that adds the view named `name` in `type`, if any.
    func host(adding name: String, in type: String) -> Host? {
        hosts.first { $0.type == type && $0.content == name }
    }
}
