import SwiftLexer
import RuleLanguage

/// Writes rule values as Swift expressions that build them again: the parsed form of the
/// built-in pack, compiled into the binary so that a run does not parse the rule files.
enum SwiftSource {
    /// A string literal with the same contents.
    static func string(_ text: String) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": literal += "\\\\"
            case "\"": literal += "\\\""
            case "\n": literal += "\\n"
            case "\r": literal += "\\r"
            case "\t": literal += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                literal += "\\u{" + String(scalar.value, radix: 16) + "}"
            default: literal.unicodeScalars.append(scalar)
            }
        }
        return literal + "\""
    }

    static func optional(_ value: String?, _ render: (String) -> String = string) -> String {
        value.map(render) ?? "nil"
    }

    static func list<T>(_ values: [T], _ render: (T) -> String) -> String {
        "[" + values.map(render).joined(separator: ", ") + "]"
    }

    /// An enum case without payload: `.name`.
    static func member<T>(_ value: T) -> String {
        "." + String(describing: value)
    }

    static func rule(_ rule: Rule) -> String {
        """
        Rule(
                    id: \(string(rule.id)), summary: \(string(rule.summary)),
                    reason: \(string(rule.reason)),
                    priority: \(rule.priority), enabledByDefault: \(rule.enabledByDefault),
                    patterns: \(list(rule.patterns, pattern)),
                    conditions: \(list(rule.conditions, condition)),
                    action: \(action(rule.action)),
                    examples: \(list(rule.examples, example)),
                    source: \(source(rule.source)),
                    patternTemplates: \(list(rule.patternTemplates, template)),
                    patternBodyModifiers: \(list(rule.patternBodyModifiers) { list($0, template) }),
                    supportFile: \(rule.supportFile.map(supportFile) ?? "nil"),
                    group: \(optional(rule.group)),
                    suggestedMove: \(rule.suggestedMove.map(member) ?? "nil"),
                    olderSuggestions: \(list(rule.olderSuggestions) {
                        "OlderSuggestion(below: \($0.below), text: \(string($0.text))\($0.inSwiftUI ? ", inSwiftUI: true" : ""))"
                    }),
                    swiftUISuggestion: \(optional(rule.swiftUISuggestion)),
                    need: \(rule.need.map(member) ?? "nil"))
        """
    }

    static func pattern(_ pattern: Pattern) -> String {
        let elements = list(pattern.elements) { element -> String in
            switch element {
            case .token(let kind, let text): return ".token(\(member(kind)), \(string(text)))"
            case .hole(let name): return ".hole(\(string(name)))"
            case .rest(let name): return ".rest(\(string(name)))"
            }
        }
        return "Pattern(text: \(string(pattern.text)), elements: \(elements), anchorIndex: \(pattern.anchorIndex), "
            + "anchor: Anchor(path: \(list(pattern.anchor.path, string))))"
    }

    static func condition(_ condition: Condition) -> String {
        let test: String
        switch condition.test {
        case .values(let values): test = ".values(\(list(values, string)))"
        case .comparison(let comparison, let bound): test = ".comparison(\(member(comparison)), \(bound))"
        }
        return "Condition(subject: \(member(condition.subject)), negated: \(condition.negated), only: \(condition.only), "
            + "test: \(test), capture: \(optional(condition.capture)))"
    }

    static func template(_ template: Template) -> String {
        let segments = list(template.segments) { segment -> String in
            switch segment {
            case .text(let text): return ".text(\(string(text)))"
            case .capture(let name): return ".capture(\(string(name)))"
            case .placeholder(let placeholder): return ".placeholder(\(member(placeholder)))"
            }
        }
        return "Template(text: \(string(template.text)), segments: \(segments))"
    }

    static func action(_ action: RuleAction) -> String {
        switch action {
        case .rewrite(let template, let member):
            let declaration = member.map {
                "MemberDeclaration(text: \(string($0.text)), attribute: \(optional($0.attribute)), name: \(string($0.name)))"
            }
            return ".rewrite(\(self.template(template)), member: \(declaration ?? "nil"))"
        case .report(let message, let suggestion):
            return ".report(message: \(string(message)), suggestion: \(string(suggestion)))"
        }
    }

    static func example(_ example: RuleExample) -> String {
        switch example {
        case .change(let before, let after, let args):
            return ".change(before: \(string(before)), after: \(string(after)), args: \(list(args, string)))"
        case .keep(let code, let args):
            return ".keep(code: \(string(code)), args: \(list(args, string)))"
        }
    }

    static func source(_ source: RuleSource) -> String {
        // Sorted, so that the same rules give the same file.
        let lines = RuleField.allCases.compactMap { field in
            source.fieldLines[field].map { "\(member(field)): \(list($0) { String($0) })" }
        }
        return "RuleSource(path: \(string(source.path)), fieldLines: [\(lines.isEmpty ? ":" : lines.joined(separator: ", "))], "
            + "exampleLines: \(list(source.exampleLines) { String($0) }))"
    }

    static func supportFile(_ file: SupportFile) -> String {
        "SupportFile(name: \(string(file.name)), contents: \(string(file.contents)), attach: \(optional(file.attach)))"
    }
}
