#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import SourceModel
import SwiftLexer

/// Where one run reads every file: a few large anonymous mappings, filled front to back and
/// released together when the run is done.
///
/// Reading 6,000 files into arrays kept per file measured 70 ms against 40 ms for the same reads
/// into one mapping (a C prototype of both on the benchmark corpus): a file here costs a bump of
/// a pointer under a lock. Files are handed out as `FileBytes` borrowed from the arena and must
/// not be used after it is gone.
/// Huge pages were tried and dropped: they halved the page faults of a run on a quiet machine
/// but made runs slower and erratic on a virtual machine whose freed memory goes back to the
/// host (docs/benchmark.md).
final class FileArena: @unchecked Sendable {
    /// The size of one shared mapping; a file over a quarter of it gets a mapping of its own.
    static let chunkSize = 32 << 20
    /// Mappings are whole multiples of this.
    private static let pageRounding = 64 << 10

    /// Guards the fields below. NSLock, not a pthread_mutex_t stored property: Swift does not
    /// promise a stable address for `&` of a stored property.
    private let lock = NSLock()
    /// Every mapping made, for `deinit`.
    private var mappings: [(start: UnsafeMutableRawPointer, size: Int)] = []
    /// The free part of the current chunk.
    private var next: UnsafeMutableRawPointer?
    private var left = 0

    init() {}

    deinit {
        Self.unmap(mappings)
    }

    /// Gives the mappings back now rather than at `deinit`. Every `FileBytes` handed out is
    /// dead from here on.
    func release() {
        lock.lock()
        let taken = mappings
        mappings = []
        next = nil
        left = 0
        lock.unlock()
        Self.unmap(taken)
    }

    private static func unmap(_ mappings: [(start: UnsafeMutableRawPointer, size: Int)]) {
        for mapping in mappings { munmap(mapping.start, mapping.size) }
    }

    /// Reads the file at `path` into the arena; its bytes and its state when it was read.
    func read(_ path: String) -> Result<(FileBytes, FileStamp), CLIError> {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(.unreadable(path: path, reason: FileSystem.errorText())) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            return .failure(.unreadable(path: path, reason: FileSystem.errorText()))
        }
        let expected = max(Int(info.st_size), 0)
        guard expected <= Lexer.maximumFileSize else { return .failure(.tooLarge(path: path, size: expected)) }
        // One byte more than fstat said shows whether the file grew since; then it is read
        // to its end the slow way, and the arena keeps that copy.
        guard let space = allocate(expected + 1) else {
            return .failure(.unreadable(path: path, reason: "out of memory"))
        }
        var count = 0
        while count <= expected {
            let read = posixRead(descriptor, space + count, expected + 1 - count)
            if read < 0 && errno == EINTR { continue }
            if read < 0 { return .failure(.unreadable(path: path, reason: FileSystem.errorText())) }
            if read == 0 { break }
            count += read
        }
        if count > expected {
            return FileSystem.readFile(path).map { bytes, stamp in (keep(bytes), stamp) }
        }
        let buffer = UnsafeBufferPointer(start: space.assumingMemoryBound(to: UInt8.self), count: count)
        return .success((FileBytes(borrowing: buffer), FileStamp(info)))
    }

    /// A copy of `bytes` in the arena.
    private func keep(_ bytes: [UInt8]) -> FileBytes {
        guard let space = allocate(bytes.count) else { return FileBytes(bytes) }
        bytes.withUnsafeBytes { space.copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
        return FileBytes(borrowing: UnsafeBufferPointer(start: space.assumingMemoryBound(to: UInt8.self),
                                                         count: bytes.count))
    }

    /// `size` bytes of fresh space, or nil when the system has no memory to map.
    private func allocate(_ size: Int) -> UnsafeMutableRawPointer? {
        lock.lock()
        defer { lock.unlock() }
        if size > left {
            guard size <= Self.chunkSize / 4 else { return map(size)?.start }
            guard let chunk = map(Self.chunkSize) else { return nil }
            next = chunk.start
            left = chunk.size
        }
        let start = next!
        next = start + size
        left -= size
        return start
    }

    /// A new anonymous mapping of at least `size` bytes. Called with the lock held.
    private func map(_ size: Int) -> (start: UnsafeMutableRawPointer, size: Int)? {
        let rounded = (size + Self.pageRounding - 1) / Self.pageRounding * Self.pageRounding
        guard let raw = mmap(nil, rounded, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
              raw != MAP_FAILED else { return nil }
        mappings.append((raw, rounded))
        return (raw, rounded)
    }
}
