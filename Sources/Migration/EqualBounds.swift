import SourceModel

/// A `min` or `max` whose two arguments a rewrite makes the same: `min(geo.size.width,
/// UIScreen.main.bounds.width)` becomes `min(geo.size.width, geo.size.width)`, which a reviewer
/// would write as the one value. Only a plain name chain (`geo.size.width`) is collapsed, so the
/// call's place in any expression around it keeps its precedence.
enum EqualBounds {
    /// The byte range of the whole call around the match, when the rewrite's `text` is a name
    /// chain and the call's other argument spells the same chain.
    static func call(around match: Match, rendering text: String, in model: SourceModel) -> Range<Int>? {
        let file = model.file
        guard isNameChain(text), let open = model.enclosingOpener(of: match.first), file.punctuation(open, "("),
              let close = model.brackets.match(open), let callee = file.previous(before: open),
              file.token(callee, is: "min") || file.token(callee, is: "max") else { return nil }
        if let dot = file.previous(before: callee), file.punctuation(dot, ".") {
            guard let module = file.previous(before: dot), file.token(module, is: "Swift") else { return nil }
        }
        // Exactly two arguments: one comma in the call's own group.
        let isComma = { (token: Int) in file.punctuation(token, ",") }
        guard let comma = model.nextInGroup(after: open, where: isComma), model.nextInGroup(after: comma, where: isComma) == nil,
              let afterOpen = file.next(after: open),
              let afterComma = file.next(after: comma), let beforeComma = file.previous(before: comma),
              let beforeClose = file.previous(before: close) else { return nil }
        let other: (Int, Int)
        if match.first == afterOpen, match.last == beforeComma {
            other = (afterComma, beforeClose)
        } else if match.first == afterComma, match.last == beforeClose {
            other = (afterOpen, beforeComma)
        } else {
            return nil
        }
        let spelled = (other.0...other.1).map { file.text($0) }.joined()
        guard spelled == text else { return nil }
        let start = file.previous(before: callee).flatMap { dot in
            file.punctuation(dot, ".") ? file.previous(before: dot) : nil
        } ?? callee
        return file.tokens[start].offset..<file.tokens[close].end
    }

    /// Whether `text` is names joined by dots, nothing else.
    private static func isNameChain(_ text: String) -> Bool {
        let names = text.split(separator: ".", omittingEmptySubsequences: false)
        return names.allSatisfy { name in
            guard let first = name.first, first == "_" || first.isLetter else { return false }
            return name.allSatisfy { $0 == "_" || $0.isLetter || $0.isNumber }
        }
    }

}
