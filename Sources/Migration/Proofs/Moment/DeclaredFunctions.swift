import SourceModel

/// The instance functions the project declares, by base name, with each declaration's
/// parameters: whether a call is of the project's own code, and whether it takes a closure
/// without `@escaping` (then the closure runs during the call). Built once per project.
struct DeclaredFunctions: Sendable {
    private var parameters: [String: [[Parameter]]] = [:]
    /// The functions the files not lexed declare, by name only (`func resized(` in an extension
    /// file no use reaches): a call of one is of the project's own code too.
    private var elsewhere: Set<String> = []

    init() {}

    init(_ declared: [String: [String: DeclaredMember]], elsewhere: Set<String> = []) {
        for members in declared.values {
            for (key, member) in members where !member.isProperty {
                parameters[Scope.baseName(ofKey: key), default: []].append(member.parameters)
            }
        }
        self.elsewhere = elsewhere
    }

    /// The names of the functions `files` declare outside the `lexed` ones, by one byte search
    /// each. A library's copy in the project (a vendored SnapKit) declares its own API, not the app's.
    static func names(in files: [ProjectFile], besides lexed: [SourceModel]) -> Set<String> {
        let lexedPaths = Set(lexed.map(\.file.path))
        let others = files.filter { !lexedPaths.contains($0.path) && VendoredCode.folder(of: $0.path) == nil }
        return Set(concurrentMap(others) { file in
            CopiedLibraries.library(namedIn: file.bytes) == nil ? ByteScan.declaredFunctionNames(file.bytes) : []
        }.joined())
    }

    /// Whether the project declares a function of this base name, in any of its files.
    func declares(_ name: String) -> Bool { parameters[name] != nil || elsewhere.contains(name) }

    /// Whether every declaration of the function a closure is handed to takes it without
    /// `@escaping`: its labelled parameter, or the last closure parameter for a trailing one.
    func takesWithoutEscaping(_ site: ClosureSite) -> Bool {
        guard let callee = site.callee, let declarations = parameters[callee] else { return false }
        return declarations.allSatisfy { list in
            let closures = list.filter { $0.type.contains("->") }
            let parameter = site.label.map { label in closures.first { $0.label == label } } ?? closures.last
            return parameter.map { !$0.type.contains("@escaping") } ?? false
        }
    }
}
