import Migration
import SourceModel

/// Which source files of a run (Swift, Objective-C `.m` and `.mm`) no Xcode project compiles: a file inside a project's folder whose
/// name no `project.pbxproj` of the run mentions is in no target (a merge leftover such as `Feed_BACKUP_123.swift`, an old
/// copy in `Archive/`). Told only where the projects list their files: a run with a Swift
/// package, an XcodeGen, Tuist or Bazel manifest, a podspec, or a project whose folders Xcode
/// synchronises (Xcode 16) compiles files no project names, so there nothing is left out.
enum TargetMembership {
    /// Files that make a build compile files no project lists by name.
    static let manifests: Set<String> = [
        "Package.swift", "project.yml", "project.yaml", "Project.swift", "Workspace.swift", "BUILD", "BUILD.bazel",
    ]

    /// The absolute paths of the source files in `swift` (Swift, `.m`, `.mm`) that no project of
    /// `all` names; empty where that cannot be told.
    static func filesInNoTarget(swift: [String], all: [String]) -> Set<String> {
        let projects = all.filter { $0.hasSuffix("/project.pbxproj") }
        // A project generator's manifest makes the projects: nothing can be told. A package's or a
        // pod's builds the files of its own folder, which are then not told; others still are.
        let manifests = all.filter(isManifest)
        guard !projects.isEmpty, !manifests.contains(where: isGenerator) else { return [] }
        // Beside a project (in the folder holding the .xcodeproj), a podspec or a generator's manifest builds that folder.
        let folders = Set(projects.map { PathName.directory(of: PathName.directory(of: $0)) })
        let builtByManifest = manifests.map(PathName.directory(of:))
            + folders.filter { FileSystem.entries(of: $0).contains(where: isManifest) }
        var named: Set<String> = [], listing: Set<String> = []
        var references = ReferencedPaths()
        for project in projects {
            guard case .success(let (bytes, _)) = FileSystem.readFile(project),
                  !ByteScan.contains(bytes, "PBXFileSystemSynchronizedRootGroup") else { return [] }
            references.read(bytes)
            let names = sourceSuffixes.reduce(into: Set<String>()) { $0.formUnion(Self.names(in: bytes, suffix: $1)) }
            // A project that names no source file (trimmed to its build settings) lists no sources
            // to judge by: the files in its folder are not told.
            if !names.isEmpty { listing.insert(PathName.directory(of: PathName.directory(of: project))) }
            // Compared without case: a project naming `DetailView.swift` builds `detailView.swift`
            // on the case-insensitive file systems Macs use by default.
            named.formUnion(names.map { $0.lowercased() })
        }
        // Only files inside the folder of a project that lists Swift files: one beside it (a plugin,
        // a library with a podspec of its own) may be built by something else.
        let byName = Dictionary(grouping: swift) { PathName.fileName(of: $0).lowercased() }
        let unnamed = swift.filter { path in
            let name = PathName.fileName(of: path).lowercased()
            return listing.contains { PathName.isInside(path, $0) } && !builtByManifest.contains { PathName.isInside(path, $0) }
                && (!named.contains(name) || references.namesAnother(path, sameName: byName[name] ?? []))
        }
        var manifestFolders: [String: Bool] = [:]
        return Set(unnamed.filter { !inDevelopmentPod($0, below: listing, known: &manifestFolders) })
    }

    /// A project nested in another's folder that no project of another name names (`separateProjects`):
    /// its folder, and the file names the outer project lists (a file it lists is built by it all the same).
    struct Separate {
        /// Whether the outer project lists the file at `path`: by its name, and, where this project lists
        /// that name too, down a folder the outer names.
        func claimedByOuter(_ path: String) -> Bool {
            let name = PathName.fileName(of: path).lowercased()
            guard namedByOuter.contains(name) else { return false }
            guard namedByOwn.contains(name) else { return true }
            let below = PathName.relative(path, to: outerFolder)
            return outerFolders.contains(String(below.prefix { $0 != "/" }))
        }

        var folder: String
        var project: SeparateProject
        /// The source file names the outer project lists (lowercased): a file of such a name may be the outer's.
        var namedByOuter: Set<String>
        /// The source file names this project lists: where both list a name (every sample has an
        /// `AppDelegate.m`), the file is the outer's only down a folder the outer names (`outerFolders`).
        var namedByOwn: Set<String>
        /// The outer project's folder, and the folders in it whose names its project file spells: the
        /// groups it takes files from.
        var outerFolder: String
        var outerFolders: Set<String>
    }

