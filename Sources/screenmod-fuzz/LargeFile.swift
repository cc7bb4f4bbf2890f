import Foundation
import SwiftLexer
import SourceModel
import Migration

/// A large generated file for timing the engine: realistic types, each with uses to rewrite.
enum LargeFile {
    /// One repeating block: a UIView with two uses, a SwiftUI view with one, a plain type with one.
    static func block(_ number: Int) -> String {
        """
        final class Divider\(number): UIView {
            private let line = UIView()

            override func layoutSubviews() {
                super.layoutSubviews()
                line.frame.size.height = 1 / UIScreen.main.scale
                let width = UIScreen.main.bounds.width * 0.5 // a comment with "quotes"
                line.frame.size.width = width
            }
        }

        struct Badge\(number): View {
            var body: some View {
                Circle().frame(width: 44 / UIScreen.main.scale)
            }
        }

        enum Metrics\(number) {
            static let gutter\(number): CGFloat = 16 + UIScreen.main.bounds.width / 100
        }


        """
    }

    /// Blocks up to at least `bytes` bytes.
    static func text(bytes: Int) -> String {
        var text = "import UIKit\nimport SwiftUI\n\n"
        var number = 0
        while text.utf8.count < bytes {
            text += block(number)
            number += 1
        }
        return text
    }

    /// Writes a file of `megabytes` MB to `path`.
    static func write(megabytes: Int, to path: String) {
        let text = self.text(bytes: megabytes * 1_000_000)
        _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
        print("\(path): \(text.utf8.count) bytes")
    }

    /// Times the stages of one engine run over `bytes` and prints them.
    static func time(_ bytes: [UInt8], name: String) {
        let clock = ContinuousClock()
        let start = clock.now
        let source = SourceText(bytes: bytes)
        let lexed = SyntaxFile(path: name, source: source)
        let afterLex = clock.now
        let model = SourceModel(file: lexed)
        let afterModel = clock.now
        let project = MigrationProject(files: [ProjectFile(path: name, source: source)], engine: harness.engine)
        let result = project.migrate(path: name, source: source)
        let output = result.edits.applied(to: bytes)
        let end = clock.now
        print("\(name): \(bytes.count) bytes, \(lexed.count) tokens, \(model.scopes.count) scopes, "
              + "\(result.edits.count) edits, \(result.findings.count) findings, \(output.count) bytes out")
        print("  lex \(afterLex - start), structure \(afterModel - afterLex), "
              + "project + engine + apply (lexes and structures again) \(end - afterModel)")
    }
}
