import Foundation
import RuleLanguage
import Testing
@testable import screenmodCLI

/// Which rules are on: `rules` shows what a run would do, `--disable` silences, and a rule file
/// that clashes with a built-in is refused the same way by `rules check` and a run.
@Suite("Choosing rules")
struct RuleChoiceTests {
    /// A plain class: nothing to read a size from, so `no-container` reports it.
    private static let plainClass = "import UIKit\nfinal class Layout {\n    func width() -> CGFloat { UIScreen.main.bounds.width }\n}\n"

    @Test("rules honours --disable, --only, --enable and .screenmod, as text and as JSON")
    func listFollowsTheSettings() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(".screenmod", #"{"enable": ["window-size-environment"]}"#)
        let text = runCLI(["rules", "--disable", "weak-self"], in: folder.path, engine: .builtIn)
        let lines = text.out.split(separator: "\n")
        #expect(lines.contains { $0.hasPrefix("weak-self ") && $0.hasSuffix("(off: disabled)") })
        #expect(lines.contains { $0.hasPrefix("window-size-environment ") && !$0.contains("(off") })
        let json = runCLI(["rules", "--only", "scale-uikit", "--format", "json"], in: folder.path, engine: .builtIn)
        let rules = try #require(parseJSON(json.out)?["rules"] as? [[String: Any]])
        let on = rules.filter { $0["on"] as? Bool == true }.compactMap { $0["id"] as? String }
        #expect(on == ["scale-uikit", "unhandled"])
        #expect(runCLI(["rules", "--format", "sarif"], in: folder.path, engine: .builtIn).code == ExitCode.usage)
    }

    @Test("options a subcommand would ignore are refused and not listed")
    func ignoredOptionsAreNotAccepted() {
        #expect(runCLI(["explain", "--format", "json", "A.swift:1"], in: "/").code == ExitCode.usage)
        #expect(runCLI(["rules", "check", "--min-ios", "15"], in: "/").code == ExitCode.usage)
        #expect(runCLI(["rules", "test", "--jobs", "2"], in: "/").code == ExitCode.usage)
        let help = runCLI(["help", "rules", "check"], in: "/").out
        #expect(!help.contains("--min-ios") && !help.contains("--format") && help.contains("--rules"))
    }

    @Test("disabling a report rule silences its uses; unhandled is a rule id that can be disabled too")
    func disablingSilences() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("Layout.swift", Self.plainClass)
        let plain = runCLI(["--format", "json", "Layout.swift"], in: folder.path, engine: .builtIn)
        #expect(plain.out.contains("\"no-container\""))
        let disabled = runCLI(["--format", "json", "--disable", "no-container", "Layout.swift"], in: folder.path, engine: .builtIn)
        #expect(disabled.code == 0)
        #expect(parseJSON(disabled.out)?["files"] as? [Any] == nil || (parseJSON(disabled.out)?["files"] as? [Any])?.isEmpty == true,
                "\(disabled.out)")
        let unhandled = runCLI(["--disable", "unhandled", "--only", "scale-uikit", "--format", "json", "Layout.swift"],
                               in: folder.path, engine: .builtIn)
        #expect(unhandled.code == 0)
        #expect(!unhandled.out.contains("\"unhandled\""))
    }

    @Test("a user rule with a built-in's id fails rules check and a run alike, naming no path the user lacks")
    func idClashWithABuiltin() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let source = try #require(RuleSetFiles.builtin("scale-uikit"))
        try folder.write("my-rules/scale-uikit.rule", source)
        try folder.write("A.swift", "let a = 1\n")
        let check = runCLI(["rules", "check", "my-rules"], in: folder.path, engine: .builtIn)
        let run = runCLI(["--rules", "my-rules", "A.swift"], in: folder.path, engine: .builtIn)
        let message = "my-rules/scale-uikit.rule:1:1: error: duplicate rule id 'scale-uikit'; it is the id of a built-in rule"
        #expect(check.code == 1)
        #expect(check.out.hasPrefix(message), "\(check.out)")
        #expect(run.code == 1)
        #expect(run.err.contains(message.replacingOccurrences(of: "my-rules/", with: folder.path + "/my-rules/")), "\(run.err)")
    }

    @Test("rules test on a checkout's Rules folder tests the copies there, without duplicate ids")
    func checkoutRulesReplaceTheBuiltins() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("Rules/scale-uikit.rule", try #require(RuleSetFiles.builtin("scale-uikit")))
        let test = runCLI(["rules", "test", "Rules"], in: folder.path, engine: .builtIn)
        #expect(test.code == 0, "\(test.out)\(test.err)")
        #expect(test.out.hasSuffix(" passed, 0 failed\n"))
        #expect(runCLI(["rules", "check", "Rules"], in: folder.path, engine: .builtIn).code == 0)
    }
}

/// The text of a built-in rule file, as the binary embeds it.
enum RuleSetFiles {
    static func builtin(_ id: String) -> String? {
        RuleSet.builtinFiles.first { $0.path == "Rules/\(id).rule" }?.text
    }
}
