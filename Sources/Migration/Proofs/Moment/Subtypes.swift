import SourceModel

/// The project's types under each type they derive from, found once: a subclass's
/// `layoutSubviews()` that calls an inherited helper, or a conformer's that calls a protocol
/// extension's method, is a way into that helper, and its owner's own table cannot see it.
struct Subtypes: Sendable {
    /// Per ancestor (last name component: `BaseView`, `UIView`, `ShadowCasting`), the qualified
    /// names of the project types below it.
    private var below: [String: [String]] = [:]

    init() {}

    /// The subtypes among the types of `declared` (members by qualified name of the types the
    /// project's files declare members in), from the index's superclass chains and declared
    /// conformances, and for a chain that leaves the scanned files, the UIKit root class the type's
    /// overrides show (a chat library's controller that overrides `viewWillAppear(_:)` is a
    /// `UIViewController`); and the classes of `unindexed`, declarations of files lexed for their
    /// calls only (a subclass calling an inherited member), from the superclass each names.
    init(_ declared: [String: [String: DeclaredMember]], index: TypeIndex, unindexed: [TypeDeclaration] = []) {
        // Ancestors depend on the last name only: many nested types of one name (`Cell`) share them.
        var ancestorsByName: [String: Set<String>] = [:]
        for (type, members) in declared {
            let name = TypeIndex.lastComponent(type)
            // Extensions of framework types (`extension UIView`) declare members too: not subtypes.
            guard index.types[name] != nil else { continue }
            if ancestorsByName[name] == nil {
                let resolution = index.resolve(name)
                var ancestors = Set(resolution.path.dropFirst().map { TypeIndex.lastComponent($0.name) })
                if resolution.kind == nil { ancestors.formUnion(UnresolvedSuperclass.frameworkAncestors(shownBy: members)) }
                ancestors.formUnion(Self.conformances(of: name, index: index))
                ancestors.remove(name)
                ancestorsByName[name] = ancestors
            }
            for ancestor in ancestorsByName[name] ?? [] { below[ancestor, default: []].append(type) }
        }
        addUnindexed(unindexed.filter { $0.kind == .class && index.types[$0.name] == nil }, index: index, declared: declared)
        for key in below.keys { below[key]?.sort() }
    }

    /// Each class of `classes` under its superclass and that one's ancestors, the index's or
    /// another of `classes`' own; where the chain leaves the scanned files, under the UIKit root
    /// class its overrides in `declared` show.
    private mutating func addUnindexed(_ classes: [TypeDeclaration], index: TypeIndex, declared: [String: [String: DeclaredMember]]) {
        let parents = Dictionary(classes.compactMap { type in type.inherited.first.map { (type.name, TypeIndex.lastComponent($0)) } },
                                 uniquingKeysWith: { first, _ in first })
        for type in classes {
            var ancestors: Set<String> = []
            var current = parents[type.name]
            while let parent = current, ancestors.insert(parent).inserted {
                if parents[parent] == nil {
                    let resolution = index.resolve(parent)
                    ancestors.formUnion(resolution.path.map { TypeIndex.lastComponent($0.name) })
                    if resolution.kind == nil {
                        ancestors.formUnion(UnresolvedSuperclass.frameworkAncestors(shownBy: declared[type.qualifiedName] ?? [:]))
                    }
                }
                current = parents[parent]
            }
            ancestors.remove(type.name)
            for ancestor in ancestors { below[ancestor, default: []].append(type.qualifiedName) }
        }
    }

    /// The protocols a type and its project supertypes declare, and the protocols those inherit.
    private static func conformances(of name: String, index: TypeIndex) -> Set<String> {
        var found: Set<String> = []
        var pending = [name]
        while let current = pending.popLast() {
            for entries in [index.types[current] ?? [], index.extensions[current] ?? []] {
                for entry in entries {
                    for inherited in entry.inherited.map(TypeIndex.lastComponent) where found.insert(inherited).inserted {
                        pending.append(inherited)
                    }
                }
            }
        }
        return found
    }

    /// The project types below `type` (its last name component).
    func of(_ type: String) -> [String] {
        below[TypeIndex.lastComponent(type)] ?? []
    }
}
