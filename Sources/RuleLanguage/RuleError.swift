/// A problem in a rule file, at a 1-based line and UTF-8 byte column.
///
/// This is the module's one error type: every parse, validation and rule-set problem is
/// reported as a `RuleError` whose message says what was expected.
public struct RuleError: Error, Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The rule file's path as given to the parser, e.g. `Rules/scale-uikit.rule`.
    public var path: String
    /// 1-based line of the problem.
    public var line: Int
    /// 1-based UTF-8 byte column of the problem.
    public var column: Int
    /// What is wrong and what was expected, without the location prefix.
    public var message: String

    /// Creates an error at `path:line:column`.
    public init(path: String, line: Int, column: Int, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    /// The compiler-style form `path:line:column: error: message`.
    public var description: String {
        "\(path):\(line):\(column): error: \(message)"
    }
}

extension Array where Element == RuleError {
    /// The errors in file order (path, line, column); errors at one place keep their order.
    public func sortedByLocation() -> [RuleError] {
        enumerated().sorted { lhs, rhs in
            let left = lhs.element
            let right = rhs.element
            if left.path != right.path { return left.path < right.path }
            if left.line != right.line { return left.line < right.line }
            if left.column != right.column { return left.column < right.column }
            return lhs.offset < rhs.offset
        }.map(\.element)
    }
}

/// Where a piece of text starts in its rule file, so errors inside it point at the right byte.
struct TextOrigin: Sendable {
    /// The rule file's path.
    var path: String
    /// 1-based line of the text's first byte.
    var line: Int
    /// 1-based UTF-8 byte column of the text's first byte.
    var column: Int

    /// An error at `offset` bytes into the text (the text may span several lines).
    func error(at offset: Int, in bytes: [UInt8], _ message: String) -> RuleError {
        var line = self.line
        var column = self.column
        var index = 0
        while index < offset && index < bytes.count {
            if bytes[index] == 0x0A || (bytes[index] == 0x0D && (index + 1 >= bytes.count || bytes[index + 1] != 0x0A)) {
                line += 1
                column = 1
            } else if bytes[index] != 0x0D {
                column += 1
            }
            index += 1
        }
        return RuleError(path: path, line: line, column: column, message: message)
    }

    /// An error at the text's first byte.
    func error(_ message: String) -> RuleError {
        RuleError(path: path, line: line, column: column, message: message)
    }
}
