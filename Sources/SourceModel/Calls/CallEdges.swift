/// The uses between the members of each type, as found in one file or merged from several: an
/// extension in another file adds to its type's uses, since both go by the type's qualified name.
///
/// A use is recorded with what makes it safe to reason about: whether it calls (with which labels)
/// or reads, the escaping closures it sits in, the registration a `#selector` is handed to, and
/// whether the using member checked a name for nil first. A name reached through another object
/// (`cell.configure()`) is no use here: `OutsideUses` finds those.
public struct CallEdges: Sendable {
    /// Per type's qualified name, per using member's key (`Scope.memberKey`), its uses.
    public let uses: [String: [String: [MemberUse]]]

    /// The uses between members in `model`'s file. `members` are the names that count as members
    /// (by default those the file declares; a project passes the names all its files declare, so
    /// that a call of a method declared in an extension elsewhere counts too). `nonNilChecks` maps
    /// a member's key to a name whose nil check that member's uses record (`didMoveToWindow()`
    /// to `window`). `anyReceiver` names calls recorded whatever object they are made on: a
    /// framework's methods whose effect reaches the type's own callbacks (`layoutIfNeeded()`
    /// makes a list ask its delegate for sizes now).
    public init(_ model: SourceModel, members: MemberNames? = nil, nonNilChecks: [String: String] = [:],
                anyReceiver: MemberNames = MemberNames([])) {
        var found: [String: [String: [MemberUse]]] = [:]
        let file = model.file
        let members = members ?? MemberNames(model.instanceMemberNames())
        var aliases: Set<String>?
        func record(_ name: String, _ shape: UseShape, at index: Int, registration: SelectorSite? = nil) {
            guard let site = model.memberSite(at: index) else { return }
            let key = model.scopes[site.member].memberKey
            var checked = false
            if let checkedName = nonNilChecks[key], let body = model.scopes[site.member].functionDeclaration?.body {
                checked = model.isCheckedNonNil(checkedName, at: index, in: body)
            }
            let use = MemberUse(name: name, shape: shape, closures: site.closures.map(model.closureSite),
                                registration: registration, checkedNonNil: checked,
                                line: file.location(index).line, path: file.path)
            found[site.type, default: [:]][key, default: []].append(use)
        }
        file.source.bytes.withUnsafeBufferPointer { bytes in
            for index in 0..<file.count where file.tokens[index].kind == .identifier {
                if let name = anyReceiver.name(bytes, file.tokens[index].range), let shape = CallShape(of: index, in: model) {
                    record(name, .call(shape), at: index)
                    continue
                }
                guard let name = members.name(bytes, file.tokens[index].range) else { continue }
                if file.isNamedBySelector(index) { continue }
                let onSelf = model.receiverIsSelf(of: index) {
                    if aliases == nil { aliases = file.namesBoundToSelf() }
                    return aliases?.contains($0) ?? false
                }
                guard onSelf, !model.isShadowed(name, at: index) || model.hasExplicitReceiver(index),
                      !model.declaresLocal(at: index) else { continue }
                record(name, CallShape(of: index, in: model).map(UseShape.call) ?? model.readShape(of: index), at: index)
            }
        }
        for directive in file.tokens.indices where file.tokens[directive].kind == .directive && file.token(directive, is: "#selector") {
            guard let (name, labels) = model.selectorTarget(after: directive) else { continue }
            let site = model.selectorSite(of: directive) ?? SelectorSite(callee: nil, label: nil)
            record(name, .selector(labels: labels), at: directive, registration: site)
        }
        uses = found
    }

    /// The uses of every file in `parts`, together.
    public init(merging parts: [CallEdges]) {
        var merged: [String: [String: [MemberUse]]] = [:]
        for part in parts {
            for (type, byMember) in part.uses {
                for (member, found) in byMember { merged[type, default: [:]][member, default: []] += found }
            }
        }
        uses = merged
    }
}