    /// The projects of `projects` (each `…/Name.xcodeproj/project.pbxproj` with its bytes) that sit in
    /// another project's folder and that no project of another name names (not as `Name.xcodeproj`,
    /// nor as a product `Name.framework` or `Name_With_Spaces.framework`, nor at all), and that no
    /// workspace in the outer project's folder lists: a sample or a separate tool the outer project
    /// does not build.
    static func separateProjects(_ projects: [(path: String, bytes: FileBytes)]) -> [Separate] {
        let folders = projects.map { PathName.directory(of: PathName.directory(of: $0.path)) }
        let names = projects.map { PathName.fileName(of: PathName.directory(of: $0.path)) }
        return projects.indices.compactMap { index in
            let stem = String(names[index].dropLast(".xcodeproj".count))
            let outer = folders.indices.filter { $0 != index && folders[$0] != folders[index] && PathName.isInside(folders[index], folders[$0]) }
                .max { folders[$0].count < folders[$1].count }
            // A project of the same name elsewhere (a sample in two languages) is no reference to this one.
            // A framework's product name spells the target's spaces as underscores (`Habitica_API_Client.framework`).
            let product = stem.replacingOccurrences(of: " ", with: "_")
            guard names[index].hasSuffix(".xcodeproj"), !stem.isEmpty, let outer,
                  !projects.indices.contains(where: { names[$0] != names[index]
                      && (ByteScan.containsWord(projects[$0].bytes, stem) || ByteScan.containsWord(projects[$0].bytes, product)) }),
                  !workspaces(in: folders[outer]).contains(where: {
                      ByteScan.contains($0, PathName.relative(folders[index], to: folders[outer]) + "/" + names[index])
                  })
            else { return nil }
            let heads = pathHeads(projects[outer].bytes)
            let named = FileSystem.entries(of: folders[outer]).filter(heads.contains)
            return Separate(folder: folders[index], project: SeparateProject(name: names[index], outer: names[outer]),
                            namedByOuter: listedNames(projects[outer].bytes), namedByOwn: listedNames(projects[index].bytes),
                            outerFolder: folders[outer], outerFolders: Set(named))
        }
    }

    /// The contents of the workspaces in `folder` (`App.xcworkspace/contents.xcworkspacedata`), which list
    /// the projects a workspace builds together.
    private static func workspaces(in folder: String) -> [[UInt8]] {
        FileSystem.entries(of: folder).filter { $0.hasSuffix(".xcworkspace") }.compactMap { name in
            try? FileSystem.readFile(folder + "/" + name + "/contents.xcworkspacedata").get().0
        }
    }

    /// The first folder of every relative `path = …` a project file writes (a group's or a file's): the
    /// folders beside the project it takes files from. An absolute path (a file outside the checkout) and
    /// a word elsewhere (`Client App Ver 3.0` in one) name none.
    private static func pathHeads(_ bytes: FileBytes) -> Set<String> {
        let text = bytes.array, quote = UInt8(ascii: "\""), slash = UInt8(ascii: "/")
        var heads: Set<String> = []
        for start in ByteScan.occurrences(of: Array("path = ".utf8), in: text) {
            var end = start + 7
            let quoted = end < text.count && text[end] == quote
            if quoted { end += 1 }
            let begin = end
            while end < text.count, text[end] != slash, text[end] != UInt8(ascii: ";"), text[end] != quote,
                  quoted || (text[end] != UInt8(ascii: " ") && text[end] != UInt8(ascii: "\n")) { end += 1 }
            if end > begin { heads.insert(String(decoding: text[begin..<end], as: UTF8.self)) }
        }
        return heads
    }

    /// The source, header and property list names a project lists, lowercased.
    private static func listedNames(_ bytes: FileBytes) -> Set<String> {
        (sourceSuffixes + [".h", ".plist"]).reduce(into: Set<String>()) { names, suffix in
            names.formUnion(Self.names(in: bytes.array, suffix: suffix).map { $0.lowercased() })
        }
    }

    /// The separate project the file at absolute `path` belongs to: the deepest project folder holding
    /// it is a separate project's, and that project lists the file's name or the outer project does not.
    static func separateProject(of path: String, in separate: [Separate], folders: [String]) -> SeparateProject? {
        guard !separate.isEmpty, let deepest = folders.filter({ PathName.isInside(path, $0) }).max(by: { $0.count < $1.count }),
              let found = separate.first(where: { $0.folder == deepest }),
              !found.claimedByOuter(path) else { return nil }
        return found.project
    }

    /// Whether a folder between `path` and the project folder holds a podspec: a development pod
    /// (`pod 'Kit', :path => './LocalLib/Kit'`) is built by the Pods project, which is not committed.
    private static func inDevelopmentPod(_ path: String, below listing: Set<String>, known: inout [String: Bool]) -> Bool {
        var folder = PathName.directory(of: path)
        while listing.contains(where: { PathName.isInside(folder, $0) }) {
            let holds = known[folder] ?? FileSystem.entries(of: folder).contains(where: isManifest)
            known[folder] = holds
            if holds { return true }
            let parent = PathName.directory(of: folder)
            if parent == folder { break }
            folder = parent
        }
        return false
    }

