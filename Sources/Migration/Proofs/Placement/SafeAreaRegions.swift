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
    private let regions: PlacedRegions
    /// Every identifier spelled inside a region: the types a full-bleed view places.
    var placedNames: Set<String> { regions.placedNames }

    /// The regions of the modifiers that give up the safe area along `axis` (every modifier when nil):
    /// a view under `.edgesIgnoringSafeArea(.bottom)` is full-bleed in height, not in width.
    init(_ model: SourceModel, along axis: Axis? = nil) {
        let file = model.file
        let modifiers = file.identifierTokens(spelled: SafeAreaIgnoring.words)
            .filter { !SafeAreaIgnoring.isKeyboardOnly(at: $0, in: file) }
            .filter { modifier in axis.map { SafeAreaIgnoring.axes(at: modifier, in: model).contains($0) } ?? true }.sorted()
        guard let last = file.tokens.indices.last else { regions = PlacedRegions(model, starts: []); return }
        regions = PlacedRegions(model, starts: modifiers.map { ($0, Self.receiver(of: $0, in: model) ?? 0...last) })
    }

    /// The `.ignoresSafeArea()` whose region holds `index`, if any.
    func modifier(covering index: Int) -> Int? {
        regions.anchor(covering: index)
    }

    /// The tokens of the view that the modifier at `modifier` modifies (lays past the safe area): from the
    /// start of its receiver to the dot. A `content` receiver (a view modifier's) stands for views
    /// elsewhere, so the whole file counts; a dot with no receiver, the enclosing declaration.
    static func receiver(of modifier: Int, in model: SourceModel) -> ClosedRange<Int>? {
        let file = model.file
        guard let dot = file.previous(before: modifier), file.punctuation(dot, ".") else { return enclosing(modifier, model) }
        guard let end = file.previous(before: dot), file.tokens[end].kind == .identifier || file.keyword(end, "self")
                || file.punctuation(end, ")") || file.punctuation(end, "}") || file.punctuation(end, "]")
                || file.token(end, is: "?") || file.token(end, is: "!") else { return enclosing(modifier, model) }
        let start = model.chainStart(endingAt: end)
        if file.token(start, is: "content") { return nil }
        return start...dot
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
}