extension SourceModel {
    /// The type (by qualified name) and the member of it that hold `index`, with the escaping
    /// closures between them, outermost first; nil outside a type's members.
    func memberSite(at index: Int) -> (type: String, member: Int, closures: [ClosureExpression])? {
        var scope = innermostScope(at: index)
        var below: Int?
        var closures: [ClosureExpression] = []
        while true {
            switch scopes[scope].kind {
            case .type(let type):
                guard let member = below else { return nil }
                return (type.qualifiedName, member, closures.reversed())
            case .closure(let closure) where closure.mayEscape:
                closures.append(closure)
            default:
                break
            }
            guard let parent = scopes[scope].parent else { return nil }
            below = scope
            scope = parent
        }
    }

    /// The closure as its use records it: what it is handed to, and the receiver of that call.
    public func closureSite(_ closure: ClosureExpression) -> ClosureSite {
        var receiver: String?
        if let callee = closure.calleeIndex, let dot = file.previous(before: callee), file.punctuation(dot, ".") {
            var names: [String] = []
            var position = dot
            // Names and calls back from the dot: `DispatchQueue.global()` reads `DispatchQueue.global`.
            while var owner = file.previous(before: position) {
                if file.punctuation(owner, ")"), let open = brackets.match(owner), let callee = file.previous(before: open) {
                    owner = callee
                }
                guard file.tokens[owner].kind == .identifier || file.keyword(owner, "self") else { break }
                names.insert(file.text(owner), at: 0)
                guard let link = file.previous(before: owner), file.punctuation(link, ".") else { break }
                position = link
            }
            receiver = names.isEmpty ? nil : names.joined(separator: ".")
        }
        var handsSelf = false
        if let callee = closure.calleeIndex, let open = file.next(after: callee), file.punctuation(open, "("),
           let first = file.next(after: open), file.keyword(first, "self"), let after = file.next(after: first) {
            handsSelf = file.punctuation(after, ",") || file.punctuation(after, ")")
        }
        return ClosureSite(callee: closure.callee, label: closure.argumentLabel, receiver: receiver, handsSelf: handsSelf)
    }

    /// Whether the identifier at `index` names a member of `self`: bare (`setup()`, `itemSize`;
    /// not `func setup`, `var itemSize`, an argument label or an implicit member `.setup`), or
    /// after `self.`, `self?.`, `super.` or a name `isAlias` says is bound to self (`strongSelf.`).
    public func receiverIsSelf(of index: Int, isAlias: (String) -> Bool) -> Bool {
        guard let before = file.previous(before: index) else { return true }
        if file.keyword(before, "func") || file.keyword(before, "var") || file.keyword(before, "let")
            || file.keyword(before, "case") { return false }
        if let next = file.next(after: index), file.punctuation(next, ":"),
           file.punctuation(before, "(") || file.punctuation(before, ",") { return false }
        guard file.punctuation(before, ".") else { return true }
        guard var receiver = file.previous(before: before) else { return false }
        if file.token(receiver, is: "?") || file.token(receiver, is: "!") {
            guard let unwrapped = file.previous(before: receiver) else { return false }
            receiver = unwrapped
        }
        if file.keyword(receiver, "self") || file.identifier(receiver, "self") || file.keyword(receiver, "super") { return true }
        return file.tokens[receiver].kind == .identifier && isAlias(file.text(receiver))
            && file.previous(before: receiver).map { !file.punctuation($0, ".") } ?? true
    }

    /// How a name that is not called is used: its value set or possibly changed (`label = …`,
    /// `items[0] = …`, `items.append(…)`, `&items`), its value accessed (`tableView.rowHeight`,
    /// `items[0]`), both of which only a property can be, or read as it is.
    func readShape(of index: Int) -> UseShape {
        if let before = file.previous(before: index), before == index - 1, file.token(before, is: "&") { return .write }
        if mayWrite(after: index) { return .write }
        guard let next = file.next(after: index) else { return .read }
        if file.punctuation(next, ".") || file.punctuation(next, "[") || file.token(next, is: "=") { return .access }
        if file.token(next, is: "?") || file.token(next, is: "!"), next == index + 1 { return .access }
        if file.tokens[next].kind == .operator, file.text(next).hasSuffix("="), file.text(next) != "==", file.text(next) != "!=" {
            return .access
        }
        return .read
    }

