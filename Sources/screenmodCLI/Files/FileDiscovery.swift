import Migration

/// One file to read, found on disk, under the names it is known by.
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
    /// Every file once, sorted by display path; see `remaining()` for files found later.
    var files: [DiscoveredFile] = []
    /// Given paths that do not exist, in the order given.
    var missing: [String] = []
    /// Given paths that are files but not `.swift` files, in the order given.
    var notSwift: [String] = []
    /// Files still being listed (the untracked files of a work tree).
    var pending: [Background<[DiscoveredFile]>] = []
    /// Whether two files found may share a real path: several paths were given.
    var severalPaths = false

    /// The files that were still being listed, once they are: sorted by display path, and none
    /// whose real path `files` or an earlier one of them already has.
    mutating func remaining() -> [DiscoveredFile] {
        var late = pending.flatMap(\.value)
        pending = []
        guard !late.isEmpty else { return [] }
        late.sort { PathName.bytewiseLess($0.displayPath, $1.displayPath) }
        if severalPaths || late.contains(where: { $0.realPath != $0.absolutePath }) {
            var seen = Set(files.map(\.realPath))
            late = late.filter { seen.insert($0.realPath).inserted }
        }
        return late
    }

    /// Adds the files that were still being listed to `files`, in order.
    mutating func complete() {
        let late = remaining()
        guard !late.isEmpty else { return }
        files = (files + late).sorted { PathName.bytewiseLess($0.displayPath, $1.displayPath) }
    }
}

/// Finds the files to read (`isScanned`) under the paths given on the command line.
struct FileDiscovery {
    /// Folders never searched: build products, VCS data, third-party code, and the `__MACOSX` folder
    /// a zip made on a Mac adds beside what it holds.
    static let skippedFolders: Set<String> = [".build", ".git", "Pods", "Carthage", "DerivedData", "node_modules", "vendor",
                                              "__MACOSX"]

