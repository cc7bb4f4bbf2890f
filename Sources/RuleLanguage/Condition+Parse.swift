extension Condition {
    /// Parses the text after `when:`; errors point into the rule file at `line`/`column`.
    public static func parse(_ text: String, path: String = "<condition>", line: Int = 1,
                             column: Int = 1) -> (condition: Condition?, errors: [RuleError]) {
        var parser = ConditionParser(bytes: Array(text.utf8),
                                     origin: TextOrigin(path: path, line: line, column: column))
        let condition = parser.parse()
        return (parser.errors.isEmpty ? condition : nil, parser.errors)
    }
}

/// A cursor over one `when:` value; every problem becomes an error at its byte.
struct ConditionParser {
    let bytes: [UInt8]
    let origin: TextOrigin
    var index = 0
    var errors: [RuleError] = []

    init(bytes: [UInt8], origin: TextOrigin) {
        self.bytes = bytes
        self.origin = origin
    }

    mutating func parse() -> Condition? {
        skipSpaces()
        let subjectStart = index
        let subjectText = word()
        guard !subjectText.isEmpty else {
            fail(at: subjectStart, "expected a condition after 'when:', e.g. 'type is uiview'")
            return nil
        }
        guard let subject = ConditionSubject(rawValue: subjectText) else {
            let known = ConditionSubject.allCases.map(\.rawValue).joined(separator: ", ")
            fail(at: subjectStart, "unknown subject '\(subjectText)' in 'when:'; expected one of: \(known)")
            return nil
        }
        skipSpaces()
        switch subject {
        case .minIOS: return parseComparison()
        case .value: return parseCapturedValue()
        default: return parseValues(for: subject)
        }
    }

