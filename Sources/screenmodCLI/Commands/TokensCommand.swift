import Foundation
import SwiftLexer

/// `screenmod tokens FILE...`: prints every token of every file as one JSON object per line.
public enum TokensCommand {
    /// Prints the tokens of each file in `paths` to `console.out`; returns 1 if any file
    /// could not be read (the others are still printed), else 0.
    /// Relative paths are read from `directory` (the process's working folder by default) and
    /// printed as given.
    public static func run(_ paths: [String], console: Console, directory: String? = nil) -> Int32 {
        var status: Int32 = 0
        for given in paths {
            let path = directory.map { PathName.absolute(given, from: $0) } ?? given
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
                console.err("error: \(given): is a directory; pass Swift files\n")
                status = 1
                continue
            }
            guard let data = FileManager.default.contents(atPath: path) else {
                console.err("error: \(given): cannot read the file; check that it exists and is readable\n")
                status = 1
                continue
            }
            let source = SourceText(bytes: [UInt8](data))
            console.out(render(path: given, source: source))
        }
        return status
    }

    /// The JSON lines for every token of `source`, each ending in a line feed.
    public static func render(path: String, source: SourceText) -> String {
        let tokens = Lexer.tokenize(source).tokens
        let quotedPath = JSONValue.quote(path)
        var output = ""
        output.reserveCapacity(tokens.count * 110)
        var line = 0
        for token in tokens {
            // Tokens come in order, so the line index only moves forward.
            while line + 1 < source.lineStarts.count && source.lineStarts[line + 1] <= token.offset {
                line += 1
            }
            let column = token.offset - source.lineStarts[line] + 1
            output += "{\"path\":\(quotedPath),\"kind\":\"\(token.kind.name)\",\"offset\":\(token.offset),"
            output += "\"length\":\(token.length),\"line\":\(line + 1),\"column\":\(column),"
            output += "\"text\":\(JSONValue.quote(source.text(of: token)))}\n"
        }
        return output
    }
}
