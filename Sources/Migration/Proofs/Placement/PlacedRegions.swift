import SourceModel

/// The parts of one file that some SwiftUI placement covers (laid past the safe area, put in a
/// horizontal scroll view), grown from the views each placement holds: every identifier spelled
/// there counts as placed, and the members and types of the file it names are followed from name
/// to declaration, since their views end up in the same place.
struct PlacedRegions {
    /// A covered token range and the token that places it (the modifier, the scroll view).
    private struct Region {
        var range: ClosedRange<Int>
        var anchor: Int
    }
    private let regions: [Region]
    /// Ranges inside the regions that show elsewhere (a sheet's content, a navigation destination):
    /// neither covered nor grown from.
    private let excluded: [ClosedRange<Int>]
    /// Every identifier spelled inside a region: the types the placements hold.
    let placedNames: Set<String>

    /// The regions grown from `starts`: each placing token and the range it covers directly,
    /// less the `excluded` ranges (`PresentedContent`).
    init(_ model: SourceModel, starts: [(anchor: Int, range: ClosedRange<Int>)], excluding excluded: [ClosedRange<Int>] = []) {
        let file = model.file
        self.excluded = excluded
        guard !starts.isEmpty else { (regions, placedNames) = ([], []); return }
        let declarations = Self.declarationsByName(model)
        var regions: [Region] = []
        var names = Set<String>()
        // A declaration is followed once for the whole file: a later placement naming it again is
        // covered by the first region, which keeps the file's cost at its size.
        var followed = Set<Int>()
        for start in starts {
            var pending = [start.range]
            while let range = pending.popLast() {
                regions.append(Region(range: range, anchor: start.anchor))
                for index in range where Self.names(index, file) && !excluded.contains(where: { $0.contains(index) }) {
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

    /// The placing token whose region holds `index`, if any.
    func anchor(covering index: Int) -> Int? {
        guard !excluded.contains(where: { $0.contains(index) }) else { return nil }
        return regions.first { $0.range.contains(index) }?.anchor
    }

    /// Whether the token at `index` names something (a view, a member of the file) rather than
    /// labelling an argument (`width:`) or naming another value's member (`.padding`).
    private static func names(_ index: Int, _ file: SyntaxFile) -> Bool {
        guard file.tokens[index].kind == .identifier else { return false }
        if let next = file.next(after: index), file.punctuation(next, ":") { return false }
        guard let dot = file.previous(before: index), file.punctuation(dot, ".") else { return true }
        return file.previous(before: dot).map { file.keyword($0, "self") } ?? false
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

extension PlacedRegions {
    /// The content closure of the SwiftUI container named at token `name` (`ScrollView(.horizontal) { … }`,
    /// `List { … }`): its arguments' parentheses, where it has them, and its braces.
    static func content(of name: Int, in model: SourceModel) -> (arguments: ClosedRange<Int>?, braces: ClosedRange<Int>)? {
        let file = model.file
        guard var brace = file.next(after: name) else { return nil }
        var arguments: ClosedRange<Int>?
        if file.punctuation(brace, "(") {
            guard let close = model.brackets.match(brace), let next = file.next(after: close) else { return nil }
            arguments = brace...close
            brace = next
        }
        guard file.punctuation(brace, "{"), let end = model.brackets.match(brace) else { return nil }
        return (arguments, brace...end)
    }
}