    /// Whether the name at `index` comes after a `.` (a receiver is written, so a local of the
    /// same name does not hide it).
    func hasExplicitReceiver(_ index: Int) -> Bool {
        file.previous(before: index).map { file.punctuation($0, ".") } ?? false
    }

    /// The member a `#selector(…)` directive at `directive` names, with its labels when spelled:
    /// `#selector(refresh)`, `#selector(self.panned(_:))`, `#selector(Card.tapped(with:))`.
    func selectorTarget(after directive: Int) -> (String, [String]?)? {
        guard let open = file.next(after: directive), file.punctuation(open, "("),
              let close = brackets.match(open) else { return nil }
        var name: Int?
        var index = open
        while let next = file.next(after: index), next < close {
            if file.punctuation(next, "(") { break }
            if file.tokens[next].kind == .identifier, !(file.next(after: next).map { file.punctuation($0, ":") } ?? false) {
                name = next
            }
            index = next
        }
        guard let name else { return nil }
        guard let paren = file.next(after: name), file.punctuation(paren, "("), let end = brackets.match(paren) else {
            return (file.text(name), nil)
        }
        var labels: [String] = []
        var position = paren
        while let next = file.next(after: position), next < end {
            if let colon = file.next(after: next), file.punctuation(colon, ":") {
                labels.append(file.text(next))
                position = colon
            } else {
                position = next
            }
        }
        return (file.text(name), labels)
    }
}

extension SourceModel {
    /// The call a `#selector` at `directive` is handed to: the call it is an argument of, or,
    /// for `let action = #selector(…)`, the first call in the same block that takes `action`.
    func selectorSite(of directive: Int) -> SelectorSite? {
        if let site = argumentSite(of: directive) { return site }
        guard let equals = file.previous(before: directive), file.token(equals, is: "="),
              let name = file.previous(before: equals), file.tokens[name].kind == .identifier,
              let keyword = file.previous(before: name), file.keyword(keyword, "let") || file.keyword(keyword, "var"),
              let block = enclosingBrace(before: directive), let close = brackets.match(block) else { return nil }
        let local = file.text(name)
        for read in file.identifierTokens(spelled: [local]) where read > directive && read < close {
            if let site = argumentSite(of: read) { return site }
        }
        return nil
    }

    /// The callee and label of the call whose argument starts at `index`, if it is one. An
    /// initializer spelled `Type.init(…)` is named by its type, as `Type(…)` is.
    private func argumentSite(of index: Int) -> SelectorSite? {
        guard let open = enclosingOpener(of: index), file.punctuation(open, "("), var callee = file.previous(before: open) else { return nil }
        if file.token(callee, is: "init"), let dot = file.previous(before: callee), file.punctuation(dot, "."),
           let type = file.previous(before: dot), file.tokens[type].kind == .identifier {
            callee = type
        }
        return SelectorSite(callee: file.text(callee), label: argumentLabel(of: index))
    }
}

extension SourceModel {
    /// Whether the value named at `index` may be set or changed where it is named: assigned
    /// (`name = …`, `name += …`), or a member, element or optional of it assigned or mutated
    /// (`name.title = …`, `name[0] = …`, `name?.x = …`), or a method called on it
    /// (`name.append(…)`, which may mutate it). A read through members (`name.count`) is not.
    func mayWrite(after index: Int) -> Bool {
        let comparisons: Set<String> = ["==", "!=", "<=", ">=", "===", "!=="]
        var current = index
        while let next = file.next(after: current) {
            if file.punctuation(next, "."), let member = file.next(after: next), file.tokens[member].kind == .identifier {
                current = member
            } else if file.punctuation(next, "["), let close = brackets.match(next) {
                current = close
            } else if file.token(next, is: "?") || file.token(next, is: "!"), next == current + 1 {
                current = next
            } else if file.punctuation(next, "(") || file.punctuation(next, "{") {
                return current != index && file.tokens[current].kind == .identifier
            } else {
                let text = file.text(next)
                return text == "=" || (file.tokens[next].kind == .operator && text.hasSuffix("=") && !comparisons.contains(text))
            }
        }
        return false
    }
}