    /// `$NAME >= N` or `$NAME < N` after `value`.
    private mutating func parseCapturedValue() -> Condition? {
        let nameStart = index
        guard index < bytes.count, bytes[index] == UInt8(ascii: "$") else {
            fail(at: nameStart, "expected a capture after 'value', e.g. 'value $W >= 441'" + foundSuffix(word()))
            return nil
        }
        index += 1
        let name = word()
        guard let first = name.utf8.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z"),
              name.utf8.allSatisfy({ ($0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z")) || HoleScanner.isDigit($0) || $0 == UInt8(ascii: "_") })
        else {
            fail(at: nameStart, "expected a capture name in capitals after '$', e.g. 'value $W >= 441'")
            return nil
        }
        skipSpaces()
        guard let comparison = parseComparison(subject: "value $\(name)") else { return nil }
        return Condition(subject: .value, test: comparison.test, capture: name)
    }

    /// `>= N` or `< N` after `min-ios`.
    private mutating func parseComparison(subject: String = "min-ios") -> Condition? {
        let operatorStart = index
        while index < bytes.count, [UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "="),
                                    UInt8(ascii: "!")].contains(bytes[index]) { index += 1 }
        let spelled = text(operatorStart..<index)
        guard let comparison = ComparisonOperator(rawValue: spelled) else {
            let found = spelled.isEmpty ? word() : spelled
            fail(at: operatorStart, "expected '>=' or '<' after '\(subject)'" + foundSuffix(found))
            return nil
        }
        skipSpaces()
        let numberStart = index
        while index < bytes.count, HoleScanner.isDigit(bytes[index]) { index += 1 }
        guard index > numberStart, let version = Int(text(numberStart..<index)) else {
            let expected = subject == "min-ios" ? "an iOS major version" : "a whole number"
            fail(at: numberStart, "expected \(expected) after '\(spelled)', e.g. '\(subject) \(spelled) 17'"
                 + foundSuffix(rest()))
            return nil
        }
        guard expectEnd(after: subject == "min-ios" ? "the version number" : "the number") else { return nil }
        return Condition(subject: .minIOS, test: .comparison(comparison, version))
    }

    /// `is [not|only] V1, V2, …` after a subject.
    private mutating func parseValues(for subject: ConditionSubject) -> Condition? {
        let verbStart = index
        guard word() == "is" else {
            fail(at: verbStart, "expected 'is', 'is not' or 'is only' after subject '\(subject.rawValue)'")
            return nil
        }
        skipSpaces()
        let afterIs = index
        var negated = false, only = false
        switch word() {
        case "not":
            // `is not only a, b`: not every value is listed (some other value holds, or none at all).
            negated = true
            let afterNot = index
            skipSpaces()
            if word() == "only" { only = true } else { index = afterNot }
        case "only": only = true
        default: index = afterIs
        }
        skipSpaces()
        var values: [String] = []
        let after = negated ? (only ? "'is not only'" : "'is not'") : only ? "'is only'" : "'is'"
        while true {
            skipSpaces()
            let valueStart = index
            while index < bytes.count, bytes[index] != UInt8(ascii: ",") { index += 1 }
            let value = text(valueStart..<index).trimmingTrailingSpaces()
            if value.isEmpty {
                fail(at: valueStart, "expected a value after \(values.isEmpty ? after : "','")"
                     + allowedSuffix(subject))
            } else if let value = check(value, for: subject, at: valueStart) {
                values.append(value)
            }
            guard index < bytes.count else { break }
            index += 1  // the comma
        }
        return Condition(subject: subject, negated: negated, only: only, test: .values(values))
    }

    /// The value if `subject` allows it; otherwise records an error naming the allowed values.
    private mutating func check(_ value: String, for subject: ConditionSubject, at offset: Int) -> String? {
        if subject == .use, Role(rawValue: Self.roleSpelling(of: value)) != nil {
            fail(at: offset, "'use is \(value)' is now 'role is \(Self.roleSpelling(of: value))': what a value is for "
                 + "moved to the 'role' subject")
            return nil
        }
        if let allowed = subject.allowedValues {
            guard allowed.contains(value) else {
                fail(at: offset, "unknown value '\(value)' for '\(subject.rawValue)'; expected one of: "
                     + allowed.joined(separator: ", "))
                return nil
            }
        } else if !Self.isSwiftIdentifier(value) {
            fail(at: offset, "'\(value)' is not a Swift identifier; '\(subject.rawValue)' takes "
                 + "a function or property name such as layoutSubviews")
            return nil
        }
        return value
    }

    /// The role an old `use` value became: `screen-space` is `screen-coordinates`, and so on.
    static func roleSpelling(of value: String) -> String {
        ["screen-space": "screen-coordinates", "screen-helper-call": "helper-call", "divisor-local": "divisor",
         "compared-with-size": "contrast"][value] ?? value
    }

    private func allowedSuffix(_ subject: ConditionSubject) -> String {
        guard let allowed = subject.allowedValues else { return ", e.g. 'layoutSubviews'" }
        return "; expected one of: " + allowed.joined(separator: ", ")
    }

    static func isSwiftIdentifier(_ text: String) -> Bool {
        guard let first = text.utf8.first, !HoleScanner.isDigit(first) else { return false }
        return text.utf8.allSatisfy(HoleScanner.isIdentifierByte)
    }

    private mutating func expectEnd(after what: String) -> Bool {
        skipSpaces()
        guard index < bytes.count else { return true }
        fail(at: index, "unexpected '\(rest())' after \(what)")
        return false
    }

    /// A run of letters, digits, `-` and `_`.
    private mutating func word() -> String {
        let start = index
        while index < bytes.count,
              HoleScanner.isIdentifierByte(bytes[index]) || bytes[index] == UInt8(ascii: "-") { index += 1 }
        return text(start..<index)
    }

    private mutating func skipSpaces() {
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") {
            index += 1
        }
    }

    private func rest() -> String { text(index..<bytes.count) }

    private func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

    private func foundSuffix(_ found: String) -> String { found.isEmpty ? "" : ", found '\(found)'" }

    private mutating func fail(at offset: Int, _ message: String) {
        errors.append(origin.error(at: offset, in: bytes, message))
    }
}

extension String {
    /// The string without trailing spaces and tabs.
    func trimmingTrailingSpaces() -> String {
        var result = Substring(self)
        while let last = result.last, last == " " || last == "\t" { result = result.dropLast() }
        return String(result)
    }
}
