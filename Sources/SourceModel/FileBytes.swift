import SwiftLexer
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file's bytes: owned by an array, or borrowed from storage the caller keeps alive for as
/// long as the value is used (the command line's read arena).
///
/// Borrowing is what lets a run read thousands of files without an array per file: most files
/// are searched once and never looked at again, so copying them out would only cost page
/// faults. A file that is lexed or rewritten is copied into an array (`array`) at that point.
public struct FileBytes: @unchecked Sendable {
    private let owned: [UInt8]?
    private let borrowed: UnsafeBufferPointer<UInt8>

    /// Bytes owned by an array.
    public init(_ bytes: [UInt8]) {
        owned = bytes
        borrowed = UnsafeBufferPointer(start: nil, count: 0)
    }

    /// Bytes borrowed from memory that must stay valid, and unchanged, while this value is used.
    public init(borrowing buffer: UnsafeBufferPointer<UInt8>) {
        owned = nil
        borrowed = buffer
    }

    /// How many bytes there are.
    public var count: Int { owned?.count ?? borrowed.count }

    /// Calls `body` with the bytes in contiguous memory.
    public func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        if let owned { return try owned.withUnsafeBufferPointer(body) }
        return try body(borrowed)
    }

    /// The bytes as an array: the owned one, or a copy of the borrowed ones.
    public var array: [UInt8] { owned ?? Array(borrowed) }

    /// Whether the bytes equal `other`'s.
    public func equals(_ other: [UInt8]) -> Bool {
        if let owned { return owned == other }
        guard other.count == borrowed.count else { return false }
        guard let base = borrowed.baseAddress else { return true }
        return other.withUnsafeBufferPointer { memcmp($0.baseAddress!, base, other.count) == 0 }
    }
}

/// A file of the project as read: its path and bytes, not yet lexed.
public struct ProjectFile: Sendable {
    /// The path as given.
    public var path: String
    /// The file's bytes, possibly borrowed from the caller's read buffers.
    public var bytes: FileBytes
    /// What the engine's quick byte test said of these bytes when the reader ran it right after
    /// the read, while they were in cache; nil when it did not.
    public var glanced: Bool?
    /// Whether the project's build leaves the file out: no Xcode project of the run names it.
    public var inNoTarget = false
    /// Why the file is not the app's own code to edit, where the files around it show it (`ForeignCode`).
    public var foreign: ForeignCode?

    /// Creates a project file from its bytes.
    public init(path: String, bytes: [UInt8]) {
        self.init(path: path, bytes: FileBytes(bytes))
    }

    /// Creates a project file from bytes that may be borrowed, and what a glance at them said.
    public init(path: String, bytes: FileBytes, glanced: Bool? = nil) {
        self.path = path
        self.bytes = bytes
        self.glanced = glanced
    }

    /// Creates a project file from already wrapped source text.
    public init(path: String, source: SourceText) {
        self.init(path: path, bytes: source.bytes)
    }

    /// The bytes (copied when borrowed) with their line table, computed on demand.
    public var source: SourceText { SourceText(bytes: bytes.array) }
}

/// Why a file of the run is not the app's own code to edit, from the files around it rather than its own text.
public enum ForeignCode: Sendable, Equatable {
    /// The file belongs to a project nested in the app's folder that no project names.
    case separateProject(SeparateProject)
    /// The file is in `folder` (as the user names it), which holds another project's licence file
    /// `licence` (`libs/` with `LICENSE_cocos2d.txt`): a folder of copied code.
    case licensedFolder(folder: String, licence: String)
}

/// An Xcode project inside another project's folder that no project of the run names (`KakaoSample.xcodeproj`
/// in an SDK copy's `samples/` inside `Parking.xcodeproj`'s folder): the outer project does not build it.
public struct SeparateProject: Sendable, Equatable {
    /// The nested project's name (`KakaoSample.xcodeproj`).
    public var name: String
    /// The project whose folder holds it (`Parking.xcodeproj`).
    public var outer: String

    public init(name: String, outer: String) {
        self.name = name
        self.outer = outer
    }
}
