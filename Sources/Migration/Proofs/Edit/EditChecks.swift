import SourceModel
import RuleLanguage

/// The edit proof's checks that look at what the rewrite introduces: the APIs it calls must exist
/// at the deployment target, and a view or trait read must not move into a closure that runs off
/// the main thread.
extension MigrationEngine {
    /// Refuses `edits` when a name they introduce needs a newer iOS than the deployment target.
    func checkAvailability(_ edits: [Edit], match: Match, analysis: FileAnalysis) throws {
        let file = analysis.model.file
        let original = file.text(from: match.first, through: match.last)
        let introduced = edits.map(\.replacement).joined(separator: " ")
        // An `@available` or `#available` guard around the use raises what it may call.
        let guarded = max(settings.minIOS, analysis.availability.iOS(at: match.first) ?? 0)
        guard let (api, version) = APIAvailability.newest(in: introduced, besides: original),
              version > guarded else { return }
        throw MissingProof(.edit, "needs-ios-\(version)",
                           message: "the replacement uses `\(api)`, which needs iOS \(version); the deployment target is iOS \(settings.minIOS)",
                           suggestion: "raise the deployment target to iOS \(version), or make this change by hand "
                               + "inside `if #available(iOS \(version), *)`")
    }

    /// Refuses a rewrite that reads the view's or its container's state inside a closure that
    /// runs off the main thread.
    func checkMainThread(_ template: Template, facts: SiteFacts) throws {
        guard template.text.contains("self.") || !template.placeholders.isEmpty else { return }
        for closure in facts.context.closures where closure.mayEscape {
            let site = facts.analysis.model.closureSite(closure)
            guard ClosureTiming.runsOffMain(site) else { continue }
            let line = facts.analysis.model.file.location(closure.braces.lowerBound).line
            throw MissingProof(.edit, "off-main-thread",
                               message: "the closure handed to `\(site.callee ?? "a queue")` at line \(line) runs off the "
                                   + "main thread, where reading a view's bounds or traits is a new bug",
                               suggestion: "read the value on the main thread before the work starts and pass it into the closure")
        }
    }
}

/// The iOS version that introduced the APIs a rewrite may write, as Apple documents them.
enum APIAvailability {
    /// Names and the iOS major version that introduced them.
    static let introduced: [String: Int] = [
        "windowScene": 13, "effectiveContentSize": 13, "displayScale": 8, "traitCollection": 8,
        "containerRelativeFrame": 17, "onGeometryChange": 16, "GridItem": 14, "Environment": 13,
        "keyboardLayoutGuide": 15, "effectiveGeometry": 16,
    ]

    /// The name in `text` (and not already in `original`) that needs the newest iOS, with that version.
    /// Names are compared as whole identifiers: a substring search per name made this check a
    /// tenth of a small repository's run.
    static func newest(in text: String, besides original: String) -> (String, Int)? {
        let written = identifiers(in: text)
        guard !written.isDisjoint(with: introduced.keys) else { return nil }
        let kept = identifiers(in: original)
        var best: (String, Int)?
        for (name, version) in introduced where written.contains(name) && !kept.contains(name) {
            if best.map({ version > $0.1 || (version == $0.1 && name < $0.0) }) ?? true { best = (name, version) }
        }
        return best
    }

    /// The identifiers in `text`: its runs of letters, digits and underscores.
    private static func identifiers(in text: String) -> Set<String> {
        var words: Set<String> = [], start: String.UTF8View.Index?
        let utf8 = text.utf8
        for index in utf8.indices {
            let byte = utf8[index]
            let isWord = byte == UInt8(ascii: "_") || byte >= 0x80 || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            if isWord, start == nil { start = index }
            if !isWord, let first = start { words.insert(String(text[first..<index])); start = nil }
        }
        if let first = start { words.insert(String(text[first...])) }
        return words
    }
}
