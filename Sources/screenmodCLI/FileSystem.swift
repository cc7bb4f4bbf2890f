#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

#if canImport(Glibc)
private let posixRead = Glibc.read
#else
private let posixRead = Darwin.read
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
    }

    /// The stamp of `path`, following symlinks; nil when it does not exist.
    static func of(_ path: String) -> FileStamp? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
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
        guard let directory = opendir(path) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(cString: raw.bindMemory(to: CChar.self).baseAddress!)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// The whole contents of the file at `path`, with its stamp taken from the open descriptor.
    static func readFile(_ path: String) -> Result<([UInt8], FileStamp), CLIError> {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(.unreadable(path: path, reason: errorText())) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(.unreadable(path: path, reason: errorText())) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(info.st_size) + 1)
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { posixRead(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(.unreadable(path: path, reason: errorText()))
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return .success((bytes, FileStamp(info)))
    }

    /// The text of the current `errno`.
    static func errorText() -> String {
        String(cString: strerror(errno))
    }
}
