/// Objective-C code that runs only on older systems: the `else` of `if (@available(iOS 13.0, *))`.
/// Such a branch is what an app keeps for the systems before that version; from that version on
/// it never runs, so it needs no migration, only deleting once the deployment target reaches it.
struct ObjectiveCAvailability {
    let tokens: [ObjectiveCToken]
    let bytes: [UInt8]
    /// Per token, the `{` of the innermost block holding it (a `{` maps to its parent's), or -1.
    private let enclosing: [Int]
    /// Per closing `}` or `)`, its opening token; per opening one, its closing token.
    private let opener: [Int: Int]
    let closer: [Int: Int]

    /// Pairs the brackets of `tokens` in one pass, so that each use costs its nesting depth.
    /// The byte ranges of the file's string and character literals (`ObjectiveCTokens.scan`), which are no
    /// tokens: two branches are the same code only where these agree too.
    let literals: [Range<Int>]

    init(tokens: [ObjectiveCToken], bytes: [UInt8], literals: [Range<Int>] = []) {
        self.tokens = tokens
        self.bytes = bytes
        self.literals = literals
        var enclosing = [Int](repeating: -1, count: tokens.count)
        var opener: [Int: Int] = [:]
        var braces: [Int] = [], parentheses: [Int] = []
        for index in tokens.indices {
            enclosing[index] = braces.last ?? -1
            guard tokens[index].kind == .punctuation else { continue }
            switch bytes[tokens[index].start] {
            case UInt8(ascii: "{"): braces.append(index)
            case UInt8(ascii: "}"): if let open = braces.popLast() { opener[index] = open }
            case UInt8(ascii: "("): parentheses.append(index)
            case UInt8(ascii: ")"): if let open = parentheses.popLast() { opener[index] = open }
            default: break
            }
        }
        self.enclosing = enclosing
        self.opener = opener
        closer = Dictionary(uniqueKeysWithValues: opener.map { ($0.value, $0.key) })
    }

    /// The offset of the `@available` whose `else` block holds the code at byte `offset`, if any.
    func olderSystemCheck(at offset: Int) -> Int? {
        guard let low = firstToken(atOrAfter: offset) else { return nil }
        var open = enclosing[low]
        while open >= 0 {
            defer { open = enclosing[open] }
            guard open > 1, isWord(open - 1, "else"), isPunctuation(open - 2, "}"),
                  let blockOpen = opener[open - 2], blockOpen > 0, isPunctuation(blockOpen - 1, ")"),
                  let conditionOpen = opener[blockOpen - 1], conditionOpen > 0, isWord(conditionOpen - 1, "if") else { continue }
            // `if (@available(…))`: the `@` and the word inside the condition's parentheses; or a check for a
            // version and later (`SYSTEM_VERSION_GREATER_THAN_OR_EQUAL_TO(@"8.0")`, `self.isIOS8AndAbove`).
            let condition = conditionOpen..<(blockOpen - 1)
            if let at = condition.first(where: { isPunctuation($0, "@") && isWord($0 + 1, "available") }) {
                return tokens[at].start
            }
            if !condition.contains(where: { isPunctuation($0, "|") || isPunctuation($0, "!") }),
               let at = condition.first(where: { tokens[$0].kind == .identifier && Self.namesNewerSystems(text($0)) }) {
                return tokens[at].start
            }
        }
        return nil
    }

    /// The offset of a runtime check for an older system (`systemVersion < 8.0`,
    /// `SYSTEM_VERSION_LESS_THAN(@"8.0")`, `NSFoundationVersionNumber < …`) in the `if` condition
    /// that holds the code at `offset` or whose block does, when nothing but `&&` joins it: the
    /// code runs only on those systems.
    func olderVersionGuard(at offset: Int) -> Int? {
        guard let low = firstToken(atOrAfter: offset) else { return nil }
        // The condition the use is in: an unclosed `(` after `if`, a few dozen tokens back at most.
        var depth = 0
        for index in stride(from: low - 1, through: max(0, low - 64), by: -1) {
            if isPunctuation(index, ")") { depth += 1 } else if isPunctuation(index, "(") {
                if depth == 0 {
                    if isWord(index - 1, "if"), let close = closer[index] {
                        return versionCheck(in: index...close)
                    }
                    continue
                }
                depth -= 1
            } else if isPunctuation(index, ";") || isPunctuation(index, "{") || isPunctuation(index, "}") { break }
        }
        // The block the use is in, and the condition before it.
        var open = enclosing[low]
        while open >= 0 {
            defer { open = enclosing[open] }
            guard open > 0, isPunctuation(open - 1, ")"), let conditionOpen = opener[open - 1], conditionOpen > 0,
                  isWord(conditionOpen - 1, "if") else { continue }
            if let check = versionCheck(in: conditionOpen...(open - 1)) { return check }
        }
        return nil
    }

