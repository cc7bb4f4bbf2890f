import SourceModel

extension MigrationProject {
    /// The files among `files` not in `lexed` that extend a project type holding a use whose
    /// moment matters (`types`), lexed: calls on `self` from there reach the members that hold
    /// the use, and a moment proven without them would miss a way in. Found by one search for
    /// `extension` and the name after it; a framework type's extensions (`extension UIView`) are
    /// not searched for.
    static func extensionFiles(of types: [TypeDeclaration], among files: [ProjectFile], lexed: [SourceModel]) -> [SourceModel] {
        func outermost(_ type: TypeDeclaration) -> String {
            type.outerTypes.first ?? String(type.name.prefix { $0 != "." })
        }
        let declared = Set(lexed.flatMap { $0.typeDeclarations.filter { $0.kind != .extension }.map(outermost) })
        let names = Set(types.map(outermost)).intersection(declared)
        guard !names.isEmpty else { return [] }
        let known = Set(lexed.map(\.file.path))
        let extending = concurrentMap(files) { file -> ProjectFile? in
            !known.contains(file.path) && ByteScan.extendsAny(file.bytes, of: names) ? file : nil
        }.compactMap { $0 }
        return concurrentMap(extending) { SourceModel(file: SyntaxFile(path: $0.path, source: $0.source)) }
    }

    /// A member holding a use, by its type and name; `runsWhenCalled` where the use is in a body
    /// that runs when the member is called or read (not a stored property's initial value).
    typealias MemberHoldingUse = (type: TypeDeclaration, member: String, runsWhenCalled: Bool)

    /// The held members of each seed file with, for a class, its members that reach one of them
    /// through the class's own calls in that file (`addLoadingAnimation()` calling `makeLoader()`):
    /// a subclass calling that outer member is a way into the held one too.
    static func widenedToCallers(_ files: [(model: SourceModel, held: [MemberHoldingUse])]) -> [MemberHoldingUse] {
        files.flatMap { model, held -> [MemberHoldingUse] in
            let classes = held.filter { $0.runsWhenCalled && $0.type.kind == .class }
            guard !classes.isEmpty else { return held }
            let graph = CallGraph(model)
            var widened = held
            for (type, group) in Dictionary(grouping: classes, by: { $0.type.qualifiedName }) {
                let reaching = graph.namesReaching(group.map { (types: [type], name: $0.member) })
                let known = Set(group.map(\.member))
                widened += reaching.subtracting(known).sorted().map { (group[0].type, $0, true) }
            }
            return widened
        }
    }

    /// The files, among `files` not lexed yet, that declare a subclass (at any depth) of one of the
    /// classes in `members` and spell one of the members named there: a subclass's
    /// `viewDidLoad()` calling an inherited `startLoading()` is a way into it that the class's own
    /// files do not show. Searched by bytes first, then lexed.
    static func subclassFiles(calling members: [MemberHoldingUse], among files: [ProjectFile],
                              lexed: [SourceModel]) -> [SourceModel] {
        // A framework callback (`viewDidLoad()`) runs at the moment its name tells: a subclass's
        // `super.viewDidLoad()` adds no way in worth reading every subclass for.
        var names: [String: Set<String>] = [:]
        for held in members where held.runsWhenCalled && held.type.kind == .class && held.member != "init"
            && !UIKitCallbacks.baseNames.contains(held.member) {
            names[TypeIndex.lastComponent(held.type.name), default: []].insert(held.member)
        }
        guard !names.isEmpty else { return [] }
        let known = Set(lexed.map(\.file.path))
        let search = WordSearch(names.values.reduce(into: Set<String>()) { $0.formUnion($1) }.sorted().map { Array($0.utf8) })
        var candidates = concurrentMap(files) { file -> ProjectFile? in
            !known.contains(file.path) && search.matches(file.bytes) ? file : nil
        }.compactMap { $0 }
        var found: [ProjectFile] = []
        // A subclass of a subclass inherits its ancestor's names: a few rounds over the files left.
        for _ in 0..<3 where !candidates.isEmpty {
            let declared = candidates.map { ByteScan.classesInheriting($0.bytes, from: Set(names.keys)) }
            var inherited: [String: Set<String>] = [:]
            var left: [ProjectFile] = []
            for (file, classes) in zip(candidates, declared) {
                guard !classes.isEmpty else { left.append(file); continue }
                let reachable = classes.reduce(into: Set<String>()) { $0.formUnion(names[$1.superclass] ?? []) }
                for declared in classes where names[declared.name] == nil { inherited[declared.name, default: []].formUnion(reachable) }
                if usesAny(reachable, in: file.bytes) { found.append(file) }
            }
            candidates = left
            guard !inherited.isEmpty else { break }
            names.merge(inherited) { $0.union($1) }
        }
        return concurrentMap(found) { SourceModel(file: SyntaxFile(path: $0.path, source: $0.source)) }
    }

    /// The files, among `files` not lexed yet, that spell a member of `members` declared in an
    /// extension of UIKit's root view or view controller class (`extension UIViewController`):
    /// any class there may be one, its superclass a library's (`ChatViewController:
    /// SLKTextViewController`), and its `viewWillAppear(_:)` calling the member is a way in.
    static func frameworkExtensionCallerFiles(calling members: [MemberHoldingUse], among files: [ProjectFile],
                                              lexed: [SourceModel]) -> [SourceModel] {
        let names = Set(members.filter { held in
            held.runsWhenCalled && held.type.kind == .extension && !UIKitCallbacks.baseNames.contains(held.member)
                && ["UIViewController", "UIView"].contains(TypeIndex.lastComponent(held.type.name))
        }.map(\.member))
        guard !names.isEmpty else { return [] }
        let known = Set(lexed.map(\.file.path))
        let search = WordSearch(names.sorted().map { Array($0.utf8) })
        let found = concurrentMap(files) { file -> ProjectFile? in
            !known.contains(file.path) && search.matches(file.bytes) && usesAny(names, in: file.bytes) ? file : nil
        }.compactMap { $0 }
        return concurrentMap(found) { SourceModel(file: SyntaxFile(path: $0.path, source: $0.source)) }
    }

    /// Whether `bytes` spell one of `names` as a call or a read, not only as an argument label
    /// (`style:` after `(` or `,`; a ternary's `? name :` is a read).
    private static func usesAny(_ names: Set<String>, in bytes: FileBytes) -> Bool {
        ByteScan.containsWord(bytes, of: names) { buffer, offset, length in
            let after = ByteScan.afterBlanks(buffer, from: offset + length)
            var before = offset
            while before > 0, [0x20, 0x09, 0x0A].contains(buffer[before - 1]) { before -= 1 }
            let labelled = after < buffer.count && buffer[after] == UInt8(ascii: ":")
                && before > 0 && (buffer[before - 1] == UInt8(ascii: "(") || buffer[before - 1] == UInt8(ascii: ","))
            return !labelled
        }
    }
}
