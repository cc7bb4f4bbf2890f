/// Where code is guarded by a newer iOS than the deployment target: `@available(iOS 13.0, *)`
/// on a declaration, the body of `if #available(iOS 14, *)`, and the rest of a block after
/// `guard #available(iOS 15, *) else { … }`. An API that version introduced may be used there.
///
/// Found once per file and looked up: a search of the file per use made a file of many uses quadratic.
public struct AvailabilityGuards: Sendable {
    /// Each guarded token range with its iOS major version, in file order.
    private let ranges: [(ClosedRange<Int>, Int)]

    public init(_ model: SourceModel) {
        ranges = model.availabilityRanges()
    }

    /// The highest iOS major version a guard around token `index` promises, or nil.
    public func iOS(at index: Int) -> Int? {
        var found: Int?
        for (range, version) in ranges where range.contains(index) {
            found = max(found ?? version, version)
        }
        return found
    }
}

extension SourceModel {
    /// Each guarded token range with its iOS major version, in file order.
    fileprivate func availabilityRanges() -> [(ClosedRange<Int>, Int)] {
        var ranges: [(ClosedRange<Int>, Int)] = []
        for offset in ByteScan.occurrences(of: Array("available".utf8), in: file.source.bytes) {
            let index = file.tokenIndex(at: offset)
            let token = file.tokens[index]
            // `@available` (an attribute) and `#available` (a directive) are single tokens.
            guard token.offset + token.length == offset + 9, token.length == 10,
                  let open = file.next(after: index), file.punctuation(open, "("),
                  let platform = file.next(after: open), file.identifier(platform, "iOS"),
                  let number = file.next(after: platform), file.tokens[number].kind == .number,
                  let version = Int(file.text(number).split(separator: ".").first ?? ""),
                  let close = brackets.match(open) else { continue }
            let guarded = file.tokens[index].kind == .attribute ? declarationBody(after: close) : conditionBody(after: close, from: index)
            if let guarded { ranges.append((guarded, version)) }
        }
        return ranges
    }

    /// The body `{ … }` of the declaration an attribute ending at `close` is written on.
    private func declarationBody(after close: Int) -> ClosedRange<Int>? {
        var position = close
        while let next = file.next(after: position) {
            if file.punctuation(next, "{") { return brackets.match(next).map { next...$0 } }
            if file.punctuation(next, "}") || file.punctuation(next, ";") { return nil }
            position = brackets.match(next).map { max($0, next) } ?? next
        }
        return nil
    }

    /// What `if #available(…)` guards (its body) or `guard #available(…) else { … }` guards (the
    /// rest of the enclosing block).
    private func conditionBody(after close: Int, from directive: Int) -> ClosedRange<Int>? {
        guard let keyword = file.previous(before: directive) else { return nil }
        if file.keyword(keyword, "guard") {
            var position = close
            while let next = file.next(after: position), !file.punctuation(next, "{") {
                position = brackets.match(next).map { max($0, next) } ?? next
            }
            guard let elseOpen = file.next(after: position), let elseClose = brackets.match(elseOpen),
                  let outer = enclosingOpener(of: directive), let outerClose = brackets.match(outer) else { return nil }
            return elseClose...outerClose
        }
        guard file.keyword(keyword, "if") || file.keyword(keyword, "while") || file.punctuation(keyword, ",") else { return nil }
        var position = close
        while let next = file.next(after: position) {
            if file.punctuation(next, "{") { return brackets.match(next).map { next...$0 } }
            position = brackets.match(next).map { max($0, next) } ?? next
        }
        return nil
    }
}
