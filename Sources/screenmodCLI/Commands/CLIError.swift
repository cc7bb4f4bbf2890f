import Migration

/// Everything that can go wrong on the command line; each message says what happened and what to do.
public enum CLIError: Error, Equatable, Sendable {
    /// An argument the parser could not accept.
    case usage(String)
    /// A `.screenmod` file that could not be read or understood.
    case invalidConfig(path: String, reason: String)
    /// The engine could not get ready (for example, a rule directory failed to load).
    case engineFailed(String)
    /// A path given on the command line that does not exist.
    case missingPath(String)
    /// A path given on the command line that is a symbolic link screenmod cannot follow.
    case brokenLink(String)
    /// A `--baseline` file that could not be read or understood.
    case invalidBaseline(path: String, reason: String)
    /// A file given on the command line whose name does not end in `.swift`.
    case notSwift(String)
    /// A file that could not be read.
    case unreadable(path: String, reason: String)
    /// A file that is not valid UTF-8; `offset` is the first bad byte.
    case invalidUTF8(path: String, offset: Int)
    /// A file holding a NUL byte, so probably not Swift source; `offset` is the first NUL.
    case binary(path: String, offset: Int)
    /// A file larger than the lexer takes (`Lexer.maximumFileSize`); it is not read.
    case tooLarge(path: String, size: Int)
    /// The engine returned edits that overlap or fall outside the file.
    case invalidEdits(path: String, rule: String)
    /// A file whose permission bits deny writing.
    case notWritable(path: String)
    /// A file with several hard links, which a write by rename would split.
    case hardLinked(path: String, links: UInt64)
    /// A file that changed or vanished between reading and writing.
    case changedOnDisk(path: String, what: String)
    /// Writing the new contents failed.
    case writeFailed(path: String, reason: String)

    /// The text printed after `Error: ` or as a finding's message.
    public var message: String {
        switch self {
        case .usage(let text):
            return text
        case .invalidConfig(let path, let reason):
            return "\(path): \(reason). Fix the file or remove it."
        case .engineFailed(let text):
            return text
        case .missingPath:
            return "no such file or directory. Check the path and run again."
        case .brokenLink:
            return "is a symbolic link that loops or points nowhere. Fix or remove the link and run again."
        case .invalidBaseline(let path, let reason):
            return "\(path): \(reason)."
        case .notSwift:
            return "is not a file screenmod reads (Swift, Objective-C, Info.plist or build settings), so it was not read. "
                + "Name such files or the folders that hold them."
        case .unreadable(_, let reason):
            return "could not be read (\(reason)). Check its permissions and run again."
        case .invalidUTF8(_, let offset):
            return "not valid UTF-8 at byte offset \(offset); the file was left untouched. "
                + "Re-save it as UTF-8 to migrate it."
        case .binary(_, let offset):
            return "holds a NUL byte at offset \(offset), so it is not Swift source; the file was left untouched. "
                + "Exclude it with --exclude if it is not meant to be Swift."
        case .tooLarge(_, let size):
            return "is \(size) bytes, more than the 4 GiB screenmod reads, so it was left untouched. "
                + "Exclude it with --exclude if it is not meant to be Swift."
        case .invalidEdits(_, let rule):
            return "rule '\(rule)' produced overlapping or out-of-range edits; the file was left untouched. "
                + "Please report this with the file attached."
        case .notWritable:
            return "its permission bits deny writing, so it was not rewritten. "
                + "Make it writable (chmod u+w) to apply the edits."
        case .hardLinked(_, let links):
            return "it has \(links) hard links, and replacing it would leave the other names with the old "
                + "contents, so it was not rewritten. Give it a copy of its own (cp it to a new name and move "
                + "that back), or apply the diff by hand."
        case .changedOnDisk(_, let what):
            return "\(what) since screenmod read it, so it was not rewritten. Run screenmod again."
        case .writeFailed(_, let reason):
            return "could not be written (\(reason)); the original is unchanged. "
                + "Check free space and the folder's permissions, then run again."
        }
    }

    /// The id shown in place of a rule id when the error is reported against a file.
    public var ruleID: String {
        switch self {
        case .usage: return "usage"
        case .invalidConfig: return "invalid-config"
        case .engineFailed: return "engine"
        case .missingPath: return "missing-path"
        case .brokenLink: return "broken-link"
        case .invalidBaseline: return "invalid-baseline"
        case .notSwift: return "not-swift"
        case .unreadable: return "unreadable-file"
        case .invalidUTF8: return "invalid-utf8"
        case .binary: return "binary-file"
        case .tooLarge: return "file-too-large"
        case .invalidEdits: return "invalid-edits"
        case .notWritable: return "not-writable"
        case .hardLinked: return "hard-linked"
        case .changedOnDisk: return "changed-on-disk"
        case .writeFailed: return "write-failed"
        }
    }

    /// The error as an error-severity finding at `line`:`column` of the file it concerns.
    func finding(line: Int = 1, column: Int = 1, offset: Int = 0) -> Finding {
        Finding(ruleID: ruleID, line: line, column: column, offset: offset, severity: .error,
                message: message, suggestion: "")
    }
}
