import Foundation
import SwiftLexer

/// Lexes every `.swift` file under `directories`; prints each file that is not covered
/// exactly by its tokens (`lossy: PATH`) or that has an error token (`errors: PATH:L:C: …`),
/// then a summary. Returns 1 if any file was lossy, else 0.
func check(directories: [String]) -> Int32 {
    var files = 0
    var bytes = 0
    var lossy = 0
    var withErrors = 0
    for directory in directories {
        for path in swiftPaths(under: directory) {
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            let source = SourceText(bytes: [UInt8](data))
            let (tokens, diagnostics) = Lexer.tokenize(source)
            files += 1
            bytes += data.count
            var offset = 0
            for token in tokens where token.offset == offset && token.length > 0 { offset = token.end }
            if offset != data.count {
                lossy += 1
                print("lossy: \(path)")
            }
            if tokens.contains(where: { $0.kind == .error }), let first = diagnostics.first {
                withErrors += 1
                let (line, column) = source.location(of: first.offset)
                print("errors: \(path):\(line):\(column): \(first.message)")
            }
        }
    }
    print("files: \(files), bytes: \(bytes), lossy: \(lossy), with error tokens: \(withErrors)")
    return lossy == 0 ? 0 : 1
}
