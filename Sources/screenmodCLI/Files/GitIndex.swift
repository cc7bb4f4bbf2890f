import SourceModel

/// The files a work tree's git index tracks, read from `.git/index` without starting git: the
/// answer `git ls-files` gives from the same file. Starting git took 1.5 to 5 ms of every run in
/// a checkout (more while the rules were being parsed on the other core), reading the index
/// well under one.
///
/// Only the plain layouts are read: index versions 2 to 4 with SHA-1 object names, no split or
/// sparse index, in a `.git` folder. Anything else answers nil, and git is asked instead.
enum GitIndex {
    /// The tracked paths under the folder `real` (a real path, no symlinks), relative to it and
    /// in index order, as `git -C real ls-files` lists them; nil when this reader cannot tell.
    static func trackedFiles(inRealFolder real: String) -> [String]? {
        guard let root = workTreeRoot(of: real) else { return nil }
        let gitFolder = root == "/" ? "/.git" : root + "/.git"
        guard case .success(let (config, _)) = FileSystem.readFile(gitFolder + "/config"),
              !mentionsUnusualLayout(config) else { return nil }
        let index: [UInt8]
        switch FileSystem.readFile(gitFolder + "/index") {
        case .success(let (bytes, _)): index = bytes
        case .failure: return FileSystem.exists(gitFolder + "/index") ? nil : []   // nothing added yet
        }
        guard let paths = entries(index) else { return nil }
        let prefix = real == root ? "" : String(real.dropFirst(root == "/" ? 1 : root.utf8.count + 1)) + "/"
        return prefix.isEmpty ? paths : paths.compactMap { $0.hasPrefix(prefix) ? String($0.dropFirst(prefix.count)) : nil }
    }

    /// The size in bytes of the index of the work tree holding `real`; nil when there is none
    /// this reader would read. An entry takes about 70 bytes plus its path.
    static func size(inRealFolder real: String) -> Int64? {
        guard let root = workTreeRoot(of: real) else { return nil }
        return FileStamp.of(root == "/" ? "/.git/index" : root + "/.git/index")?.size
    }

    /// The nearest folder at or above `real` that holds a `.git` folder; nil when the nearest
    /// `.git` is a file (a linked work tree or a submodule) or there is none.
    private static func workTreeRoot(of real: String) -> String? {
        var folder = real
        while true {
            let git = folder == "/" ? "/.git" : folder + "/.git"
            if let stamp = FileStamp.ofLink(git) { return stamp.isDirectory ? folder : nil }
            if folder == "/" { return nil }
            folder = PathName.directory(of: folder)
        }
    }

    /// Whether the repository's config sets what this reader does not follow: another object
    /// format (SHA-256 names), or a work tree elsewhere.
    private static func mentionsUnusualLayout(_ config: [UInt8]) -> Bool {
        // Keys are ASCII and case-insensitive; searched as bytes, not through Foundation's
        // `String.contains` (CFString's search: 0.4 % of a small repository's run).
        let lowered = config.map { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") ? $0 | 0x20 : $0 }
        return ByteScan.contains(lowered, "objectformat") || ByteScan.contains(lowered, "worktree")
    }

    /// The paths of the index's entries, each once; nil for a layout this reader does not take.
    static func entries(_ index: [UInt8]) -> [String]? {
        index.withUnsafeBufferPointer { bytes -> [String]? in
            var reader = IndexReader(bytes: bytes)
            guard reader.take(Array("DIRC".utf8)), let version = reader.word(), (2...4).contains(version),
                  let count = reader.word() else { return nil }
            var paths: [String] = []
            paths.reserveCapacity(Int(count))
            var previous: [UInt8] = []
            for _ in 0..<count {
                guard let path = reader.entry(version: version, previous: previous) else { return nil }
                if path != previous { paths.append(String(decoding: path, as: UTF8.self)) }
                previous = path
            }
            return reader.extensionsAreReadable() ? paths : nil
        }
    }
}

/// A cursor over an index file's bytes; every read is checked.
private struct IndexReader {
    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0
    /// The object names' length: SHA-1.
    static let nameLength = 20
    /// The checksum after the extensions.
    static let checksumLength = 20

    mutating func take(_ expected: [UInt8]) -> Bool {
        guard position + expected.count <= bytes.count,
              bytes[position..<position + expected.count].elementsEqual(expected) else { return false }
        position += expected.count
        return true
    }

    mutating func word() -> UInt32? {
        guard position + 4 <= bytes.count else { return nil }
        defer { position += 4 }
        return (position..<position + 4).reduce(UInt32(0)) { $0 << 8 | UInt32(bytes[$1]) }
    }

    /// One entry's path. Versions 2 and 3 spell it whole and pad the entry to 8 bytes; version
    /// 4 drops a number of the previous path's last bytes and adds the rest, unpadded.
    mutating func entry(version: UInt32, previous: [UInt8]) -> [UInt8]? {
        let start = position
        // ctime, mtime, dev, ino, mode, uid, gid, size, the object name, then the flags.
        position += 40 + Self.nameLength
        guard position + 2 <= bytes.count else { return nil }
        let flags = UInt16(bytes[position]) << 8 | UInt16(bytes[position + 1])
        position += 2
        if flags & 0x4000 != 0 {
            guard version >= 3 else { return nil }
            position += 2   // extended flags (skip-worktree, intent-to-add)
        }
        var path: [UInt8]
        if version == 4 {
            guard let dropped = varint(), dropped <= previous.count else { return nil }
            path = Array(previous.dropLast(dropped))
        } else {
            path = []
        }
        guard position <= bytes.count, let end = bytes[position...].firstIndex(of: 0) else { return nil }
        path += bytes[position..<end]
        position = end + 1
        if version < 4 {
            // 1 to 8 NULs end the entry at a multiple of 8 bytes from its start.
            let length = end - start
            position = start + (length + 8) / 8 * 8
        }
        return position <= bytes.count && !path.isEmpty ? path : nil
    }

    /// Git's offset encoding of version 4: seven bits a byte, each continuation adding one.
    mutating func varint() -> Int? {
        guard position < bytes.count else { return nil }
        var byte = bytes[position]
        position += 1
        var value = Int(byte & 0x7F)
        while byte & 0x80 != 0 {
            guard position < bytes.count, value < Int.max >> 8 else { return nil }
            byte = bytes[position]
            position += 1
            value = ((value + 1) << 7) | Int(byte & 0x7F)
        }
        return value
    }

    /// Whether the extensions after the entries hold nothing that moves entries elsewhere: a
    /// split index (`link`) keeps most of them in another file, a sparse one (`sdir`) folds
    /// folders into one entry.
    mutating func extensionsAreReadable() -> Bool {
        let end = bytes.count - Self.checksumLength
        while position + 8 <= end {
            let signature = Array(bytes[position..<position + 4])
            position += 4
            guard let size = word(), position + Int(size) <= end else { return false }
            if signature == Array("link".utf8) || signature == Array("sdir".utf8) { return false }
            position += Int(size)
        }
        return position == end
    }
}
