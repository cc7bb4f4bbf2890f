#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

#if canImport(Glibc)
private let posixWrite = Glibc.write
#else
private let posixWrite = Darwin.write
#endif

/// Writes new file contents so that a file is always either fully old or fully new.
///
/// The new bytes go to a temporary file in the same folder, are flushed to disk, and are then
/// renamed over the original, which is atomic on POSIX file systems. A file that changed since it
/// was read, or whose permission bits deny writing, is reported and left alone.
enum SafeWriter {
    /// The marker in temporary file names: `.<name>.screenmod-tmp-<pid>-<random>`.
    static let marker = ".screenmod-tmp-"

    /// Writes every report that has new contents; failures become error findings on the report.
    static func writeAll(_ reports: [FileReport], jobs: Int) -> [FileReport] {
        let folders = Set(reports.compactMap { $0.rewritten == nil ? nil : $0.realPath.map(PathName.directory) })
        for folder in folders.sorted() { removeStaleTemporaries(in: folder) }
        return Parallel.map(reports, jobs: jobs) { report in
            if report.isNew, !report.failed, let bytes = report.rewritten {
                var result = report
                if let error = create(bytes, at: report.absolutePath, shownAs: report.path) {
                    result.record(error)
                } else {
                    result.written = true
                }
                return result
            }
            guard let bytes = report.rewritten, let target = report.realPath, let stamp = report.stamp else {
                return report
            }
            var result = report
            if let error = write(bytes, to: target, expecting: stamp, original: report.original, shownAs: report.path) {
                result.record(error)
            } else {
                result.written = true
            }
            return result
        }
    }

    /// Replaces the file at `path` with `bytes`, or returns why it did not.
    static func write(_ bytes: [UInt8], to path: String, expecting stamp: FileStamp,
                      original: [UInt8], shownAs shown: String) -> CLIError? {
        guard stamp.permitsWriting else { return .notWritable(path: shown) }
        // The rename gives this name a new file; other names of the old one would keep the old text.
        guard stamp.links <= 1 else { return .hardLinked(path: shown, links: stamp.links) }
        let temporary = temporaryPath(for: path)
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode_t(stamp.permissions))
        guard descriptor >= 0 else {
            return .writeFailed(path: shown, reason: "cannot create a temporary file in its folder: \(FileSystem.errorText())")
        }
        var failure = fill(descriptor, with: bytes, keeping: stamp)
        if close(descriptor) != 0, failure == nil { failure = FileSystem.errorText() }
        if let failure {
            unlink(temporary)
            return .writeFailed(path: shown, reason: failure)
        }
        // Last look before the swap: someone may have edited the file while screenmod worked.
        if let change = changeSinceRead(path, stamp: stamp, original: original) {
            unlink(temporary)
            return .changedOnDisk(path: shown, what: change)
        }
        guard rename(temporary, path) == 0 else {
            let reason = FileSystem.errorText()
            unlink(temporary)
            return .writeFailed(path: shown, reason: reason)
        }
        syncFolder(PathName.directory(of: path))
        return nil
    }

    /// Creates a new file at `path` with `bytes`, never replacing one that appeared meanwhile:
    /// the bytes go to a temporary file that is then hard-linked to the new name.
    static func create(_ bytes: [UInt8], at path: String, shownAs shown: String) -> CLIError? {
        let folder = PathName.directory(of: path)
        guard let stamp = FileStamp.of(folder), stamp.isDirectory else {
            return .writeFailed(path: shown, reason: "its folder does not exist")
        }
        let temporary = temporaryPath(for: path)
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            return .writeFailed(path: shown, reason: "cannot create a temporary file in its folder: \(FileSystem.errorText())")
        }
        var failure = fillNew(descriptor, with: bytes)
        if close(descriptor) != 0, failure == nil { failure = FileSystem.errorText() }
        defer { unlink(temporary) }
        if let failure { return .writeFailed(path: shown, reason: failure) }
        guard link(temporary, path) == 0 else {
            return errno == EEXIST ? .changedOnDisk(path: shown, what: "it was created")
                                   : .writeFailed(path: shown, reason: FileSystem.errorText())
        }
        syncFolder(folder)
        return nil
    }

    /// Writes all of `bytes` to a new file and flushes it; returns an error text.
    private static func fillNew(_ descriptor: Int32, with bytes: [UInt8]) -> String? {
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { raw in posixWrite(descriptor, raw.baseAddress! + written, raw.count - written) }
            if count < 0 {
                if errno == EINTR { continue }
                return FileSystem.errorText()
            }
            written += count
        }
        return fsync(descriptor) == 0 ? nil : FileSystem.errorText()
    }

    /// Writes all of `bytes`, restores permissions and owner, and flushes to disk; returns an error text.
    private static func fill(_ descriptor: Int32, with bytes: [UInt8], keeping stamp: FileStamp) -> String? {
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { raw in
                posixWrite(descriptor, raw.baseAddress! + written, raw.count - written)
            }
            if count < 0 {
                if errno == EINTR { continue }
                return FileSystem.errorText()
            }
            written += count
        }
        // open(2) applied the umask; put back exactly the original bits, then try the owner too
        // (only root can, and only root needs to, since the file would otherwise become root's).
        if fchmod(descriptor, mode_t(stamp.permissions)) != 0 { return FileSystem.errorText() }
        if geteuid() == 0 { _ = fchown(descriptor, uid_t(stamp.owner), gid_t(stamp.group)) }
        if fsync(descriptor) != 0 { return FileSystem.errorText() }
        return nil
    }

    /// What changed about the file since it was read (size, time, content or existence), or nil.
    static func changeSinceRead(_ path: String, stamp: FileStamp, original: [UInt8]) -> String? {
        guard let now = FileStamp.of(path) else { return "it was deleted" }
        if now.device != stamp.device || now.inode != stamp.inode { return "it was replaced" }
        if now.size != stamp.size { return "its size changed" }
        if now.modifiedSeconds != stamp.modifiedSeconds || now.modifiedNanoseconds != stamp.modifiedNanoseconds {
            return "it was modified"
        }
        guard case .success(let (bytes, _)) = FileSystem.readFile(path) else { return "it became unreadable" }
        return bytes == original ? nil : "its contents changed"
    }

    /// A fresh temporary name next to `path`.
    static func temporaryPath(for path: String) -> String {
        let folder = PathName.directory(of: path)
        let random = String(UInt64.random(in: 0...UInt64.max), radix: 36)
        return "\(folder)/.\(PathName.fileName(of: path))\(marker)\(getpid())-\(random)"
    }

    /// Removes temporary files a killed earlier run left in `folder`; live runs' files are kept.
    static func removeStaleTemporaries(in folder: String) {
        for name in FileSystem.entries(of: folder) where name.hasPrefix(".") {
            guard let range = name.range(of: marker, options: .backwards) else { continue }
            let tail = name[range.upperBound...].split(separator: "-", maxSplits: 1)
            guard tail.count == 2, let pid = Int32(tail[0]), !tail[1].isEmpty else { continue }
            // Our own files are in use right now; a live process's too (EPERM: alive, not ours).
            if pid == getpid() || kill(pid, 0) == 0 || errno == EPERM { continue }
            unlink(folder + "/" + name)
        }
    }

    /// Flushes a folder so the rename itself survives a crash.
    private static func syncFolder(_ folder: String) {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }
}
