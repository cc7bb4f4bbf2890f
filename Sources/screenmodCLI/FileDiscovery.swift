/// One `.swift` file found on disk, under the names it is known by.
struct DiscoveredFile: Equatable, Sendable {
    /// The path as the user would write it: the given path plus the part found below it.
    var displayPath: String
    /// The absolute path, lexically normalised (symlinks kept).
    var absolutePath: String
    /// The absolute path with symlinks resolved: where the bytes really live, and where writes go.
    var realPath: String
}

/// The files a run will process, and the given paths that could not be used.
struct Discovery: Sendable {
    /// Every file once, sorted by display path.
    var files: [DiscoveredFile] = []
    /// Given paths that do not exist, in the order given.
    var missing: [String] = []
}

/// Finds the `.swift` files under the paths given on the command line.
struct FileDiscovery {
    /// Folders never searched: build products, VCS data, and third-party code.
    static let skippedFolders: Set<String> = [".build", ".git", "Pods", "Carthage", "DerivedData", "node_modules", "vendor"]

    /// The absolute folder relative paths are resolved from.
    var currentDirectory: String
    /// Paths matching any of these are skipped.
    var excludes: [ExcludePattern]
    /// The environment, for finding git.
    var environment: [String: String]

    /// Finds every `.swift` file under `paths`, each once, in a deterministic order.
    func discover(_ paths: [String]) -> Discovery {
        var discovery = Discovery()
        var found: [DiscoveredFile] = []
        for given in paths {
            let absolute = PathName.absolute(given, from: currentDirectory)
            guard let stamp = FileStamp.of(absolute), let real = FileSystem.realPath(absolute) else {
                discovery.missing.append(given)
                continue
            }
            if stamp.isDirectory {
                found += filesInFolder(given: given, absolute: absolute)
            } else if stamp.isRegularFile, given.hasSuffix(".swift"), !isExcluded(absolute) {
                found.append(DiscoveredFile(displayPath: given, absolutePath: absolute, realPath: real))
            }
        }
        // Byte order, compared on arrays made once: String comparison per pair is slow at scale.
        let keys = found.map { Array($0.displayPath.utf8) }
        found = found.indices.sorted { keys[$0].lexicographicallyPrecedes(keys[$1]) }.map { found[$0] }
        // The same file reached twice (repeated path, overlapping folders, symlink) counts once.
        var seen: Set<String> = []
        discovery.files = found.filter { seen.insert($0.realPath).inserted }
        return discovery
    }

    /// The `.swift` files under one given folder: git's view when it is a work tree, else a walk.
    private func filesInFolder(given: String, absolute: String) -> [DiscoveredFile] {
        var visited: Set<FolderID> = []
        let relativePaths = GitFileList.files(in: absolute, environment: environment)
            ?? walk(absolute, prefix: "", visited: &visited)
        var files: [DiscoveredFile] = []
        var realFolders: [Substring: String] = [:]
        for relative in relativePaths where relative.hasSuffix(".swift") {
            let components = relative.split(separator: "/").dropLast()
            if components.contains(where: { Self.skippedFolders.contains(String($0)) }) { continue }
            let path = absolute == "/" ? "/" + relative : absolute + "/" + relative
            // git lists deleted tracked files and gitlinks too; keep regular files only.
            guard let stamp = FileStamp.of(path), stamp.isRegularFile, !isExcluded(path),
                  let real = realPath(path, relative: relative, cache: &realFolders) else { continue }
            files.append(DiscoveredFile(displayPath: PathName.display(given: given, child: relative),
                                        absolutePath: path, realPath: real))
        }
        return files
    }

    /// The file's real path: its folder's (resolved once per folder) plus its name, unless the
    /// file itself is a symlink.
    private func realPath(_ path: String, relative: String, cache: inout [Substring: String]) -> String? {
        guard !FileSystem.isSymlink(path), let slash = path.lastIndex(of: "/") else { return FileSystem.realPath(path) }
        let folder = path[..<slash]
        let real = cache[folder] ?? FileSystem.realPath(folder.isEmpty ? "/" : String(folder))
        cache[folder] = real
        return real.map { ($0 == "/" ? "" : $0) + path[slash...] }
    }

    /// Walks `folder` recursively, following symlinks but never entering a folder twice.
    private func walk(_ folder: String, prefix: String, visited: inout Set<FolderID>) -> [String] {
        guard let stamp = FileStamp.of(folder) else { return [] }
        // A folder is entered once however many symlinks lead to it, so loops end and files
        // reached through two links are listed under the first name in sorted order.
        guard visited.insert(FolderID(device: stamp.device, inode: stamp.inode)).inserted else { return [] }
        var result: [String] = []
        for name in FileSystem.entries(of: folder) {
            let path = folder == "/" ? "/" + name : folder + "/" + name
            let relative = prefix + name
            guard let stamp = FileStamp.of(path) else { continue }
            if stamp.isDirectory {
                if Self.skippedFolders.contains(name) || isExcluded(path) { continue }
                result += walk(path, prefix: relative + "/", visited: &visited)
            } else if stamp.isRegularFile, name.hasSuffix(".swift") {
                result.append(relative)
            }
        }
        return result
    }

    private func isExcluded(_ path: String) -> Bool {
        excludes.contains { $0.excludes(path) }
    }
}

/// A folder's identity, so a symlink loop is noticed however it is spelled.
private struct FolderID: Hashable {
    var device: UInt64
    var inode: UInt64
}
