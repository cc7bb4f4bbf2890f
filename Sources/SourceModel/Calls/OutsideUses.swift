/// Where members are used through a receiver other than `self`: `page.show(size)`,
/// `sheet.collapsedHeight`, `$0.relayout()`. Such a use runs at a time the member's own type
/// does not control, so a member used this way has no proven moment.
///
/// A use is known by its base name, its shape (argument labels and trailing closures, or a read)
/// and, where the tokens say, the receiver's declared type: `service.search(query) { … }` is not
/// a controller's `search(_:)`, and `transition.update(0.5)` on a `UIPercentDrivenInteractiveTransition`
/// is no project type's `update(_:)`. A receiver of unknown type may be any type's.
public struct OutsideUses: Sendable {
    /// One use through another receiver.
    public struct Place: Sendable, Equatable {
        /// `path:line`.
        public var location: String
        /// The call's shape, or nil for a use that is not a call (a property read, a reference).
        public var shape: CallShape?
        /// Whether the use is the target of an assignment (`layout.itemSize = …`).
        public var assigns: Bool
        /// The receiver's declared type as written (`PhotoCell`), or nil when the tokens do not say.
        public var receiverType: String?
        /// The type and the member key (`member(labels:)`) the use sits in, nil at the top level.
        public var userType: String?
        public var userMember: String?
        /// The member the use sits in, as `Type.member(labels:)`, or nil at the top level.
        public var user: String? { userType.flatMap { type in userMember.map { type + "." + $0 } } }
        /// Whether the use sits in an escaping closure of that member, which may run later.
        public var inClosure = false
    }

    /// Per base name, the places another receiver uses it, one per distinct shape and receiver type.
    private var places: [String: [Place]] = [:]

    /// No outside uses.
    public init() {}

    /// The outside uses of `names` in `model`'s file, except through a receiver named in
    /// `valueMembers`: members of a value type a name may share (`bounds.height`, `size.width`).
    public init(_ model: SourceModel, names: Set<String>, valueMembers: Set<String> = []) {
        self.init(model, search: OutsideUses.search(for: names), valueMembers: valueMembers)
    }

    /// The search for `names` used after a `.`, planned once for every file.
    public static func search(for names: Set<String>) -> WordSearch {
        let spelled = names.sorted().map { Array($0.utf8) }
        return WordSearch(spelled, members: Set(spelled))
    }

    /// The outside uses of the names `search` finds in `model`'s file: each hit of the bytes that
    /// is an identifier token is looked up, so a file costs one search, not a walk over its tokens.
    public init(_ model: SourceModel, search: WordSearch, valueMembers: Set<String> = []) {
        let file = model.file
        var aliases: Set<String>?
        for offset in search.occurrences(in: FileBytes(file.source.bytes)) {
            let index = file.tokenIndex(at: offset)
            guard file.tokens[index].offset == offset, file.tokens[index].kind == .identifier,
                  let receiver = file.otherReceiver(of: index, aliases: []) else { continue }
            let receiverName = file.text(receiver)
            if file.tokens[receiver].kind == .identifier {
                if aliases == nil { aliases = file.namesBoundToSelf() }
                if aliases?.contains(receiverName) == true { continue }
            }
            guard !valueMembers.contains(receiverName), !file.isNamedBySelector(index) else { continue }
            let assigns = file.next(after: index).map { file.token($0, is: "=") } ?? false
            let site = model.memberSite(at: index)
            add(file.text(index), Place(location: "\(file.path):\(file.location(index).line)",
                                        shape: CallShape(of: index, in: model), assigns: assigns,
                                        receiverType: model.receiverType(endingAt: receiver), userType: site?.type,
                                        userMember: site.map { model.scopes[$0.member].memberKey },
                                        inClosure: !(site?.closures.isEmpty ?? true)))
        }
    }

    /// The outside uses found in every part, the first place of each shape kept in order.
    public init(merging parts: [OutsideUses]) {
        for part in parts {
            for (name, found) in part.places {
                for place in found { add(name, place) }
            }
        }
    }

    private mutating func add(_ name: String, _ place: Place) {
        var known = places[name, default: []]
        guard !known.contains(where: {
            $0.shape == place.shape && $0.assigns == place.assigns && $0.receiverType == place.receiverType
        }) else { return }
        known.append(place)
        places[name] = known
    }

