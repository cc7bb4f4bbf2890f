/// A JSON value whose objects keep their key order, so documents read well and diff stably.
indirect enum JSONValue: Equatable, Sendable {
    case object([(String, JSONValue)])
    case array([JSONValue])
    case string(String)
    case int(Int)
    case bool(Bool)
    case null

    static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        lhs.rendered() == rhs.rendered()
    }

    /// The value as pretty-printed JSON (two-space indent) ending with a newline.
    func rendered() -> String {
        var text = ""
        write(into: &text, indent: 0)
        return text + "\n"
    }

    private func write(into text: inout String, indent: Int) {
        let inner = String(repeating: "  ", count: indent + 1)
        let outer = String(repeating: "  ", count: indent)
        switch self {
        case .object(let fields):
            guard !fields.isEmpty else { text += "{}"; return }
            text += "{\n"
            for (index, (key, value)) in fields.enumerated() {
                text += inner + Self.quote(key) + ": "
                value.write(into: &text, indent: indent + 1)
                text += index == fields.count - 1 ? "\n" : ",\n"
            }
            text += outer + "}"
        case .array(let items):
            guard !items.isEmpty else { text += "[]"; return }
            text += "[\n"
            for (index, item) in items.enumerated() {
                text += inner
                item.write(into: &text, indent: indent + 1)
                text += index == items.count - 1 ? "\n" : ",\n"
            }
            text += outer + "]"
        case .string(let value): text += Self.quote(value)
        case .int(let value): text += String(value)
        case .bool(let value): text += value ? "true" : "false"
        case .null: text += "null"
        }
    }

    /// `value` as a JSON string literal, escaping quotes, backslashes and control characters.
    static func quote(_ value: String) -> String {
        // Most strings (paths, rule ids, messages) need no escape: one pass over the bytes says so.
        // 0xE2 may start U+2028 or U+2029, so it takes the slow path too.
        if !value.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 == 0xE2 }) {
            return "\"" + value + "\""
        }
        var text = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029:
                let hex = String(scalar.value, radix: 16)
                text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: text.unicodeScalars.append(scalar)
            }
        }
        return text + "\""
    }
}