    /// The first token at or after `offset`, by a binary search: tokens are in file order.
    func firstToken(atOrAfter offset: Int) -> Int? {
        var low = 0, high = tokens.count
        while low < high {
            let middle = (low + high) / 2
            if tokens[middle].start < offset { low = middle + 1 } else { high = middle }
        }
        return low < tokens.count ? low : nil
    }

    /// The offset of an older-system check in `range` where no `||` joins the condition.
    private func versionCheck(in range: ClosedRange<Int>) -> Int? {
        guard !range.contains(where: { isPunctuation($0, "|") }) else { return nil }
        for index in range {
            if isWord(index, "SYSTEM_VERSION_LESS_THAN") || isWord(index, "SYSTEM_VERSION_LESS_THAN_OR_EQUAL_TO") {
                return tokens[index].start
            }
            // `!IS_IOS7_OR_LATER`, `! DEVICE_HAS_IOS7`: not a version and later, so older systems only.
            if isPunctuation(index, "!"), index + 1 <= range.upperBound, tokens[index + 1].kind == .identifier,
               Self.namesNewerSystems(text(index + 1)) {
                return tokens[index + 1].start
            }
            guard isWord(index, "systemVersion") || isWord(index, "NSFoundationVersionNumber") else { continue }
            for next in (index + 1)..<min(index + 7, range.upperBound + 1) {
                if isPunctuation(next, "&") || isPunctuation(next, ">") || isPunctuation(next, "=") && !isPunctuation(next - 1, "<") { break }
                if isPunctuation(next, "<") { return tokens[index].start }
            }
        }
        return nil
    }

    /// Whether a name says it holds for a system version and later: `SYSTEM_VERSION_GREATER_THAN_OR_EQUAL_TO`,
    /// `isIOS8AndAbove`, `IS_IOS7_OR_LATER`, `iOS11Plus`, `DEVICE_HAS_IOS7` (a device that has that system).
    static func namesNewerSystems(_ name: String) -> Bool {
        let lower = name.lowercased().filter { $0 != "_" }
        if lower.hasPrefix("systemversiongreaterthan") { return true }
        let characters = Array(lower)
        guard let at = characters.indices.first(where: { characters[$0...].starts(with: "ios") }),
              at + 3 < characters.count, characters[at + 3].isNumber else { return false }
        let rest = String(characters[(at + 3)...].drop { $0.isNumber })
        if rest.isEmpty, String(characters[..<at]).hasSuffix("has") { return true }
        return ["andabove", "orabove", "orlater", "andlater", "plus", "orhigher", "andhigher", "orgreater", "ornewer", "andnewer"]
            .contains { rest.hasPrefix($0) }
    }

    /// The text of the token at `index`.
    func text(_ index: Int) -> String {
        tokens[index].text(in: bytes)
    }

    /// The check a branch for older systems is the `else` of, as written from the offset `olderSystemCheck`
    /// gives (`@available`, `isIOS8AndAbove`).
    func checkName(at offset: Int) -> String {
        guard let index = firstToken(atOrAfter: offset) else { return "" }
        return isPunctuation(index, "@") ? "@available" : text(index)
    }

    func isPunctuation(_ index: Int, _ character: Character) -> Bool {
        index >= 0 && index < tokens.count && tokens[index].kind == .punctuation
            && bytes[tokens[index].start] == character.asciiValue
    }

    func isWord(_ index: Int, _ word: String) -> Bool {
        guard index >= 0, index < tokens.count, tokens[index].kind == .identifier else { return false }
        return bytes[tokens[index].start..<tokens[index].end].elementsEqual(word.utf8)
    }
}