    /// Whether the manifest at `path` generates Xcode projects (XcodeGen, Tuist) rather than building one folder.
    private static func isGenerator(_ path: String) -> Bool {
        ["project.yml", "project.yaml", "Project.swift", "Workspace.swift"].contains(PathName.fileName(of: path))
            || ByteScan.contains(Array(path.utf8), "/Tuist/")
    }

    private static func isManifest(_ path: String) -> Bool {
        let name = PathName.fileName(of: path)
        return manifests.contains(name) || name.hasSuffix(".podspec") || name.hasSuffix(".podspec.json")
            || ByteScan.contains(Array(path.utf8), "/Tuist/")
    }

    /// The endings of the source files a project's build phases compile: Swift, and Objective-C's
    /// implementation files (a header is compiled where a file including it is).
    static let sourceSuffixes = [".swift", ".m", ".mm"]

    /// The file names ending in `.swift` in a project's bytes.
    static func swiftNames(in bytes: [UInt8]) -> Set<String> {
        names(in: bytes, suffix: ".swift")
    }

    /// The file names ending in `ending` in a project's bytes (`/* Feed.swift */`, `path = Feed.swift;`,
    /// `"Feed View.swift"`): for each, the name back to the first space and back to the `/`, `"`, `*`,
    /// `=` or line start (with and without the spaces it starts with), so a name with spaces is
    /// found whole and no shorter name is missed. A longer ending that starts with this one
    /// (`.modulemap` for `.m`) adds a name no file has, which can only keep a file counted in.
    static func names(in bytes: [UInt8], suffix ending: String) -> Set<String> {
        var names: Set<String> = []
        let suffix = Array(ending.utf8)
        // A comparison per byte, not a hashed set: a large project has thousands of names.
        func isStop(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "/"), UInt8(ascii: "\""), UInt8(ascii: "*"), UInt8(ascii: "="), 0x0A, 0x0D: return true
            default: return false
            }
        }
        for index in ByteScan.occurrences(of: suffix, in: bytes) {
            let end = index + suffix.count
            var wide = index
            while wide > 0, !isStop(bytes[wide - 1]) { wide -= 1 }
            // A quoted name may itself start with a space (`path = "../ Constants.swift"`): kept untrimmed too.
            let untrimmed = wide
            var narrow = index
            while narrow > wide, bytes[narrow - 1] != 0x20, bytes[narrow - 1] != 0x09 { narrow -= 1 }
            while wide < narrow, bytes[wide] == 0x20 || bytes[wide] == 0x09 { wide += 1 }
            if narrow < index { names.insert(String(decoding: bytes[narrow..<end], as: UTF8.self)) }
            if wide < narrow { names.insert(String(decoding: bytes[wide..<end], as: UTF8.self)) }
            if untrimmed < wide { names.insert(String(decoding: bytes[untrimmed..<end], as: UTF8.self)) }
        }
        return names
    }
}

/// The `path = Folder/Name.m` values a project's file references give, by lowercased file name: where
/// two scanned files share a name (`ProfileViewController.m` and `newclasses/ProfileViewController.m`) and
/// every reference of that name gives a folder, the file no reference's folders end is a stale copy.
struct ReferencedPaths {
    /// Per file name, the referenced paths' components (lowercased, without `..` and `.`).
    private var folders: [String: [[Substring]]] = [:]
    /// The names some reference gives alone, which any folder's copy may be.
    private var bare: Set<String> = []

    mutating func read(_ bytes: [UInt8]) {
        let key = Array("path = ".utf8)
        for index in ByteScan.occurrences(of: key, in: bytes) {
            var end = index + key.count
            while end < bytes.count, bytes[end] != UInt8(ascii: ";"), bytes[end] != 0x0A { end += 1 }
            let value = String(decoding: bytes[(index + key.count)..<end], as: UTF8.self).lowercased().trimmingQuotes()
            guard TargetMembership.sourceSuffixes.contains(where: value.hasSuffix) else { continue }
            let parts = value.split(separator: "/").filter { $0 != ".." && $0 != "." }
            guard let name = parts.last.map(String.init) else { continue }
            if parts.count == 1 { bare.insert(name) } else { folders[name, default: []].append(parts) }
        }
    }

    /// Whether `path` is not the file the references of its name give, while another file of that name,
    /// among `sameName` (every scanned file with that name), is; never where a reference gives the name alone.
    func namesAnother(_ path: String, sameName: [String]) -> Bool {
        let name = PathName.fileName(of: path).lowercased()
        guard sameName.count > 1, !bare.contains(name), let references = folders[name] else { return false }
        func referenced(_ file: String) -> Bool {
            let components = file.lowercased().split(separator: "/")
            return references.contains { components.count >= $0.count && Array(components.suffix($0.count)) == $0 }
        }
        return !referenced(path) && sameName.contains { $0 != path && referenced($0) }
    }
}

private extension String {
    /// The string without the double quotes a project file puts around a path with spaces.
    func trimmingQuotes() -> String {
        hasPrefix("\"") && hasSuffix("\"") && count >= 2 ? String(dropFirst().dropLast()) : self
    }
}
