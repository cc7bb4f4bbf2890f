import Migration
import SourceModel

/// The search for Objective-C code nothing else in a run names: the Migration layer finds the
/// candidates and searches the files read; the storyboards, xibs and scripts that may name a class
/// too are read here, from the scanned folders, only when a candidate is left.
enum UnusedObjectiveCSearch {
    /// Per implementation file, its main-screen macros, classes and category methods that nothing
    /// else names. A class or method is claimed only inside the folder of an Xcode project the run
    /// reads (the scan holds the project, not one folder of it) and only when folders were scanned
    /// (not files named one by one, whose storyboards are unknown).
    static func unused(_ objectiveC: [ProjectFile], swift: [SourceFile], settingFiles: [ProjectFile],
                       folders: [String]) -> [String: UnusedObjectiveC] {
        let macros = ObjectiveCMacros.survey(objectiveC)
        var table = macros.users.reduce(into: [String: UnusedObjectiveC]()) { table, entry in
            table[entry.key] = UnusedObjectiveC(macros: macros.unused[entry.key] ?? [], macroUsers: entry.value)
        }
        let projects = settingFiles.map(\.path).filter { $0.hasSuffix("/project.pbxproj") }
            .map { PathName.directory(of: PathName.directory(of: $0)) }
        let candidates = ObjectiveCUnusedCode.candidates(in: objectiveC).filter { candidate in
            projects.contains { folder in
                // A project at the root of a relative scan (`App.xcodeproj` in `.`) holds every relative path.
                folder == "." ? !candidate.path.hasPrefix("/") && !candidate.path.hasPrefix("../")
                    : PathName.isInside(candidate.path, folder)
            }
        }
        guard !candidates.isEmpty, !folders.isEmpty else { return table }
        // A project file names every source file, so only property lists can name a class.
        let propertyLists = settingFiles.filter { OtherFileKind(path: $0.path) == .propertyList }
        var left = ObjectiveCUnusedCode.unnamed(candidates, objectiveC: objectiveC,
                                                swift: swift.map { ProjectFile(path: $0.path, bytes: $0.bytes) },
                                                others: propertyLists)
        if !left.isEmpty { left = ObjectiveCUnusedCode.unnamed(left, others: namingFiles(under: folders)) }
        for (path, code) in ObjectiveCUnusedCode.byFile(left) {
            table[path, default: UnusedObjectiveC()].classes = code.classes
            table[path, default: UnusedObjectiveC()].methods = code.methods
        }
        return table
    }

    /// Files the run does not read that may name a class: Interface Builder's, and the scripts and
    /// data that make classes by name (a React Native module, a Lua patch, a JSON route table), and XML
    /// (a storyboard committed as `Main.storyboard.xml`).
    static let namingSuffixes = [".storyboard", ".xib", ".xml", ".lua", ".js", ".jsx", ".ts", ".tsx", ".json"]

    /// The files under `folders` that may name a class (`namingSuffixes`), read whole; skipped
    /// folders (`Pods`, `.git`, build output) are not entered, and a file that cannot be read is left out.
    static func namingFiles(under folders: [String]) -> [ProjectFile] {
        var files: [ProjectFile] = []
        var pending = folders
        var seen: Set<String> = []
        while let folder = pending.popLast() {
            guard seen.insert(folder).inserted, let (_, entries) = FileSystem.folder(at: folder) else { continue }
            for entry in entries {
                let path = folder + "/" + entry.name
                if entry.kind == .directory, !FileDiscovery.skippedFolders.contains(entry.name), !entry.name.hasPrefix(".") {
                    pending.append(path)
                } else if namingSuffixes.contains(where: { entry.name.hasSuffix($0) }),
                          case .success(let (bytes, _)) = FileSystem.readFile(path) {
                    files.append(ProjectFile(path: path, bytes: FileBytes(bytes)))
                }
            }
        }
        return files
    }
}
