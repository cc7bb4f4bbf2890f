import SourceModel

/// The view types of one file that put their content into a view they store (not an outlet of
/// their own nib) and never into themselves, nor hand themselves to a call that could:
/// `MessageView(add: host)` builds its subviews into `host`. Its own bounds, traits and scale are not proven to be those of the content it lays
/// out, so none of them stands for the screen it replaces.
struct DetachedViews {
    /// The types' last name components.
    let names: Set<String>

    /// The methods that put a view into a receiver's hierarchy.
    static let insertions: Set<String> = ["addSubview", "addArrangedSubview", "insertSubview", "insertArrangedSubview"]

    init(model: SourceModel) {
        let file = model.file
        var stored: [String: Set<String>] = [:]
        for (index, scope) in model.scopes.enumerated() {
            // An outlet is a view of the type's own nib: content added to it is in the type's hierarchy.
            guard let property = scope.propertyDeclaration, property.isStored, !property.isSetByInterfaceBuilder,
                  let (name, type) = model.callableMethod(index) else { continue }
            stored[type, default: []].insert(name)
        }
        var intoSelf: Set<String> = [], intoStored: Set<String> = []
        for index in file.identifierTokens(spelled: Self.insertions) {
            guard let open = file.next(after: index), file.punctuation(open, "("),
                  let type = model.context(at: index).type.map({ TypeIndex.lastComponent($0.name) }) else { continue }
            switch Self.receiver(of: index, in: file) {
            // A cell's content view (and its background views) is part of the cell itself.
            case nil, "contentView"?, "backgroundView"?, "selectedBackgroundView"?: intoSelf.insert(type)
            case let name? where stored[type]?.contains(name) == true: intoStored.insert(type)
            default: continue
            }
        }
        // `backgroundView = built`: a cell's background views are part of the cell itself.
        for index in file.identifierTokens(spelled: Self.ownViewSlots) {
            guard let equals = file.next(after: index), file.punctuation(equals, "="), Self.receiver(of: index, in: file) == nil,
                  let type = model.context(at: index).type.map({ TypeIndex.lastComponent($0.name) }) else { continue }
            intoSelf.insert(type)
        }
        // A type that hands itself to a call (`makeScroll(delegate: self, super: self)`) may have
        // the callee add its content to it: nothing proves it stays out of its own hierarchy.
        if !intoStored.subtracting(intoSelf).isEmpty {
            for index in file.tokens.indices where file.keyword(index, "self") && Self.isArgument(index, in: file) {
                if let type = model.context(at: index).type.map({ TypeIndex.lastComponent($0.name) }) { intoSelf.insert(type) }
            }
        }
        names = intoStored.subtracting(intoSelf)
    }

    /// Whether the token at `index` is a whole argument of a call: `f(self)`, `f(x, super: self)`.
    private static func isArgument(_ index: Int, in file: SyntaxFile) -> Bool {
        guard let before = file.previous(before: index), let after = file.next(after: index) else { return false }
        let opens = file.punctuation(before, "(") || file.punctuation(before, ",") || file.punctuation(before, ":")
        return opens && (file.punctuation(after, ")") || file.punctuation(after, ","))
    }

    /// The properties of a view whose value it shows inside itself: a cell's background views and accessory.
    static let ownViewSlots: Set<String> = ["backgroundView", "selectedBackgroundView", "accessoryView"]

    /// The stored-property-like name a call at `index` is made on: `host` in `host.addSubview(…)`,
    /// `host?.addSubview(…)` or `self.host.addSubview(…)`; nil for `self` itself (`addSubview(…)`, `self.addSubview(…)`);
    /// `""` for any other receiver.
    private static func receiver(of index: Int, in file: SyntaxFile) -> String? {
        guard let dot = file.previous(before: index), file.punctuation(dot, "."),
              var name = file.previous(before: dot) else { return nil }
        // `host?.addSubview(…)`, `host!.addSubview(…)`: the receiver is the name before the mark.
        if file.token(name, is: "?") || file.token(name, is: "!") {
            guard let unwrapped = file.previous(before: name) else { return "" }
            name = unwrapped
        }
        if file.keyword(name, "self") { return nil }
        guard file.tokens[name].kind == .identifier else { return "" }
        if let link = file.previous(before: name), file.punctuation(link, ".") {
            guard let owner = file.previous(before: link), file.keyword(owner, "self") else { return "" }
        }
        return file.text(name)
    }
}