    /// The declared types of every receiver a place names (`PhotoCell` in `cell.show(…)`).
    public var receiverTypes: Set<String> {
        Set(places.values.joined().compactMap(\.receiverType))
    }

    /// The first place another receiver uses `name` in a way `fits` accepts (every use, by default).
    public func place(of name: String, fits: (Place) -> Bool = { _ in true }) -> Place? {
        places[name]?.first(where: fits)
    }
}

/// How a call passes its arguments: `show(photo:animated:)` called as `x.show(photo: p) { … }`
/// has the labels `["photo"]` and one trailing closure.
public struct CallShape: Hashable, Sendable {
    /// The labels of the arguments in parentheses, `_` for an unlabelled one.
    public var labels: [String]
    /// The closures after the parentheses.
    public var trailingClosures: Int

    /// A shape with these labels and trailing closures.
    public init(labels: [String], trailingClosures: Int) {
        self.labels = labels
        self.trailingClosures = trailingClosures
    }

    /// The shape of the call whose name is at `name`, or nil when no call follows it.
    init?(of name: Int, in file: SyntaxFile) {
        guard let next = file.next(after: name) else { return nil }
        labels = []
        var after = next
        if file.punctuation(next, "(") {
            var depth = 0, index = next, expectsArgument = true
            while index < file.count {
                let token = file.tokens[index]
                if token.kind == .punctuation {
                    let closes = file.punctuation(index, ")") || file.punctuation(index, "]") || file.punctuation(index, "}")
                    // An argument that starts with punctuation (`[card]`, `(a, b)`, `{ … }`, `.zero`) is unlabelled.
                    if depth == 1, expectsArgument, !closes, !file.punctuation(index, ",") {
                        labels.append("_")
                        expectsArgument = false
                    }
                    if file.punctuation(index, "(") || file.punctuation(index, "[") || file.punctuation(index, "{") { depth += 1 }
                    if closes { depth -= 1 }
                    if depth == 0 { break }
                    if depth == 1 && file.punctuation(index, ",") { expectsArgument = true }
                } else if depth == 1, expectsArgument, token.kind != .whitespace, token.kind != .newline, token.kind != .comment {
                    let colon = file.next(after: index)
                    let labelled = token.kind == .identifier || token.kind == .keyword
                    labels.append(labelled && colon.map { file.punctuation($0, ":") } == true ? file.text(index) : "_")
                    expectsArgument = false
                }
                index += 1
            }
            guard index < file.count, let following = file.next(after: index) else {
                trailingClosures = 0
                return
            }
            after = following
        }
        trailingClosures = file.punctuation(after, "{") ? 1 : 0
        if !file.punctuation(next, "("), trailingClosures == 0 { return nil }
    }

    /// `init(of:in:)` for a name in `model`'s file, where a `{` that opens the block of an `if`,
    /// `guard`, `while`, `for` or `switch` (`if self.canPan(gesture) {`) is that block, not a
    /// trailing closure.
    public init?(of name: Int, in model: SourceModel) {
        let file = model.file
        guard var shape = CallShape(of: name, in: file) else { return nil }
        if shape.trailingClosures == 1, let next = file.next(after: name) {
            let brace = file.punctuation(next, "(") ? model.brackets.match(next).flatMap { file.next(after: $0) } : next
            if let brace, model.statementKeyword(opening: brace) != nil {
                guard file.punctuation(next, "(") else { return nil }
                shape.trailingClosures = 0
            }
        }
        self = shape
    }

    /// Whether a function with `parameters` can be called this way: the labels come in the
    /// parameters' order, there are no more arguments than parameters, each trailing closure
    /// has a parameter of function type at the end to go to, and every parameter the call
    /// leaves out has a default value (`setUp()` does not call `setUp(profile:)`).
    public func canCall(_ parameters: [Parameter]) -> Bool {
        guard labels.count + trailingClosures <= parameters.count else { return false }
        if parameters.suffix(trailingClosures).contains(where: { !Self.mayTakeClosure($0.type) }) { return false }
        var remaining = parameters[...]
        for label in labels {
            guard let found = remaining.firstIndex(where: { $0.label == label }),
                  remaining[..<found].allSatisfy(\.isOmittable) else { return false }
            remaining = remaining[(found + 1)...]
        }
        // The trailing closures go to the function parameters left, the rest must have defaults.
        let required = remaining.filter { !$0.isOmittable }
        return required.count <= trailingClosures && required.allSatisfy { Self.mayTakeClosure($0.type) }
    }

