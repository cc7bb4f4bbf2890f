extension RuleBuilder {
    /// Parses the value of a field that is neither an example nor part of one.
    mutating func take(_ field: FieldLine, as kind: RuleField) {
        let value = field.value
        switch kind {
        case .id: takeID(field)
        case .summary: summary = sentence(field)
        case .reason: reason = sentence(field)
        case .report: reportMessage = sentence(field)
        case .suggest: suggestion = sentence(field)
        case .suggestSwiftUI: swiftUISuggestion = sentence(field)
        case .priority:
            if let number = Int(value) {
                priority = number
            } else {
                error(field.line, field.valueColumn, "expected an integer after 'priority:', e.g. 'priority: 500'"
                      + (value.isEmpty ? "" : ", found '\(value)'"))
            }
        case .default:
            switch value {
            case "on": enabledByDefault = true
            case "off": enabledByDefault = false
            default:
                error(field.line, field.valueColumn, "expected 'on' or 'off' after 'default:'"
                      + (value.isEmpty ? "" : ", found '\(value)'"))
            }
        case .group:
            if Self.isKebabCase(value), value != "default" {
                group = value
            } else if value != "default" {
                error(field.line, field.valueColumn, "expected a group name in kebab-case after 'group:', e.g. 'group: duo'"
                      + (value.isEmpty ? "" : ", found '\(value)'"))
            }
        case .match:
            let compiled = Pattern.compile(value, path: path, line: field.line, column: field.valueColumn)
            append(compiled.errors)
            if let pattern = compiled.pattern { patterns.append((pattern, field.line)) }
        case .when:
            let parsed = Condition.parse(value, path: path, line: field.line, column: field.valueColumn)
            append(parsed.errors)
            if let condition = parsed.condition { conditions.append(condition) }
        case .rewrite, .suggestRewrite:
            if !templates.isEmpty, templatesSuggest != (field.field == .suggestRewrite) {
                error(field.line, 1, "'rewrite:' and 'suggest-rewrite:' do not go together: a rule rewrites, or it "
                      + "reports and suggests a rewrite")
                return
            }
            templatesSuggest = field.field == .suggestRewrite
            let parsed = TemplateParser.parse(value, origin: TextOrigin(path: path, line: field.line,
                                                                        column: field.valueColumn))
            append(parsed.errors)
            templates.append(RuleTemplate(template: parsed.template, uses: parsed.uses,
                                          placeholderColumns: parsed.placeholderColumns, line: field.line,
                                          patternsBefore: patterns.count))
        case .bodyModifier:
            let parsed = TemplateParser.parse(value, origin: TextOrigin(path: path, line: field.line,
                                                                        column: field.valueColumn))
            append(parsed.errors)
            guard !templates.isEmpty else {
                error(field.line, 1, "'body-modifier:' belongs to the 'rewrite:' above it; put it below one")
                return
            }
            templates[templates.count - 1].bodyModifiers.append(
                RuleTemplate(template: parsed.template, uses: parsed.uses, placeholderColumns: parsed.placeholderColumns,
                             line: field.line, patternsBefore: templates[templates.count - 1].patternsBefore))
        case .member:
            let parsed = MemberDeclaration.parse(value, path: path, line: field.line, column: field.valueColumn)
            append(parsed.errors)
            member = parsed.declaration
        case .attach:
            attach = modifierCall(field)
        case .suggestMove:
            if let move = SuggestedMove(rawValue: value) {
                suggestedMove = move
            } else {
                error(field.line, field.valueColumn, "expected one of \(SuggestedMove.spelled) after 'suggest-move:'"
                      + (value.isEmpty ? "" : ", found '\(value)'"))
            }
        case .need:
            if let stated = FindingNeed(rawValue: value) {
                need = stated
            } else {
                error(field.line, field.valueColumn, "expected one of \(FindingNeed.spelled) after 'need:'"
                      + (value.isEmpty ? "" : ", found '\(value)'"))
            }
        case .suggestBelow, .suggestSwiftUIBelow:
            if let older = OlderSuggestion.parse(value, inSwiftUI: kind == .suggestSwiftUIBelow) {
                olderSuggestions.append(older)
            } else {
                error(field.line, field.valueColumn, "expected 'iOS N: advice' after '\(kind.rawValue):', e.g. "
                      + "'\(kind.rawValue): iOS 16: read the size from a GeometryReader'" + (value.isEmpty ? "" : ", found '\(value)'"))
            }
        case .exampleChange, .exampleKeep, .expect, .exampleArgs, .supportFile:
            break  // handled by the walk, together with their blocks
        }
    }

    /// The name in `.name()`, or an error saying that form was expected.
    private mutating func modifierCall(_ field: FieldLine) -> String? {
        let value = field.value
        let name = value.dropFirst().dropLast(2)
        guard value.hasPrefix("."), value.hasSuffix("()"), let first = name.first, first.isLetter || first == "_",
              name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
            error(field.line, field.valueColumn, "expected a modifier call after 'attach:', e.g. 'attach: .measuresWindowSize()'")
            return nil
        }
        return String(name)
    }

    /// A non-empty free-text value, or an error saying one was expected.
    private mutating func sentence(_ field: FieldLine) -> String? {
        guard !field.value.isEmpty else {
            let what = field.field == .suggest ? "a suggested fix" : field.field == .report ? "a message" : "a sentence"
            error(field.line, field.valueColumn, "expected \(what) after '\(field.key):'")
            return nil
        }
        return field.value
    }

    /// A kebab-case id that matches the file name when the path ends in `.rule`.
    private mutating func takeID(_ field: FieldLine) {
        let value = field.value
        guard !value.isEmpty else {
            error(field.line, field.valueColumn, "expected an id after 'id:', e.g. 'scale-uikit'")
            return
        }
        guard Self.isKebabCase(value) else {
            error(field.line, field.valueColumn, "expected a kebab-case id (lower-case letters and digits"
                  + " joined by single '-'), found '\(value)'")
            return
        }
        id = value
        let fileName = path.split(separator: "/").last.map(String.init) ?? path
        if fileName.hasSuffix(".rule"), fileName != value + ".rule" {
            error(field.line, field.valueColumn,
                  "id '\(value)' does not match the file name '\(fileName)'; rename the file to '\(value).rule'"
                  + " or change the id")
        }
    }

    static func isKebabCase(_ text: String) -> Bool {
        let words = text.split(separator: "-", omittingEmptySubsequences: false)
        return words.allSatisfy { word in
            !word.isEmpty && word.utf8.allSatisfy {
                ($0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z")) || HoleScanner.isDigit($0)
            }
        }
    }
}
