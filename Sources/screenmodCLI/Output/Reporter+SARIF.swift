import Migration

extension Reporter {
    /// The `--format sarif` document: SARIF 2.1.0 as GitHub code scanning reads it.
    ///
    /// Edits are results too (with a `fixes` entry), so every rewrite screenmod would make is
    /// visible in code scanning, not only the uses it could not rewrite.
    func sarifDocument() -> JSONValue {
        var results: [JSONValue] = []
        for file in run.files {
            let lines = LineTable(file.original)
            for edit in file.edits {
                results.append(sarifEdit(edit, file: file, lines: lines))
            }
            for finding in file.fixed {
                results.append(sarifFixed(finding, file: file, lines: lines))
            }
            for finding in file.findings {
                // Sentences, as in the xcode format: "… view's. Suggestion: …. Suggested fix: …".
                let text = Self.findingText(finding, original: file.original)
                var fields: [(String, JSONValue)] = [
                    ("ruleId", .string(finding.ruleID)),
                    ("level", .string(finding.severity.rawValue)),
                    ("message", .object([("text", .string(text))])),
                    ("locations", .array([location(file, finding.line, finding.column, lines: lines, end: nil)])),
                ]
                if !finding.related.isEmpty {
                    fields.append(("relatedLocations", .array(finding.related.enumerated().map { relatedLocation($1, id: $0) })))
                }
                if let fix = finding.fix {
                    fields.append(("fixes", .array([sarifFix(fix.edits, file: file, lines: lines,
                                                             description: Self.fixWords(fix, original: file.original))])))
                }
                results.append(.object(fields))
            }
        }
        let driver: JSONValue = .object([
            ("name", .string(ToolInfo.name)),
            ("version", .string(ToolInfo.version)),
            ("rules", .array(sarifRules())),
        ])
        let folder = run.currentDirectory
        let root = "file://" + Self.percentEncoded(folder.hasSuffix("/") ? folder : folder + "/")
        return .object([
            ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
            ("version", .string("2.1.0")),
            ("runs", .array([.object([
                ("tool", .object([("driver", driver)])),
                ("originalUriBaseIds", .object([("%SRCROOT%", .object([("uri", .string(root))]))])),
                ("columnKind", .string("utf16CodeUnits")),
                ("results", .array(results)),
            ])])),
        ])
    }

    private func sarifEdit(_ edit: Edit, file: FileReport, lines: LineTable) -> JSONValue {
        .object([
            ("ruleId", .string(edit.ruleID)),
            ("level", .string("warning")),
            ("message", .object([("text", .string(Self.editMessage(edit, mode: run.settings.mode)))])),
            ("locations", .array([location(file, edit.line, edit.column, lines: lines, end: (edit.endLine, edit.endColumn))])),
            ("fixes", .array([sarifFix([edit], file: file, lines: lines,
                                       description: "Rewrite to '\(edit.replacement.replacingNewlines())'.")])),
        ])
    }

    /// A finding whose suggested fix is among the run's edits (`--suggested`, or accepted in a review).
    private func sarifFixed(_ finding: Finding, file: FileReport, lines: LineTable) -> JSONValue {
        let fix = finding.fix ?? SuggestedFix(message: "", edits: [])
        let text = Self.fixedMessage(fix, original: file.original, mode: run.settings.mode)
        return .object([
            ("ruleId", .string(finding.ruleID)),
            ("level", .string("warning")),
            ("message", .object([("text", .string(text))])),
            ("locations", .array([location(file, finding.line, finding.column, lines: lines, end: nil)])),
            ("fixes", .array([sarifFix(fix.edits, file: file, lines: lines,
                                       description: Self.fixWords(fix, original: file.original))])),
        ])
    }

    /// A SARIF `fix`: one artifact change whose replacements are `edits` (deletedRegion and
    /// insertedContent each), as SARIF 2.1.0 section 3.55 describes.
    private func sarifFix(_ edits: [Edit], file: FileReport, lines: LineTable, description: String) -> JSONValue {
        let replacements: [JSONValue] = edits.map { edit in
            .object([
                ("deletedRegion", region(file, edit.line, edit.column, lines: lines, end: (edit.endLine, edit.endColumn))),
                ("insertedContent", .object([("text", .string(edit.replacement))])),
            ])
        }
        return .object([
            ("description", .object([("text", .string(description))])),
            ("artifactChanges", .array([.object([("artifactLocation", artifact(file)), ("replacements", .array(replacements))])])),
        ])
    }

