/// `typealias Name = Target` where the target is a type's name (`BottomSheet.Controller`,
/// `UIKit.UIScreen`, `Box<Int>`), not a function or tuple type.
public struct TypeAlias: Sendable, Equatable {
    /// The alias.
    public var name: String
    /// The target as written, dotted for a nested or module-qualified name, without generic arguments.
    public var target: String
    /// Whether generic arguments or more follow the target's name (`= Box<Int>`).
    public var hasMore: Bool
    /// Token index of the `typealias` keyword.
    public var keywordIndex: Int
    /// Names of the types the alias is declared in, outermost first.
    public var outerTypes: [String]
}

extension SourceModel {
    /// Every `typealias` of the file whose target is a type's name, found by one byte search
    /// for the keyword (most files have none).
    public func typeAliases() -> [TypeAlias] {
        ByteScan.occurrences(of: Array("typealias".utf8), in: file.source.bytes).compactMap { offset in
            let keyword = file.tokenIndex(at: offset)
            guard file.tokens[keyword].offset == offset, file.keyword(keyword, "typealias"),
                  let name = file.next(after: keyword), file.tokens[name].kind == .identifier,
                  let equals = file.next(after: name), file.token(equals, is: "="),
                  let first = file.next(after: equals), file.tokens[first].kind == .identifier else { return nil }
            var parts = [file.text(first)]
            var last = first
            while let dot = file.next(after: last), file.punctuation(dot, "."), !file.newlineBetween(last, dot),
                  let part = file.next(after: dot), file.tokens[part].kind == .identifier {
                parts.append(file.text(part))
                last = part
            }
            let following = file.next(after: last)
            let hasMore = following.map { !file.newlineBetween(last, $0) && !file.punctuation($0, ";") && !file.punctuation($0, "}") } ?? false
            let outer = context(at: keyword).type.map { $0.outerTypes + [$0.name] } ?? []
            return TypeAlias(name: file.text(name), target: parts.joined(separator: "."), hasMore: hasMore,
                             keywordIndex: keyword, outerTypes: outer)
        }
    }
}
