/// One type or extension declaration as the project index records it.
public struct TypeEntry: Sendable, Equatable {
    /// The declaration keyword.
    public var kind: TypeKind
    /// The declared or extended name.
    public var name: String
    /// Inherited types and conformances.
    public var inherited: [String]
    /// `where` clause requirements.
    public var requirements: [String]
    /// The file it was declared in.
    public var path: String
    /// 1-based line of its keyword.
    public var line: Int
    /// Names of the types it is nested in, outermost first (empty at the top level).
    public var outerTypes: [String]

    /// Records a declaration of `model`'s file.
    public init(_ declaration: TypeDeclaration, in model: SourceModel) {
        kind = declaration.kind
        name = declaration.name
        inherited = declaration.inherited
        requirements = declaration.requirements
        path = model.file.path
        line = model.file.location(declaration.keywordIndex).line
        outerTypes = declaration.outerTypes
    }

    /// Records an alias as a type that inherits only its target: what the target resolves to,
    /// the alias resolves to (`extension BottomSheetController` of a controller's alias).
    public init(_ alias: TypeAlias, in model: SourceModel) {
        kind = .typealias
        name = alias.name
        inherited = [alias.target]
        requirements = []
        path = model.file.path
        line = model.file.location(alias.keywordIndex).line
        outerTypes = alias.outerTypes
    }
}

/// One step of a resolution: a project type and where it is declared, or a framework type.
public struct ResolutionStep: Sendable, Equatable {
    /// The type's name.
    public var name: String
    /// `path:line` of a project declaration; nil for a framework type.
    public var location: String?
}

/// What the index knows about a type: its framework kind and how it got there.
public struct TypeResolution: Sendable, Equatable {
    /// The framework kind, or nil when the chain reaches a type nobody declares (unknown).
    public var kind: FrameworkKind?
    /// The chain from the type to the framework type (or to where it stopped).
    public var path: [ResolutionStep]

    /// The chain as `CardView → BaseView (Views/BaseView.swift:3) → UIView`.
    public var description: String {
        path.map { step in step.location.map { "\(step.name) (\($0))" } ?? step.name }
            .joined(separator: " → ") + (kind == nil ? " → ?" : "")
    }
}

/// The project-wide type index: type name -> declarations, resolved to framework kinds
/// through project-local superclasses. Deterministic whatever order files were added in.
public struct TypeIndex: Sendable {
    /// Declarations by name (extensions excluded), sorted by path and line.
    public private(set) var types: [String: [TypeEntry]] = [:]
    /// Extensions by extended name, sorted by path and line.
    public private(set) var extensions: [String: [TypeEntry]] = [:]
    /// Per extended name, the framework protocols its extensions adopt that give it a kind
    /// (`extension AlertModifier: ViewModifier`), gathered as files are added.
    private(set) var protocolsFromExtensions: [String: [String]] = [:]
    /// Whether a top-level project type has a framework type's name: then a resolution can meet
    /// a project declaration where it expected a framework type, and `missingNames` takes the
    /// slow, exact path.
    private(set) var shadowsFramework = false
    /// Alias names the project gives more than one target (one per `#if` branch).
    private var ambiguousAliases: Set<String> = []
    /// The framework names the index resolves to kinds, supplied by the layer above.
    public let catalog: FrameworkCatalog

    /// An empty index over `catalog` (by default none: every framework name stays unknown).
    public init(catalog: FrameworkCatalog = FrameworkCatalog()) {
        self.catalog = catalog
    }

    /// Adds every type declaration of `model`.
    public mutating func add(_ model: SourceModel) {
        for declaration in model.typeDeclarations {
            let entry = TypeEntry(declaration, in: model)
            if declaration.kind == .extension {
                Self.insert(entry, into: &extensions[entry.name, default: []])
                let kinds = entry.inherited.filter(givesKind)
                if !kinds.isEmpty { protocolsFromExtensions[entry.name, default: []] += kinds }
            } else {
                Self.insert(entry, into: &types[entry.name, default: []])
                if entry.outerTypes.isEmpty, catalog.kind(of: entry.name) != nil { shadowsFramework = true }
            }
        }
        for alias in model.typeAliases() where alias.target != alias.name && !alias.hasMore {
            addAlias(TypeEntry(alias, in: model))
        }
    }

    /// Records an alias, unless the project gives its name two targets (`PlatformView` is a
    /// `UIView` under `#if canImport(UIKit)` and an `NSView` under `#else`): then which one a
    /// build sees is the build's to say, and the name stays unknown, whatever order files come in.
    private mutating func addAlias(_ entry: TypeEntry) {
        guard !ambiguousAliases.contains(entry.name) else { return }
        if let other = types[entry.name]?.first(where: { $0.kind == .typealias }), other.inherited != entry.inherited {
            ambiguousAliases.insert(entry.name)
            types[entry.name]?.removeAll { $0.kind == .typealias }
            if types[entry.name]?.isEmpty == true { types[entry.name] = nil }
            return
        }
        Self.insert(entry, into: &types[entry.name, default: []])
        if entry.outerTypes.isEmpty, catalog.kind(of: entry.name) != nil { shadowsFramework = true }
    }

    /// Puts `entry` after every entry that does not sort after it: what appending and a stable
    /// sort gave. Re-sorting a name's whole list for every file made one type extended in
    /// thousands of files quadratic; files usually arrive in path order, so this appends.
    private static func insert(_ entry: TypeEntry, into list: inout [TypeEntry]) {
        guard let last = list.last, order(entry, last) else {
            list.append(entry)
            return
        }
        list.insert(entry, at: list.partitionPoint { order(entry, $0) })
    }

    private static func order(_ a: TypeEntry, _ b: TypeEntry) -> Bool {
        (a.path, a.line) < (b.path, b.line)
    }

    /// Whether `name` is declared in the project (not an extension).
    public func declares(_ name: String) -> Bool { types[Self.lastComponent(name)] != nil }

    /// The last component of a dotted name: `UIKit.UIView` -> `UIView`.
    public static func lastComponent(_ name: String) -> String {
        // By bytes: a search by `Character` breaks graphemes, and every call-graph edge asks.
        let bytes = name.utf8
        guard let dot = bytes.lastIndex(of: UInt8(ascii: ".")) else { return name }
        return String(name[bytes.index(after: dot)...])
    }
}

extension Substring {
    var trimmingSpaces: String {
        String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }
}
