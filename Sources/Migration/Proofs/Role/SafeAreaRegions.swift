import SourceModel

/// The parts of one file that SwiftUI lays past the safe area: the view each `.ignoresSafeArea()`
/// modifies (its receiver, `ZStack { … }` in `ZStack { … }.ignoresSafeArea()`), and the members and
/// types of the file that such a view names, followed from name to declaration. A view outside
/// every region (a sibling `Color.black.ignoresSafeArea()` behind it, another branch of an `if`)
/// gets the safe area's size from its container, the same as a view in a file without one.
///
/// Where the modified view cannot be told (a modifier's `content`, a modifier with no receiver
/// before it) the region is the whole enclosing declaration or file: a region too large refuses a
/// rewrite, never lets one through.
struct SafeAreaRegions {
    /// A covered token range and the modifier that covers it.
    private struct Region {
        var range: ClosedRange<Int>
        var modifier: Int
    }
    private let regions: [Region]
    /// Every identifier spelled inside a region: the types a full-bleed view places.
    let placedNames: Set<String>

    init(_ model: SourceModel) {
        let file = model.file
        let modifiers = file.identifierTokens(spelled: SafeAreaIgnoring.words)
            .filter { !SafeAreaIgnoring.isKeyboardOnly(at: $0, in: file) }.sorted()
        guard !modifiers.isEmpty, let last = file.tokens.indices.last else { (regions, placedNames) = ([], []); return }
        let declarations = Self.declarationsByName(model)
        var regions: [Region] = []
        var names = Set<String>()
        // A declaration is followed once for the whole file: a later modifier naming it again is
        // covered by the first region, which keeps the file's cost at its size.
        var followed = Set<Int>()
        for modifier in modifiers {
            var pending = [Self.receiver(of: modifier, in: model) ?? 0...last]
            while let range = pending.popLast() {
                regions.append(Region(range: range, modifier: modifier))
                for index in range where Self.names(index, file) {
                    let name = file.text(index)
                    names.insert(name)
                    for scope in declarations[name, default: []] where followed.insert(scope).inserted {
                        pending.append(model.scopes[scope].range)
                    }
                }
            }
        }
        (self.regions, placedNames) = (regions, names)
    }

    /// The `.ignoresSafeArea()` whose region holds `index`, if any.
    func modifier(covering index: Int) -> Int? {
        regions.first { $0.range.contains(index) }?.modifier
    }

    /// The tokens of the view that the modifier at `modifier` lays past the safe area: from the
    /// start of its receiver to the dot. A `content` receiver (a view modifier's) stands for views
    /// elsewhere, so the whole file counts; a dot with no receiver, the enclosing declaration.
    private static func receiver(of modifier: Int, in model: SourceModel) -> ClosedRange<Int>? {
        let file = model.file
        guard let dot = file.previous(before: modifier), file.punctuation(dot, ".") else { return enclosing(modifier, model) }
        guard let end = file.previous(before: dot), file.tokens[end].kind == .identifier || file.keyword(end, "self")
                || file.punctuation(end, ")") || file.punctuation(end, "}") || file.punctuation(end, "]")
                || file.token(end, is: "?") || file.token(end, is: "!") else { return enclosing(modifier, model) }
        let start = model.chainStart(endingAt: end)
        if file.token(start, is: "content") { return nil }
        return start...dot
    }

    /// Whether the token at `index` names something (a view, a member of the file) rather than
    /// labelling an argument (`width:`) or naming another value's member (`.padding`).
    private static func names(_ index: Int, _ file: SyntaxFile) -> Bool {
        guard file.tokens[index].kind == .identifier else { return false }
        if let next = file.next(after: index), file.punctuation(next, ":") { return false }
        guard let dot = file.previous(before: index), file.punctuation(dot, ".") else { return true }
        return file.previous(before: dot).map { file.keyword($0, "self") } ?? false
    }

    /// The declaration (a function, a property, else the type) holding `index`.
    private static func enclosing(_ index: Int, _ model: SourceModel) -> ClosedRange<Int>? {
        for scope in model.scopeChain(at: index).reversed() {
            switch model.scopes[scope].kind {
            case .function, .property, .type: return model.scopes[scope].range
            default: continue
            }
        }
        return nil
    }

    /// The scopes of the file's functions, properties and types, by name.
    private static func declarationsByName(_ model: SourceModel) -> [String: [Int]] {
        var byName: [String: [Int]] = [:]
        for (index, scope) in model.scopes.enumerated() {
            switch scope.kind {
            case .function(let function): byName[function.name, default: []].append(index)
            case .property(let property): property.names.forEach { byName[$0, default: []].append(index) }
            case .type(let type): byName[TypeIndex.lastComponent(type.name), default: []].append(index)
            default: continue
            }
        }
        return byName
    }
}
