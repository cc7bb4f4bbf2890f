// Code mode: one token per call, dispatched on the first byte.

private let space = UInt8(ascii: " ")
private let tab = UInt8(ascii: "\t")
private let lineFeed = UInt8(ascii: "\n")
private let carriageReturn = UInt8(ascii: "\r")

extension Scanner {
    /// Lexes one token (or a few, for a regex split off an operator) in code mode.
    mutating func lexCode() {
        let start = pos
        let c = b[start]
        switch c {
        case space, tab, 0x0B, 0x0C:
            lexWhitespace()
        case lineFeed, carriageReturn:
            if top == .interpolation { closeSingleLineInterpolations() }
            pos = start + (c == carriageReturn && b[start + 1] == lineFeed ? 2 : 1)
            emit(.newline, start, pos)
        case UInt8(ascii: "("), UInt8(ascii: ")"):
            if top == .interpolation && interpolationParen(c) { return }
            pos = start + 1
            emit(.punctuation, start, pos)
        case UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"),
             UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "\\"):
            pos = start + 1
            emit(.punctuation, start, pos)
        case UInt8(ascii: ":"):
            // `::` is one token, as in swift-syntax (module selectors).
            pos = start + (b[start + 1] == UInt8(ascii: ":") ? 2 : 1)
            emit(.punctuation, start, pos)
        case UInt8(ascii: "/"):
            if b[start + 1] == UInt8(ascii: "/") {
                lexLineComment()
            } else if b[start + 1] == UInt8(ascii: "*") {
                lexBlockComment()
            } else {
                lexOperator()
            }
        case UInt8(ascii: "\""):
            openString(hashes: 0)
        case UInt8(ascii: "#"):
            lexPound()
        case UInt8(ascii: "@"):
            lexAttribute()
        case UInt8(ascii: "`"):
            lexBacktickIdentifier()
        case UInt8(ascii: "$"):
            pos = start + 1
            lexIdentifierTail(from: start)
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            lexNumber()
        case 0:
            pos = emitBadRun(start, limit: count)
        default:
            lexOtherCode(c)
        }
    }

    /// Identifiers, operators and everything non-ASCII or unusual.
    private mutating func lexOtherCode(_ c: UInt8) {
        let start = pos
        let flags = cls[Int(c)]
        if flags & ByteClass.identifierStart != 0 {
            pos = start + 1
            lexIdentifierTail(from: start)
            return
        }
        if flags & ByteClass.operatorCharacter != 0 || c == UInt8(ascii: ".") {
            lexOperator()
            return
        }
        if c < 0x80 {
            // Control characters and `'` have no place in Swift code.
            pos = start + 1
            emit(.error, start, pos)
            diagnose(start, "invalid character in source file")
            return
        }
        let (scalar, length) = decodeUTF8(b, start)
        if length == 0 {
            pos = emitBadRun(start, limit: count)
        } else if scalar == 0xFEFF {
            // A byte order mark between tokens (files joined together) is trivia, as in swift-syntax.
            pos = start + length
            emit(.whitespace, start, pos)
        } else if CharacterClass.isIdentifierStart(scalar) {
            pos = start + length
            lexIdentifierTail(from: start)
        } else if CharacterClass.isOperatorStart(scalar) {
            lexOperator()
        } else if scalar == 0xA0 {
            lexWhitespace()
        } else if CharacterClass.isIdentifierContinue(scalar) {
            pos = start + length
            skipIdentifierCharacters()
            emit(.error, start, pos)
            diagnose(start, "an identifier cannot start with this character")
        } else {
            pos = start + length
            emit(.error, start, pos)
            diagnose(start, "invalid character in source file")
        }
    }

    /// Spaces, tabs, vertical tabs, form feeds and non-breaking spaces, as one token.
    private mutating func lexWhitespace() {
        let start = pos
        var p = pos
        while true {
            let c = b[p]
            if c == space || c == tab || c == 0x0B || c == 0x0C {
                p += 1
            } else if c == 0xC2 && b[p + 1] == 0xA0 {
                p += 2
            } else {
                break
            }
        }
        pos = p
        emit(.whitespace, start, p)
    }

    /// Advances `pos` over identifier-continuation characters, ASCII or not.
    @inline(__always)
    mutating func skipIdentifierCharacters() {
        var p = pos
        while true {
            let c = b[p]
            if cls[Int(c)] & ByteClass.identifierContinue != 0 {
                p += 1
            } else if c >= 0x80 {
                let (scalar, length) = decodeUTF8(b, p)
                guard length > 0, CharacterClass.isIdentifierContinue(scalar) else { break }
                p += length
            } else {
                break
            }
        }
        pos = p
    }

    /// Finishes an identifier whose first character ends at `pos`; classifies keywords.
    mutating func lexIdentifierTail(from start: Int) {
        skipIdentifierCharacters()
        let length = pos - start
        var kind = TokenKind.identifier
        if length <= 16 && b[start] != UInt8(ascii: "$") {
            let word = PackedWord(padded: b + start, count: length)
            if keywords.classify(word) == .reserved { kind = .keyword }
        }
        emit(kind, start, pos)
    }

    /// End of the escaped identifier `` `name` `` starting at `start` (any characters but a
    /// backtick or line break between the backticks, at least one), or nil.
    private func backtickIdentifierEnd(_ start: Int) -> Int? {
        var p = start + 1
        while true {
            let c = b[p]
            if c == UInt8(ascii: "`") || c == lineFeed || c == carriageReturn || (c == 0 && p >= count) { break }
            p += 1
        }
        return b[p] == UInt8(ascii: "`") && p > start + 1 ? p + 1 : nil
    }

    /// `` `name` ``; a lone backtick or an empty pair is an error.
    private mutating func lexBacktickIdentifier() {
        let start = pos
        if let end = backtickIdentifierEnd(start) {
            pos = end
            // NUL and invalid UTF-8 inside still become error tokens.
            emitText(.identifier, start, end, check: true)
            return
        }
        pos = start + 1
        emit(.error, start, pos)
        diagnose(start, b[pos] == UInt8(ascii: "`") ? "an escaped identifier cannot be empty"
                 : "unterminated escaped identifier")
    }

    /// Advances `pos` over the name after `@` or `#` (plain or backticked); false if none.
    private mutating func skipName() -> Bool {
        let next = b[pos]
        if next == UInt8(ascii: "`") {
            guard let end = backtickIdentifierEnd(pos) else { return false }
            pos = end
            return true
        }
        var startsName = cls[Int(next)] & ByteClass.identifierStart != 0
        if !startsName && next >= 0x80 {
            let (scalar, length) = decodeUTF8(b, pos)
            startsName = length > 0 && CharacterClass.isIdentifierStart(scalar)
        }
        if startsName { skipIdentifierCharacters() }
        return startsName
    }

    /// `@name` is one attribute token; a bare `@` is punctuation.
    private mutating func lexAttribute() {
        let start = pos
        pos = start + 1
        emit(skipName() ? .attribute : .punctuation, start, pos)
    }

    /// `#` starts a raw string, an extended regex, a directive such as `#if`, or is punctuation.
    private mutating func lexPound() {
        let start = pos
        var p = start
        while b[p] == UInt8(ascii: "#") { p += 1 }
        let hashes = p - start
        if b[p] == UInt8(ascii: "\"") {
            openString(hashes: hashes)
            return
        }
        if b[p] == UInt8(ascii: "/") {
            lexExtendedRegex(hashes: hashes)
            return
        }
        pos = start + 1
        emit(skipName() ? .directive : .punctuation, start, pos)
    }

    /// Handles `(` or `)` inside an interpolation; returns true when the `)` closed it.
    private mutating func interpolationParen(_ c: UInt8) -> Bool {
        let index = stack.count - 1
        if c == UInt8(ascii: "(") {
            stack[index].parenDepth += 1
            return false
        }
        if stack[index].parenDepth > 0 {
            stack[index].parenDepth -= 1
            return false
        }
        pos += 1
        emit(.stringDelimiter, pos - 1, pos)
        pop()
        return true
    }

    /// A line break ends every interpolation of a single-line string, and that string too.
    private mutating func closeSingleLineInterpolations() {
        while top == .interpolation && !stack[stack.count - 1].multiline {
            abandonTop()
            if top == .string { abandonTop() }
        }
    }
}