    /// Whether a file named `name` (or at the path `name`) is read: Swift, and the Objective-C,
    /// property-list and build-setting files the Migration layer reports on (`OtherFileKind`); never
    /// an AppleDouble file (`._View.swift`), the Finder's metadata for the file of the same name.
    static func isScanned(_ name: String) -> Bool {
        let last = name.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false).last ?? name.utf8[...]
        guard !last.starts(with: "._".utf8) else { return false }
        return name.hasSuffix(".swift") || OtherFileKind(path: name) != nil
    }

    /// The absolute folder relative paths are resolved from.
    var currentDirectory: String
    /// Paths matching any of these are skipped.
    var excludes: [ExcludePattern]
    /// The environment, for finding git.
    var environment: [String: String]
    /// How many repositories found inside a plain folder are listed at once.
    var jobs = 1

    /// Finds every file to read under `paths`, each once, in a deterministic order.
    func discover(_ paths: [String]) -> Discovery {
        var discovery = discoverInStages(paths)
        discovery.complete()
        return discovery
    }

    /// Finds the files to read under `paths` as `discover` does, except that the untracked
    /// files of a work tree, for which git walks the whole folder, are still being listed when
    /// it returns: `remaining()` waits for them, so the others can be read meanwhile.
    func discoverInStages(_ paths: [String]) -> Discovery {
        var discovery = Discovery()
        discovery.severalPaths = paths.count > 1
        var found: [DiscoveredFile] = []
        for given in paths {
            let absolute = PathName.absolute(given, from: currentDirectory)
            guard let stamp = FileStamp.of(absolute), let real = FileSystem.realPath(absolute) else {
                discovery.missing.append(given)
                continue
            }
            if stamp.isDirectory {
                let (now, later) = filesInFolder(given: given, absolute: absolute)
                found += now
                if let later { discovery.pending.append(later) }
            } else if stamp.isRegularFile, !Self.isScanned(given) {
                // Named on purpose, so skipping it in silence would report "0 files scanned" as success.
                discovery.notSwift.append(given)
            } else if stamp.isRegularFile, !isExcluded(absolute) {
                found.append(DiscoveredFile(displayPath: given, absolutePath: absolute, realPath: real))
            }
        }
        found.sort { PathName.bytewiseLess($0.displayPath, $1.displayPath) }
        // The same file reached twice (repeated path, overlapping folders, symlink) counts once.
        // Without a second path or a link, no two files can share a real path: the check is skipped.
        if paths.count > 1 || found.contains(where: { $0.realPath != $0.absolutePath }) {
            var seen: Set<String> = []
            found = found.filter { seen.insert($0.realPath).inserted }
        }
        discovery.files = found
        return discovery
    }

    /// The files to read under one given folder: git's view when it is a work tree (the tracked
    /// files now, the untracked ones later), else a walk.
    private func filesInFolder(given: String, absolute: String)
        -> (now: [DiscoveredFile], later: Background<[DiscoveredFile]>?) {
        guard let realRoot = FileSystem.realPath(absolute) else { return ([], nil) }
        if GitFileList.isInWorkTree(absolute) {
            // The tracked files are in git's index (`GitIndex` reads it). The untracked ones
            // need git's ignore rules, but starting git costs more than a small checkout's whole
            // run: there it is asked only when a walk finds a file to read that the index lacks.
            // A large checkout's git walks while the index is read, as its walk is the quicker.
            let isLarge = (GitIndex.size(inRealFolder: realRoot) ?? .max) > Self.walkedIndexBytes
            let asked = isLarge ? Background { [environment] in GitFileList.untrackedFiles(in: absolute, environment: environment) } : nil
            if let tracked = GitIndex.trackedFiles(inRealFolder: realRoot)
                ?? GitFileList.trackedFiles(in: absolute, environment: environment) {
                let later = Background { [self, environment] () -> [DiscoveredFile] in
                    let known = Set(tracked)
                    if asked == nil, !hasUntrackedCandidate(absolute, tracked: known) { return [] }
                    // Git failed on the second question only: a walk finds what it would have.
                    let listed = (asked.map(\.value) ?? GitFileList.untrackedFiles(in: absolute, environment: environment))
                        ?? untrackedByWalk(absolute, real: realRoot, tracked: known)
                    return discovered(gitFiles(listed, absolute: absolute, realRoot: realRoot, jobs: jobs),
                                      given: given, absolute: absolute)
                }
                return (discovered(gitFiles(tracked, absolute: absolute, realRoot: realRoot, jobs: jobs),
                                   given: given, absolute: absolute), later)
            }
        }
        return (discovered(walkListingRepositories(absolute, real: realRoot), given: given, absolute: absolute), nil)
    }

    /// The files `found` under the given folder, under the names a run shows and uses.
    private func discovered(_ found: [FoundFile], given: String, absolute: String) -> [DiscoveredFile] {
        // Thousands of paths to build: in slices, on every core.
        let slices = stride(from: 0, to: found.count, by: Self.slice).map { found[$0..<min($0 + Self.slice, found.count)] }
        return Parallel.map(slices, jobs: jobs) { slice in
            slice.map { file in
                let path = absolute == "/" ? "/" + file.relative : absolute + "/" + file.relative
                return DiscoveredFile(displayPath: PathName.display(given: given, child: file.relative),
                                      absolutePath: path, realPath: file.real ?? path)
            }
        }.flatMap { $0 }
    }

    /// The files of git's list that are read (`isScanned`) and are regular files (git also lists deleted tracked
    /// files and submodules) outside skipped folders, with their real paths; a `lstat` each, so
    /// long lists are checked in slices on `jobs` threads.
    func gitFiles(_ listed: [String], absolute: String, realRoot: String, jobs: Int) -> [FoundFile] {
        let scanned = listed.filter(Self.isScanned)
        let slices = stride(from: 0, to: scanned.count, by: Self.slice).map { Array(scanned[$0..<min($0 + Self.slice, scanned.count)]) }
        return Parallel.map(slices, jobs: jobs) { gitFileSlice($0, absolute: absolute, realRoot: realRoot) }.flatMap { $0 }
    }

    private func gitFileSlice(_ listed: [String], absolute: String, realRoot: String) -> [FoundFile] {
        var files: [FoundFile] = []
        let realBase = realRoot == "/" ? "" : realRoot
        for relative in listed {
            if Self.isInSkippedFolder(relative) { continue }
            let path = absolute == "/" ? "/" + relative : absolute + "/" + relative
            guard !isExcluded(path), let link = FileStamp.ofLink(path) else { continue }
            if link.isRegularFile {
                // Git never lists what lies inside a linked folder (it lists the link), so no
                // folder on the way is a link: the real path is the root's plus the listed one.
                files.append(FoundFile(relative: relative, real: realBase + "/" + relative))
            } else if FileStamp.of(path)?.isRegularFile == true, let real = FileSystem.realPath(path) {
                files.append(FoundFile(relative: relative, real: real))
            }
        }
        return files
    }

    /// The largest index (in bytes: about 2,000 entries) whose work tree is walked for untracked
    /// files before git is asked: below it, starting git costs more than the walk (a 2-core
    /// machine: 1.5 to 3 ms of a 10 to 20 ms run); above it, git's own walk is quicker.
    private static let walkedIndexBytes: Int64 = 200_000

    /// How many paths one thread checks or builds at a time: enough slices to share out a
    /// thousand files on every core.
    private static let slice = 256

    /// Whether a folder on the way to `relative` (not its last component) is one of `skippedFolders`.
    private static func isInSkippedFolder(_ relative: String) -> Bool {
        let bytes = relative.utf8
        var start = bytes.startIndex
        for index in bytes.indices where bytes[index] == UInt8(ascii: "/") {
            // Each skipped name starts with one of a few bytes: most folders need no string.
            let name = bytes[start..<index]
            if let first = name.first, skippedFolderStarts.contains(first), skippedFolders.contains(String(Substring(name))) {
                return true
            }
            start = bytes.index(after: index)
        }
        return false
    }

    /// The first bytes of the `skippedFolders` names.
    private static let skippedFolderStarts = Set(skippedFolders.compactMap(\.utf8.first))

    func isExcluded(_ path: String) -> Bool {
        excludes.contains { $0.excludes(path) }
    }
}

/// A file found below a given folder: its path relative to that folder, and its real path,
/// nil when that is its absolute path (no link on the way).
struct FoundFile: Sendable {
    var relative: String
    var real: String?
}