    /// A related place named as `path:line:column` (a helper's call site), in the file's UTF-16
    /// columns when the run read that file, else in its byte columns.
    private func relatedLocation(_ place: String, id: Int) -> JSONValue {
        let parts = place.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count >= 3, let line = Int(parts[parts.count - 2]), let column = Int(parts[parts.count - 1]) else {
            return .object([("id", .int(id)), ("message", .object([("text", .string(place))]))])
        }
        let path = parts.dropLast(2).joined(separator: ":")
        let absolute = PathName.absolute(path, from: run.currentDirectory)
        let file = run.files.first { $0.absolutePath == absolute }
            ?? FileReport(path: path, relativePath: PathName.relative(absolute, to: run.currentDirectory), absolutePath: absolute)
        // A file the run did not read keeps its byte column: its characters are not known.
        let region: JSONValue = file.original.isEmpty
            ? .object([("startLine", .int(max(1, line))), ("startColumn", .int(max(1, column)))])
            : self.region(file, line, column, lines: LineTable(file.original), end: nil)
        return .object([
            ("id", .int(id)),
            ("physicalLocation", .object([("artifactLocation", artifact(file)), ("region", region)])),
        ])
    }

    private func location(_ file: FileReport, _ line: Int, _ column: Int, lines: LineTable,
                          end: (Int, Int)?) -> JSONValue {
        .object([("physicalLocation", .object([
            ("artifactLocation", artifact(file)),
            ("region", region(file, line, column, lines: lines, end: end)),
        ]))])
    }

    /// A region in UTF-16 columns (SARIF's default column kind), converted from byte columns.
    private func region(_ file: FileReport, _ line: Int, _ column: Int, lines: LineTable, end: (Int, Int)?) -> JSONValue {
        var fields: [(String, JSONValue)] = [
            ("startLine", .int(max(1, line))),
            ("startColumn", .int(file.original.utf16Column(line: line, byteColumn: max(1, column), lines: lines))),
        ]
        if let (endLine, endColumn) = end {
            fields.append(("endLine", .int(endLine)))
            fields.append(("endColumn", .int(file.original.utf16Column(line: endLine, byteColumn: endColumn, lines: lines))))
        }
        return .object(fields)
    }

    private func artifact(_ file: FileReport) -> JSONValue {
        if file.relativePath.hasPrefix("..") {
            return .object([("uri", .string("file://" + Self.percentEncoded(file.absolutePath)))])
        }
        return .object([("uri", .string(Self.percentEncoded(file.relativePath))), ("uriBaseId", .string("%SRCROOT%"))])
    }

    /// The rule table: the engine's rules, plus any other id that appears in the results.
    private func sarifRules() -> [JSONValue] {
        var rules = run.rules
        var known = Set(rules.map(\.id))
        let used = run.files.flatMap { $0.edits.map(\.ruleID) + $0.findings.map(\.ruleID) }
        for id in used.sorted() where known.insert(id).inserted {
            rules.append(RuleSummary(id: id, summary: Self.builtInSummaries[id] ?? "Reported by rule \(id)."))
        }
        return rules.map { .object([("id", .string($0.id)), ("shortDescription", .object([("text", .string($0.summary))]))]) }
    }

    /// Descriptions of the problems the command line itself reports.
    private static let builtInSummaries: [String: String] = [
        "missing-path": "A path given on the command line does not exist.",
        "broken-link": "A path given on the command line is a symbolic link that loops or points nowhere.",
        "unreadable-file": "A file could not be read.",
        "invalid-utf8": "A file is not valid UTF-8 and was left untouched.",
        "binary-file": "A file holds NUL bytes and was left untouched.",
        "file-too-large": "A file is larger than the 4 GiB screenmod reads and was left untouched.",
        "invalid-edits": "The engine produced edits that could not be applied safely.",
        "not-writable": "A file's permission bits deny writing.",
        "hard-linked": "A file has other hard links that a rewrite would leave with the old contents.",
        "changed-on-disk": "A file changed between reading and writing.",
        "write-failed": "A file could not be written.",
    ]

    /// `path` percent-encoded for a URI: unreserved characters and `/` stay, every other byte is escaped.
    static func percentEncoded(_ path: String) -> String {
        var text = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
                 UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                text.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                text += "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            }
        }
        return text
    }
}
