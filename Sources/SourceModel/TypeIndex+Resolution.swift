extension TypeIndex {
    /// Resolves a type name through project declarations to a framework kind.
    public func resolve(_ name: String) -> TypeResolution {
        var visited: Set<String> = []
        switch enter(name, visited: &visited) {
        case .leaf(let kind, let step): return TypeResolution(kind: kind, path: [step])
        case .declared(let frame): return resolve(from: frame, visited: &visited)
        }
    }

    /// Resolves the type that a declaration declares or extends, honouring `where Self: X`.
    public func resolve(_ declaration: TypeDeclaration) -> TypeResolution {
        if declaration.kind == .extension {
            for requirement in declaration.requirements {
                let parts = requirement.split(separator: ":").map { $0.trimmingSpaces }
                if parts.count == 2, parts[0] == "Self" {
                    let resolved = resolve(parts[1])
                    if resolved.kind != nil { return resolved }
                }
            }
            return resolve(declaration.name)
        }
        var visited: Set<String> = [declaration.name]
        let frame = ResolutionFrame(step: ResolutionStep(name: declaration.name, location: nil),
                                    inherited: declaration.inherited + protocolsFromExtensions(of: Self.lastComponent(declaration.name)))
        return resolve(from: frame, visited: &visited)
    }

    /// What a name leads to: a project declaration to walk into, or a framework or unknown type.
    enum Entered {
        case declared(ResolutionFrame)
        case leaf(FrameworkKind?, ResolutionStep)
    }

    /// The declaration `name` stands for, unless it was already walked through (a cycle).
    func enter(_ name: String, visited: inout Set<String>) -> Entered {
        let simple = Self.lastComponent(name)
        if let entry = usableEntry(name, simple: simple), visited.insert(simple).inserted {
            return .declared(ResolutionFrame(step: ResolutionStep(name: simple, location: "\(entry.path):\(entry.line)"),
                                             inherited: entry.inherited + protocolsFromExtensions(of: simple)))
        }
        return .leaf(catalog.kind(of: name), ResolutionStep(name: simple, location: nil))
    }

    /// The framework protocols an extension of `name` adopts that give it a kind
    /// (`extension AlertModifier: ViewModifier`): a type is what its extensions make it too.
    func protocolsFromExtensions(of name: String) -> [String] {
        (protocolsFromExtensions[name] ?? []).sorted()
    }

    /// Whether adopting `name` in an extension gives a type a kind: SwiftUI's and the trait
    /// environment's protocols. Others (a library's delegate, `Codable`) are left out, so they cannot
    /// make a known type unknown.
    func givesKind(_ name: String) -> Bool {
        switch catalog.kind(of: name) {
        case .swiftUIView?, .swiftUI?, .traitEnvironment?: return true
        default: return false
        }
    }

    /// The project declaration a reference to `name` means: a project type shadows a framework
    /// name (a project's own `UIScreen`, say); a nested one (`Design.UIScreen`) does not shadow
    /// it everywhere else.
    func usableEntry(_ name: String, simple: String) -> TypeEntry? {
        let isFramework = catalog.kind(of: name) != nil
        return types[simple]?.first { !isFramework || $0.outerTypes.isEmpty }
    }

    /// A depth-first walk up the inheritance lists with an explicit stack, so a chain thousands
    /// of classes deep neither overflows nor copies its path at every level: paths are built
    /// leaf first and reversed once. The first view-like kind found wins; an unknown base makes
    /// a type unknown (it may be a view from a package we cannot see), never plain.
    func resolve(from root: ResolutionFrame, visited: inout Set<String>) -> TypeResolution {
        var stack = [root]
        var delivered: Delivered?
        while !stack.isEmpty {
            let top = stack.count - 1
            if var result = delivered {
                delivered = nil // so that `result` owns its path and appends in place
                switch result.kind {
                case nil: stack[top].sawUnknown = true
                case .plain?: if stack[top].plain == nil { stack[top].plain = result.reversedPath }
                case .some:
                    result.reversedPath.append(stack.removeLast().step)
                    delivered = result
                    continue
                }
            }
            guard stack[top].next < stack[top].inherited.count else {
                var frame = stack.removeLast()
                if frame.sawUnknown {
                    delivered = Delivered(kind: nil, reversedPath: [frame.step])
                } else {
                    var path = frame.plain ?? []
                    frame.plain = nil
                    path.append(frame.step)
                    delivered = Delivered(kind: .plain, reversedPath: path)
                }
                continue
            }
            let name = stack[top].inherited[stack[top].next]
            stack[top].next += 1
            switch enter(name, visited: &visited) {
            case .declared(let frame): stack.append(frame)
            case .leaf(let kind, let step): delivered = Delivered(kind: kind, reversedPath: [step])
            }
        }
        guard let result = delivered else { return TypeResolution(kind: nil, path: []) }
        return TypeResolution(kind: result.kind, path: result.reversedPath.reversed())
    }
}

/// What a finished part of a resolution hands to the type that inherits from it.
struct Delivered {
    var kind: FrameworkKind?
    /// The path from the framework type (or where it stopped) back to this part.
    var reversedPath: [ResolutionStep]
}

/// A project type whose inheritance list a resolution is walking.
struct ResolutionFrame {
    /// The type itself, as the path shows it.
    var step: ResolutionStep
    /// Its inherited types and conformances, in source order.
    var inherited: [String]
    /// Where the walk is in `inherited`.
    var next = 0
    /// Whether an inherited type resolved to nothing known.
    var sawUnknown = false
    /// The path (leaf first) of the first inherited type that resolved to a plain type.
    var plain: [ResolutionStep]?
}
