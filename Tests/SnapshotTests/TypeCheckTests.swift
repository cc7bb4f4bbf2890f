import Foundation
import Testing

@Suite("Inputs type-check against the UIKit and SwiftUI stubs")
struct TypeCheckTests {
    /// Every case's inputs type-checked once, many cases to a compiler run (TypeCheckBatch).
    static let inputOutcomes: Result<[String: TypeCheckBatch.Outcome], StubToolchain.BuildFailure> = Result {
        let toolchain = try StubToolchain.shared()
        let cases = SnapshotCase.all.filter { !$0.inputFiles.isEmpty }
        let outcomes = TypeCheckBatch.check(cases.map(\.inputFiles), with: toolchain)
        return Dictionary(uniqueKeysWithValues: zip(cases.map(\.testDescription), outcomes))
    }.mapError { $0 as? StubToolchain.BuildFailure ?? StubToolchain.BuildFailure(description: "\($0)") }

    @Test("Every snapshot input parses and type-checks", arguments: SnapshotCase.all)
    func snapshotInputTypeChecks(_ snapshotCase: SnapshotCase) throws {
        let toolchain = try StubToolchain.shared()
        let files = snapshotCase.inputFiles
        try #require(!files.isEmpty, "\(snapshotCase.testDescription) has no .swift input")
        let checked = try #require(try Self.inputOutcomes.get()[snapshotCase.testDescription])
        #expect(!checked.hiddenByBatch, Comment(rawValue: "\(snapshotCase.testDescription) passed in a batch but "
                + "fails alone: CaseNames missed how a case reached another"))
        guard !checked.ok else { return }
        // Type-checking implies parsing, so the parser runs only to say which of the two failed.
        let parsed = toolchain.parse(files: files)
        let stage = parsed.ok ? "type-check" : "parse"
        Issue.record("\(snapshotCase.testDescription) does not \(stage):\n\(checked.output)")
    }

    @Test("The Examples app type-checks as one module")
    func examplesTypeCheck() throws {
        let toolchain = try StubToolchain.shared()
        let root = StubToolchain.repositoryRoot.appendingPathComponent("Examples")
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        let files = (enumerator?.allObjects as? [URL] ?? [])
            .filter { $0.pathExtension == "swift" }
            .sorted { $0.path < $1.path }
        try #require(files.count >= 10, "Examples/ should hold a small app of about a dozen files")
        let checked = toolchain.typecheck(files: files)
        #expect(checked.ok, "Examples/ does not type-check:\n\(checked.output)")
    }

    @Test("Code that would not build on iOS fails against the stubs")
    func wrongCodeFails() throws {
        let toolchain = try StubToolchain.shared()
        // A view has no displayScale of its own: only its trait collection does.
        let uikit = toolchain.typecheck(sources: [("Wrong.swift", """
            import UIKit
            final class WrongView: UIView {
                override func layoutSubviews() { let s = displayScale; _ = s }
            }
            """)])
        #expect(!uikit.ok)
        #expect(uikit.output.contains("displayScale"))
        // containerRelativeFrame's closure takes the length and the axis, never just the length.
        let swiftUI = toolchain.typecheck(sources: [("Wrong.swift", """
            import SwiftUI
            struct WrongView: View {
                var body: some View { Text("x").containerRelativeFrame(.horizontal) { length in length } }
            }
            """)])
        #expect(!swiftUI.ok)
        // An unbalanced brace is a parse error, before any type is looked at.
        #expect(!toolchain.parse(sources: [("Broken.swift", "final class Broken: UIView {\n")]).ok)
    }

    @Test("Driver and frontend invocations agree", arguments: [StubToolchain.Invocation.frontend, .driver])
    func invocationsAgree(_ invocation: StubToolchain.Invocation) throws {
        let toolchain = try StubToolchain.shared().using(invocation)
        let good = toolchain.typecheck(sources: [
            ("Good.swift", "import SwiftUI\nlet s = UITraitCollection.current.displayScale\n"),
        ])
        #expect(good.ok, "\(good.output)")
        let bad = toolchain.typecheck(sources: [("Bad.swift", "import UIKit\nlet s = UIView().displayScale\n")])
        #expect(!bad.ok)
        #expect(toolchain.parse(sources: [("Good.swift", "let x = 1\n")]).ok)
    }

    @Test("The same code type-checks once written the way Apple recommends")
    func rightCodePasses() throws {
        let toolchain = try StubToolchain.shared()
        let checked = toolchain.typecheck(sources: [("Right.swift", """
            import SwiftUI
            final class RightView: UIView {
                override func layoutSubviews() { let s = 1 / max(traitCollection.displayScale, 1); _ = s }
            }
            struct RightCard: View {
                @Environment(\\.displayScale) private var displayScale
                var body: some View {
                    Text("x").containerRelativeFrame(.horizontal) { length, _ in length * 0.8 }
                    Rectangle().frame(height: 1 / displayScale)
                }
            }
            """)])
        #expect(checked.ok, "\(checked.output)")
    }

    @Test("The snapshot suite has enough documented cases per rule")
    func suiteShape() throws {
        let cases = SnapshotCase.all
        #expect(cases.count >= 85, "found \(cases.count) snapshot cases")
        for snapshotCase in cases {
            let readme = snapshotCase.directory.appendingPathComponent("README")
            let text = (try? String(contentsOf: readme, encoding: .utf8)) ?? ""
            #expect(text.split(separator: "\n").count == 1,
                    "\(snapshotCase.testDescription)/README should say in one line what the case checks")
        }
        let byRule = Dictionary(grouping: cases, by: \.ruleID)
        for (rule, ruleCases) in byRule.sorted(by: { $0.key < $1.key }) {
            #expect(ruleCases.count >= 3, "\(rule) has only \(ruleCases.count) cases")
        }
    }
}
