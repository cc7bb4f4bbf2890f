import SourceModel

/// A project's own names for `UIScreen`: `typealias NSUIScreen = UIScreen` (Charts and other
/// libraries that build for macOS too). `NSUIScreen.main` is `UIScreen.main` under another
/// name, and no rule pattern spells it: each alias is tracked as a helper named `main` owned by
/// the alias, so every `NSUIScreen.main` in the project is reported where it is written.
enum ScreenAliases {
    /// A helper for each `typealias Name = UIScreen` (or `= UIKit.UIScreen`) in `model`.
    static func helpers(in model: SourceModel) -> [ScreenHelper] {
        let file = model.file
        // `= UIScreen` must be the whole right-hand side: not `UIScreen.Something`.
        return model.typeAliases().filter { ["UIScreen", "UIKit.UIScreen"].contains($0.target) && !$0.hasMore }.map { alias in
            let line = file.location(alias.keywordIndex).line
            var helper = ScreenHelper(name: "main", owner: alias.name, location: "\(file.path):\(line)",
                                      anchor: .mainScreen, placement: .staticMember)
            helper.region = clause(around: alias.keywordIndex, in: file).map { SourceRegion(path: file.path, offsets: $0) }
            return helper
        }
    }

    /// The byte range of the innermost `#if` clause holding the token at `index`: an alias
    /// declared there (`#if os(iOS)` … `typealias NSUIScreen = UIScreen` … `#else` …
    /// `= NSScreen`) names `UIScreen` only in that clause.
    static func clause(around index: Int, in file: SyntaxFile) -> Range<Int>? {
        var found: Range<Int>?
        for block in file.conditionalBlocks() {
            let directives = [block.start] + block.clauses + [block.end ?? file.count]
            for (open, close) in zip(directives, directives.dropFirst()) where open < index && index < close {
                let end = close < file.count ? file.tokens[close].offset : file.source.bytes.count
                // Blocks come outermost first: a later match is nested inside an earlier one.
                found = file.tokens[open].offset..<end
            }
        }
        return found
    }
}

/// A stretch of one file, by byte offsets.
public struct SourceRegion: Sendable, Equatable {
    public var path: String
    public var offsets: Range<Int>
}
