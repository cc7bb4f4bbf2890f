import SourceModel

/// The folders of a run's Xcode projects (`App/` for `App/App.xcodeproj/project.pbxproj`), each
/// with what its project says about its app. A file belongs to the deepest project folder that
/// holds it: a library's project inside an app's folder speaks for the library's files.
struct ProjectFolders<Fact: Sendable>: Sendable {
    /// Deepest first.
    private let folders: [(folder: String, fact: Fact)]

    /// One entry per `project.pbxproj` among `files`, its fact read by `fact` from the project file
    /// and its folder.
    init(_ files: [ProjectFile], fact: (ProjectFile, String) -> Fact) {
        folders = files.filter { ProjectFolder.isProject($0.path) }
            .map { file in let folder = ProjectFolder.of(project: file.path); return (folder, fact(file, folder)) }
            .sorted { $0.folder.count > $1.folder.count }
    }

    /// The fact of the deepest project folder holding `path`; nil where no project holds it.
    func fact(for path: String) -> Fact? {
        folders.first { ProjectFolder.isInside(path, $0.folder) }?.fact
    }
}

/// Paths of Xcode projects and the folders that hold them.
enum ProjectFolder {
    static func isProject(_ path: String) -> Bool { path.hasSuffix(".xcodeproj/project.pbxproj") }

    /// The folder that holds the `.xcodeproj` whose `project.pbxproj` is at `path`.
    static func of(project path: String) -> String { parent(parent(path)) }

    /// Whether `path` lies under `folder` (`""` holds every relative path).
    static func isInside(_ path: String, _ folder: String) -> Bool {
        folder.isEmpty ? !path.hasPrefix("/") : path.hasPrefix(folder + "/")
    }

    /// The folder part of `path` (`""` for a bare name).
    private static func parent(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }
}
