import Foundation
import Testing
@testable import screenmodCLI

/// The README stays a first screen, and the documents it sends readers to exist and agree with
/// the rules the binary carries.
@Suite("README and the generated rule catalogue")
struct DocumentTests {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private func read(_ path: String) throws -> String {
        try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
    }

    @Test("docs/rule-catalogue.md is what `screenmod rules --markdown` prints")
    func catalogueIsGenerated() throws {
        let generated = runCLI(["rules", "--markdown"], in: "/", engine: .builtIn)
        #expect(generated.code == 0, "\(generated.err)")
        let written = try read("docs/rule-catalogue.md").split(separator: "\n", omittingEmptySubsequences: false)
        let wanted = generated.out.split(separator: "\n", omittingEmptySubsequences: false)
        guard written != wanted else { return }
        // Name the first line that differs rather than printing both documents.
        let line = written.indices.first { $0 >= wanted.count || written[$0] != wanted[$0] } ?? written.count
        let message = "docs/rule-catalogue.md differs from `screenmod rules --markdown` at line \(line + 1): "
            + "run Scripts/gen-catalogue and commit the result"
        Issue.record(Comment(rawValue: message))
    }

    @Test("the catalogue has every rule under its group, with what it writes or reports")
    func catalogueNamesEveryRule() throws {
        let catalogue = runCLI(["rules", "--markdown"], in: "/", engine: .builtIn).out
        let listed = runCLI(["rules", "--format", "json"], in: "/", engine: .builtIn).out
        let rules = parseJSON(listed)?["rules"] as? [[String: Any]] ?? []
        #expect(rules.count > 70)
        for rule in rules {
            let id = rule["id"] as? String ?? ""
            #expect(catalogue.contains("### `\(id)`\n") || catalogue.contains("- `\(id)`: "), "\(id)")
        }
        #expect(catalogue.contains("## Group duo ("))
        #expect(catalogue.contains("- Rewrites `UIScreen.main.scale` to `{member}`.\n"))
        #expect(catalogue.contains("every way into the use runs at `view-body` or `view-event`"))
        #expect(catalogue.contains("the deployment target is at least iOS 17"))
    }

    @Test("--markdown is for the rules list alone, and not with --format json")
    func markdownIsRulesOnly() {
        #expect(runCLI(["rules", "--markdown", "--format", "json"], in: "/", engine: .builtIn).code == 64)
        #expect(runCLI(["--markdown", "."], in: "/", engine: .builtIn).code == 64)
    }

    @Test("README.md is at most 14 KB with no line over 1,500 characters")
    func readmeIsShort() throws {
        let readme = try read("README.md")
        #expect(readme.utf8.count <= 14_336, "README.md is \(readme.utf8.count) bytes: move detail into docs/")
        for (number, line) in readme.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        where line.count > 1_500 {
            Issue.record("README.md:\(number + 1): \(line.count) characters; split it or move it into docs/")
        }
    }

    @Test("every relative link of the README and docs/rules.md names a file, and an anchor a heading there",
          arguments: ["README.md", "docs/rules.md"])
    func relativeLinksResolve(_ document: String) throws {
        let text = try read(document)
        let folder = (document as NSString).deletingLastPathComponent
        let links = text.split(separator: "](").dropFirst().compactMap { $0.split(separator: ")").first.map(String.init) }
        for link in links where !link.contains("://") && !link.hasPrefix("mailto:") {
            let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            let target = parts[0].isEmpty ? document : (folder as NSString).appendingPathComponent(parts[0])
            let exists = FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(target).path)
            #expect(exists, "\(document): the link '\(link)' names no file")
            guard exists, parts.count == 2 else { continue }
            let anchors = try read(target).split(separator: "\n").filter { $0.hasPrefix("#") }.map(Self.anchor)
            #expect(anchors.contains(parts[1]), "\(document): the link '\(link)' names no heading of \(target)")
        }
    }

    /// The anchor GitHub gives a Markdown heading: lower case, punctuation dropped, spaces as hyphens.
    private static func anchor(_ heading: Substring) -> String {
        let title = heading.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces).lowercased()
        return String(title.compactMap { $0 == " " ? "-" : ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") ? $0 : nil })
    }
}