    /// Whether a parameter of the type as written may take a closure: a function type, one marked
    /// `@escaping` (only function types are: `completion: @escaping AnimatableCompletion`), or an
    /// alias named as one (`handler: Completion?`). A missed call is a way in lost.
    static func mayTakeClosure(_ type: String) -> Bool {
        if type.contains("->") || type.contains("@escaping") || type.contains("@autoclosure") { return true }
        let name = type.hasSuffix("?") || type.hasSuffix("!") ? String(type.dropLast()) : type
        guard name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else { return false }
        return ["Block", "Handler", "Completion", "Closure", "Callback", "Action"].contains { name.hasSuffix($0) }
    }
}

extension SyntaxFile {
    /// The last token of the receiver when the identifier at `index` is a member reached
    /// through one that is not `self`, `super` or a name bound to `self` (`aliases`:
    /// `strongSelf` after `guard let strongSelf = self`): `page.show`, `items[0].layout`,
    /// `controller?.itemSize`, `$0.relayout`. Nil for an implicit member (`.show` after `(`,
    /// `=` or `,`: a static member or a case) and for a declaration.
    func otherReceiver(of index: Int, aliases: Set<String>) -> Int? {
        guard let dot = previous(before: index), punctuation(dot, "."),
              var receiver = previous(before: dot) else { return nil }
        // `self?.name`, `weakSelf!.name`: the receiver is the name before the `?` or `!`.
        if token(receiver, is: "?") || token(receiver, is: "!") {
            guard let unwrapped = previous(before: receiver) else { return nil }
            receiver = unwrapped
        }
        if keyword(receiver, "self") || identifier(receiver, "self") || keyword(receiver, "super") { return nil }
        if tokens[receiver].kind == .identifier { return aliases.contains(text(receiver)) ? nil : receiver }
        return punctuation(receiver, ")") || punctuation(receiver, "]") ? receiver : nil
    }

    /// Whether the name at `index` is the argument of `#selector(…)` or `#keyPath(…)`, bare or
    /// after `self.` or a type (`#selector(CardView.panned(_:))`): it names a handler that runs
    /// on an event, no call.
    func isNamedBySelector(_ index: Int) -> Bool {
        var current = previous(before: index)
        while let position = current,
              tokens[position].kind == .identifier || punctuation(position, ".") || keyword(position, "self") {
            current = previous(before: position)
        }
        guard let open = current, punctuation(open, "("), let directive = previous(before: open),
              tokens[directive].kind == .directive else { return false }
        return token(directive, is: "#selector") || token(directive, is: "#keyPath")
    }

    /// The names the file binds to `self` itself: `strongSelf` in `guard let strongSelf = self`,
    /// `me` in `[unowned me = self]`. A member set to `self` (`tableView.delegate = self`) binds
    /// no name: the same name elsewhere (`self.delegate?.play()`) is another object.
    func namesBoundToSelf() -> Set<String> {
        var names: Set<String> = []
        for index in 0..<count where keyword(index, "self") {
            guard let equals = previous(before: index), token(equals, is: "="),
                  let name = previous(before: equals), tokens[name].kind == .identifier,
                  let binder = previous(before: name), bindsName(binder) else { continue }
            // `self` alone ends the value (`guard let strongSelf = self else`, `[unowned me = self]`);
            // `if let view = self?.view` binds a member of self, not self.
            if let after = next(after: index), !endsBoundValue(after, after: index) { continue }
            names.insert(text(name))
        }
        return names
    }

    /// Whether the token at `index`, right after the value that ends at `value`, ends that value.
    private func endsBoundValue(_ index: Int, after value: Int) -> Bool {
        newlineBetween(value, index) || punctuation(index, ",") || punctuation(index, "{") || punctuation(index, "]")
            || punctuation(index, ")") || punctuation(index, ";") || keyword(index, "else") || keyword(index, "in")
    }

    /// Whether the token before a name makes the name a new binding: `let`, `var`, a capture
    /// list's `[`, `,`, `weak` or `unowned`.
    private func bindsName(_ binder: Int) -> Bool {
        keyword(binder, "let") || keyword(binder, "var") || punctuation(binder, "[") || punctuation(binder, ",")
            || token(binder, is: "weak") || token(binder, is: "unowned")
    }
}
