/// The folder a path belongs to as a project: where its deployment target is looked for and
/// whose Swift files `explain` indexes.
///
/// One rule serves every command, so that a run on a whole checkout and `explain` on one of its
/// files find the same root and therefore the same deployment target. Walking up from the
/// path's folder, the root is the outermost folder holding a project marker (`.git`,
/// `.screenmod`, `Package.swift`, `Podfile`, `*.podspec`, `*.podspec.json` or `*.xcodeproj`).
/// The walk ends at the first folder holding `.git` or `.screenmod` (a checkout, or a folder
/// someone marked as a root) and never enters a ceiling. Outermost rather than nearest: an
/// example app's `*.xcodeproj` inside a library is part of the library, not a root of its own.
enum ProjectRoot {
    /// Markers that end the walk: a checkout's root, or a folder marked with `touch .screenmod`.
    static let boundaries = [".git", ConfigFile.fileName]
    /// Files whose presence makes a folder a candidate root.
    static let manifests = ["Package.swift", "Podfile"]
    /// Name endings whose presence makes a folder a candidate root.
    static let suffixes = [".xcodeproj", ".podspec", ".podspec.json"]

    /// Folders the search never enters: nobody's project is rooted in the shared temporary
    /// folder, and listing it for `*.xcodeproj` can cost more than the run (a build machine's
    /// /tmp easily holds 10,000 folders). Checkouts inside it, such as batch clones, still find
    /// their own root.
    /// The file system's root is one too: searching it from `screenmod /` found some other
    /// project's settings three levels down.
    static let ceilings: Set<String> = ["/", "/tmp", "/var/tmp", "/private/tmp", "/private/var/tmp"]

    /// The project root of the absolute `folder`, or nil when no folder at or above it is one.
    ///
    /// `home` is a ceiling as well: a home folder holding `.git` (dotfiles) or `.screenmod` (a
    /// personal config) is no project, and the search would read every project below it.
    static func of(_ folder: String, home: String? = nil) -> String? {
        var current = PathName.normalize(folder)
        var outermost: String?
        while !ceilings.contains(current), current != home {
            if boundaries.contains(where: { FileSystem.exists(current + "/" + $0) }) { return current }
            // A look-up per marker name, and one unsorted listing for the name endings:
            // a folder on the way up can hold thousands of names.
            if manifests.contains(where: { FileSystem.exists(current + "/" + $0) })
                || FileSystem.containsEntry(in: current, endingWithAnyOf: suffixes) {
                outermost = current
            }
            let parent = PathName.directory(of: current)
            if parent == current { break }
            current = parent
        }
        return outermost
    }

    /// The project root of `folder` for a run in `context`, whose home folder is a ceiling.
    static func of(_ folder: String, context: RunContext) -> String? {
        of(folder, home: context.environment["HOME"].map(PathName.normalize))
    }
}
