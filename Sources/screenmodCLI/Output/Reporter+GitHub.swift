extension Reporter {
    /// GitHub Actions workflow commands: `::warning file=…,line=…,col=…,title=rule::message`.
    func githubLines() -> String {
        var text = ""
        for file in run.files {
            for edit in file.edits {
                text += Self.command("warning", file: file.relativePath, line: edit.line, column: edit.column,
                                     end: (edit.endLine, edit.endColumn), title: edit.ruleID,
                                     message: Self.editMessage(edit, mode: run.settings.mode))
            }
            for finding in file.fixed {
                guard let fix = finding.fix else { continue }
                text += Self.command("warning", file: file.relativePath, line: finding.line, column: finding.column,
                                     end: nil, title: finding.ruleID,
                                     message: Self.fixedMessage(fix, original: file.original, mode: run.settings.mode))
            }
            for finding in file.findings {
                let level = switch finding.severity {
                case .error: "error"
                case .warning: "warning"
                case .note: "notice"
                }
                var message = finding.suggestion.isEmpty ? finding.message : "\(finding.message)\nSuggestion: \(finding.suggestion)"
                if let fix = finding.fix { message += "\n" + Self.fixWords(fix, original: file.original) }
                text += Self.command(level, file: file.relativePath, line: finding.line, column: finding.column,
                                     end: nil, title: finding.ruleID, message: message)
            }
        }
        return text
    }

    private static func command(_ level: String, file: String, line: Int, column: Int, end: (Int, Int)?,
                                title: String, message: String) -> String {
        var properties = ["file=\(escapeProperty(file))", "line=\(line)", "col=\(column)"]
        if let (endLine, endColumn) = end {
            properties += ["endLine=\(endLine)", "endColumn=\(endColumn)"]
        }
        properties.append("title=\(escapeProperty(title))")
        return "::\(level) \(properties.joined(separator: ","))::\(escapeData(message))\n"
    }

    /// Escapes a command's message as GitHub's runner expects: `%`, CR and LF.
    static func escapeData(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": result += "%25"
            case "\r": result += "%0D"
            case "\n": result += "%0A"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Escapes a property value: the data escapes plus `:` and `,`.
    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingAll(":", with: "%3A").replacingAll(",", with: "%2C")
    }
}

private extension String {
    func replacingAll(_ target: Character, with replacement: String) -> String {
        var result = ""
        for character in self { result += character == target ? replacement : String(character) }
        return result
    }
}
