#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SwiftLexer

/// POSIX `read`, by a name that types with a `read` method of their own can call.
#if canImport(Glibc)
let posixRead = Glibc.read
#else
let posixRead = Darwin.read
#endif

/// The identity and state of a file at one moment, as `stat(2)` reports it.
struct FileStamp: Equatable, Sendable {
    var device: UInt64
    var inode: UInt64
    var size: Int64
    var modifiedSeconds: Int
    var modifiedNanoseconds: Int
    var mode: UInt32
    var owner: UInt32
    var group: UInt32
    /// How many names (hard links) the file has.
    var links: UInt64

    /// Whether the stamp is of a folder.
    var isDirectory: Bool { mode & UInt32(S_IFMT) == UInt32(S_IFDIR) }
    /// Whether the stamp is of a regular file.
    var isRegularFile: Bool { mode & UInt32(S_IFMT) == UInt32(S_IFREG) }
    /// The permission bits alone.
    var permissions: UInt32 { mode & 0o7777 }

    init(_ info: stat) {
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        size = Int64(info.st_size)
        #if canImport(Darwin)
        modifiedSeconds = Int(info.st_mtimespec.tv_sec)
        modifiedNanoseconds = Int(info.st_mtimespec.tv_nsec)
        #else
        modifiedSeconds = Int(info.st_mtim.tv_sec)
        modifiedNanoseconds = Int(info.st_mtim.tv_nsec)
        #endif
        mode = UInt32(info.st_mode)
        owner = UInt32(info.st_uid)
        group = UInt32(info.st_gid)
        links = UInt64(info.st_nlink)
    }

    /// The stamp of `path`, following symlinks; nil when it does not exist.
    static func of(_ path: String) -> FileStamp? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return FileStamp(info)
    }

    /// The stamp of `path` itself, not following a symlink; nil when nothing is there.
    static func ofLink(_ path: String) -> FileStamp? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        return FileStamp(info)
    }

    /// Whether the permission bits let the current user write the file.
    ///
    /// Checks the bits rather than calling access(2), because root passes access(2) for any
    /// file, and a read-only checkout is a deliberate choice that root must respect too.
    var permitsWriting: Bool {
        let user = geteuid()
        if user == 0 || user == owner { return mode & UInt32(S_IWUSR) != 0 }
        if group == getegid() { return mode & UInt32(S_IWGRP) != 0 }
        return mode & UInt32(S_IWOTH) != 0
    }
}

/// One name in a folder and the kind of file `readdir` says it is.
struct FolderEntry: Sendable {
    enum Kind: Sendable {
        case directory, regularFile, symlink, other
        /// The file system did not say; `stat` must tell.
        case unknown
    }

    var name: String
    var kind: Kind

    init(name: String, type: UInt8) {
        self.name = name
        switch Int32(type) {
        case Int32(DT_DIR): kind = .directory
        case Int32(DT_REG): kind = .regularFile
        case Int32(DT_LNK): kind = .symlink
        case Int32(DT_UNKNOWN): kind = .unknown
        default: kind = .other
        }
    }
}

/// One `readdir` record, read in place.
///
/// Records are variable-length: the kernel packs them, so the last one in a buffer can be
/// shorter than `dirent`. Copying `pointee` would read the whole struct and run past the end
/// of the buffer into a page that may be unmapped (a crash on large trees). Each field is read
/// at its own offset instead, and the name only up to its terminating NUL.
struct DirectoryRecord {
    /// The first byte of the NUL-terminated name.
    let nameStart: UnsafePointer<CChar>
    /// The file type byte (`DT_DIR`, `DT_REG`, …).
    let type: UInt8

    init(_ entry: UnsafeMutablePointer<dirent>) {
        let raw = UnsafeRawPointer(entry)
        nameStart = (raw + MemoryLayout<dirent>.offset(of: \dirent.d_name)!).assumingMemoryBound(to: CChar.self)
        type = raw.load(fromByteOffset: MemoryLayout<dirent>.offset(of: \dirent.d_type)!, as: UInt8.self)
    }

    /// The name's length in bytes.
    var length: Int { strlen(nameStart) }
    /// The name as a string.
    var name: String { String(cString: nameStart) }
    /// Whether the name is `.` or `..`.
    var isDotOrDotDot: Bool {
        nameStart[0] == 0x2E && (nameStart[1] == 0 || (nameStart[1] == 0x2E && nameStart[2] == 0))
    }
}

/// What `opendir` returns: an opaque pointer in Glibc, a typed one in Darwin.
#if canImport(Darwin)
typealias FolderHandle = UnsafeMutablePointer<DIR>
#else
typealias FolderHandle = OpaquePointer
#endif

