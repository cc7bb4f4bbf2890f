@testable import SourceModel

/// The type index's resolution as it was first written (recursive, re-resolving every list),
/// kept as an oracle: the faster resolution must give exactly its answers, quirks included
/// (a type reached twice through a diamond is an unknown name the second time).
struct ReferenceTypeIndex {
    let types: [String: [TypeEntry]]

    func resolve(_ name: String) -> TypeResolution {
        var visited: Set<String> = []
        return resolve(name, visited: &visited)
    }

    func resolve(_ declaration: TypeDeclaration) -> TypeResolution {
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
        let step = ResolutionStep(name: declaration.name, location: nil)
        return resolve(inherited: declaration.inherited, from: step, visited: &visited)
    }

    private func resolve(_ name: String, visited: inout Set<String>) -> TypeResolution {
        let simple = TypeIndex.lastComponent(name)
        let isFramework = testCatalog.kind(of: name) != nil
        if let entry = types[simple]?.first(where: { !isFramework || $0.outerTypes.isEmpty }), !visited.contains(simple) {
            visited.insert(simple)
            let step = ResolutionStep(name: simple, location: "\(entry.path):\(entry.line)")
            return resolve(inherited: entry.inherited, from: step, visited: &visited)
        }
        return TypeResolution(kind: testCatalog.kind(of: name), path: [ResolutionStep(name: simple, location: nil)])
    }

    private func resolve(inherited: [String], from step: ResolutionStep,
                         visited: inout Set<String>) -> TypeResolution {
        var sawUnknown = false
        var plain: TypeResolution?
        for name in inherited {
            let resolved = resolve(name, visited: &visited)
            switch resolved.kind {
            case nil: sawUnknown = true
            case .plain?: plain = plain ?? resolved
            case .some: return TypeResolution(kind: resolved.kind, path: [step] + resolved.path)
            }
        }
        if sawUnknown { return TypeResolution(kind: nil, path: [step]) }
        return TypeResolution(kind: .plain, path: [step] + (plain?.path ?? []))
    }

    func missingNames(from lists: [[String]]) -> Set<String> {
        var missing: Set<String> = []
        var seen: Set<String> = []
        var queue = lists
        while let list = queue.popLast() {
            if list.contains(where: { name in
                let kind = resolve(name).kind
                return kind != nil && kind != .plain && kind != .swiftUIView && kind != .swiftUI
            }) { continue }
            for name in list {
                let simple = TypeIndex.lastComponent(name)
                guard seen.insert(simple).inserted else { continue }
                if let entries = types[simple] {
                    queue.append(contentsOf: entries.map(\.inherited))
                } else if testCatalog.kind(of: name) == nil {
                    missing.insert(simple)
                }
            }
        }
        return missing
    }
}