/// Small wrappers around the POSIX calls the CLI needs.
enum FileSystem {
    /// The path with every symlink resolved, or nil when it does not exist.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Whether `path` itself is a symbolic link (not following it).
    static func isSymlink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
    }

    /// The names in folder `path`, sorted bytewise; empty when it cannot be read.
    static func entries(of path: String) -> [String] {
        listing(of: path).map(\.name)
    }

    /// The entries of folder `path` with the kind `readdir` reports, sorted bytewise by name;
    /// empty when it cannot be read. Knowing the kind spares a `stat` per file.
    static func listing(of path: String) -> [FolderEntry] {
        guard let directory = opendir(path) else { return [] }
        return entries(of: directory)
    }

    /// The stamp of folder `path` (following symlinks) and its entries as `listing(of:)` gives
    /// them, from one open: the path is looked up once. Nil when nothing is there; the entries
    /// are empty when it is not a folder or cannot be read.
    static func folder(at path: String) -> (stamp: FileStamp, entries: [FolderEntry])? {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return FileStamp.of(path).map { ($0, []) } }
        var info = stat()
        guard fstat(descriptor, &info) == 0, let directory = fdopendir(descriptor) else {
            close(descriptor)
            return FileStamp.of(path).map { ($0, []) }
        }
        return (FileStamp(info), entries(of: directory))
    }

    /// The entries of an open folder, sorted bytewise by name; closes it.
    private static func entries(of directory: FolderHandle) -> [FolderEntry] {
        defer { closedir(directory) }
        var entries: [FolderEntry] = []
        while let entry = readdir(directory) {
            let record = DirectoryRecord(entry)
            guard !record.isDotOrDotDot else { continue }
            entries.append(FolderEntry(name: record.name, type: record.type))
        }
        return entries.sorted { PathName.bytewiseLess($0.name, $1.name) }
    }

    /// Whether folder `path` has an entry whose name ends in `suffix`; stops at the first.
    /// Compares the raw names, so a folder of thousands of entries (/tmp) costs no allocation.
    static func containsEntry(in path: String, endingWith suffix: String) -> Bool {
        containsEntry(in: path, endingWithAnyOf: [suffix])
    }

    /// Whether folder `path` has an entry whose name ends in one of `suffixes`; one listing,
    /// stopping at the first match.
    static func containsEntry(in path: String, endingWithAnyOf suffixes: [String]) -> Bool {
        guard let directory = opendir(path) else { return false }
        defer { closedir(directory) }
        let wanted = suffixes.map { Array($0.utf8) }
        while let entry = readdir(directory) {
            let record = DirectoryRecord(entry)
            for suffix in wanted where record.length > suffix.count
                && memcmp(record.nameStart + record.length - suffix.count, suffix, suffix.count) == 0 {
                return true
            }
        }
        return false
    }

    /// Whether anything exists at `path` (a symlink counts, even a broken one).
    static func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

    /// The whole contents of the file at `path`, with its stamp taken from the open descriptor.
    static func readFile(_ path: String) -> Result<([UInt8], FileStamp), CLIError> {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(.unreadable(path: path, reason: errorText())) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(.unreadable(path: path, reason: errorText())) }
        // Read straight into an array of the size fstat reported; a file that grew meanwhile
        // is read on to its end.
        let expected = max(Int(info.st_size), 0)
        guard expected <= Lexer.maximumFileSize else { return .failure(.tooLarge(path: path, size: expected)) }
        var failed = false
        var bytes = [UInt8](unsafeUninitializedCapacity: expected + 1) { buffer, count in
            while count < buffer.count {
                let read = posixRead(descriptor, buffer.baseAddress! + count, buffer.count - count)
                if read < 0 && errno == EINTR { continue }
                if read <= 0 { failed = read < 0; return }
                count += read
            }
        }
        if failed { return .failure(.unreadable(path: path, reason: errorText())) }
        if bytes.count > expected, !readRest(descriptor, into: &bytes) {
            return .failure(.unreadable(path: path, reason: errorText()))
        }
        guard bytes.count <= Lexer.maximumFileSize else { return .failure(.tooLarge(path: path, size: bytes.count)) }
        return .success((bytes, FileStamp(info)))
    }

    /// Appends what is left to read from `descriptor`; false on a read error (see `errno`).
    private static func readRest(_ descriptor: Int32, into bytes: inout [UInt8]) -> Bool {
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { posixRead(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count < 0 { return false }
            if count == 0 { return true }
            bytes.append(contentsOf: chunk[0..<count])
        }
    }

    /// The text of the current `errno`.
    static func errorText() -> String {
        String(cString: strerror(errno))
    }
}
