import Foundation
import Testing
@testable import Migration
import SwiftLexer
import SourceModel

/// The engine's side of issue 9: input real repositories contain, each kept byte for byte
/// where nothing is rewritten, and nothing rewritten past a syntax error.
@Suite("Bad input: engine")
struct BadInputTests {
    private static let use = "UIScreen.main.scale"
    private static let replacement = "traitCollection.displayScale"

    /// `body` inside a UIView method, where `test-scale` rewrites every use.
    private static func inView(_ body: String, newline: String = "\n") -> String {
        ["final class V: UIView {", "    func f() {", body, "    }", "}", ""].joined(separator: newline)
    }

    private static func replaced(_ text: String) -> String {
        text.replacingOccurrences(of: use, with: replacement)
    }

    @Test func anEmptyFileAndABOMOnlyFileGiveNothing() {
        #expect(TestEngine.migrate([]) == FileResult())
        #expect(TestEngine.migrate([0xEF, 0xBB, 0xBF]) == FileResult())
        #expect(TestEngine.migrate([0xEF, 0xBB, 0xBF, 0x0A, 0x20, 0x0D]) == FileResult())
    }

    @Test func aBOMStaysInFrontOfTheFirstEdit() {
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        let bytes = bom + Array("\(Self.use)\n".utf8)
        #expect(TestEngine.rewritten(bytes) == bytes)
        let view = bom + Array(Self.inView("        let s = \(Self.use)").utf8)
        #expect(TestEngine.rewritten(view) == bom + Array(Self.replaced(Self.inView("        let s = \(Self.use)")).utf8))
    }

    /// Code cut off at the end of the file in every way the lexer knows.
    static let brokenTails: [String] = [
        "        let s = \"never closed\n        let b = UIScreen.main.scale\n",
        "        let s = \"\"\"\n        never closed UIScreen.main.scale\n",
        "        /* never closed UIScreen.main.scale\n",
        "        /* nested /* once */ never closed\n",
        "        let s = \"\\(UIScreen.main.scale",
        "        let s = \"\\(f(UIScreen.main.scale)\n",
        "        let s = #\"raw \\#(UIScreen.main.scale)\n",
        "        let `name = UIScreen.main.scale\n",
        "        let r = #/never closed\n        let b = UIScreen.main.scale\n",
        "        let s = \"\\(\"\\(\"\\(UIScreen.main.scale",
    ]

    @Test(arguments: brokenTails)
    func nothingIsRewrittenAfterAnUnterminatedLiteral(tail: String) throws {
        let text = "final class V: UIView {\n    func f() {\n        let a = \(Self.use)\n" + tail
        let bytes = Array(text.utf8)
        let result = TestEngine.migrate(bytes)
        #expect(TestEngine.brokenPromises(result, for: bytes).isEmpty)
        let file = SyntaxFile(path: "Test.swift", source: SourceText(bytes: bytes))
        let cutoff = try #require(file.diagnostics.map(\.offset).min())
        // The use before the broken point is rewritten, nothing at or after it is.
        #expect(result.edits.count == 1)
        #expect(result.edits.allSatisfy { $0.range.upperBound <= cutoff })
        let syntax = result.findings.first { $0.ruleID == "syntax-error" && $0.offset == cutoff }
        #expect(syntax?.message.hasSuffix("screenmod makes no edit after this point") == true)
        for finding in result.findings where finding.offset > cutoff {
            #expect(finding.ruleID == "syntax-error")
            #expect(finding.message.contains("after or runs into a syntax error"))
        }
    }

    @Test(arguments: [
        ("CRLF", "\r\n"), ("lone CR", "\r"), ("LF", "\n"),
    ])
    func lineEndingsAreKeptAndInsertedLinesUseThem(name: String, newline: String) {
        let view = Self.inView("        let s = \(Self.use)\t// tab\(newline)\t\tlet t = \(Self.use)", newline: newline)
        #expect(TestEngine.rewritten(view) == Self.replaced(view), "\(name)")
        let swiftUI = ["struct Badge: View {", "    var body: some View {", "        Circle().frame(width: 44 / \(Self.use))",
                       "    }", "}", ""].joined(separator: newline)
        let expected = ["struct Badge: View {", "    @Environment(\\.displayScale) private var displayScale", "",
                        "    var body: some View {", "        Circle().frame(width: 44 / displayScale)", "    }", "}", ""]
            .joined(separator: newline)
        #expect(TestEngine.rewritten(swiftUI) == expected, "\(name)")
    }

    @Test func mixedLineEndingsTabsAndTrailingSpaceAreKeptExactly() {
        let body = "        let a = \(Self.use)\r\n\t\tlet b = \(Self.use)   \r\r\n  \t  let c = \(Self.use)\n\r\n\r\n\n"
        let view = Self.inView(body, newline: "\r")
        #expect(TestEngine.rewritten(view) == Self.replaced(view))
    }

    /// 200,000 elements on one line with SCREENMOD_FULL_TESTS=1; 20,000 in the quick run.
    @Test func aVeryLongLineIsKeptExactly() {
        let scale = FullTests.enabled ? 10 : 1
        let items = String(repeating: "1, ", count: 15_000 * scale) + Self.use + ", "
            + String(repeating: "\"é\", ", count: 5_000 * scale)
        let view = Self.inView("        let xs = [\(Self.use), \(items)\(Self.use)]")
        let result = TestEngine.migrate(view)
        #expect(result.edits.count == 3)
        #expect(TestEngine.rewritten(view) == Self.replaced(view))
    }

    /// A file larger than anything real: 2 MB in a debug build with SCREENMOD_FULL_TESTS=1, a
    /// quarter of a megabyte in the quick run; the release numbers for 20 MB are in docs/robustness.md.
    @Test func aLargeFileIsProcessedCompletely() {
        #if DEBUG
        let kilobytes = FullTests.enabled ? 2_000 : 250
        #else
        let kilobytes = 20_000
        #endif
        let block = """
            final class Divider: UIView {
                override func layoutSubviews() {
                    line.frame.size.height = 1 / UIScreen.main.scale // "quoted"
                    let width = UIScreen.main.bounds.width * 0.5
                }
            }
            struct Badge: View {
                var body: some View {
                    Circle().frame(width: 44 / UIScreen.main.scale)
                }
            }


            """
        let blocks = kilobytes * 1_000 / block.utf8.count + 1
        let text = String(repeating: block, count: blocks)
        let result = TestEngine.migrate(text)
        // Per block: the view's scale, the SwiftUI scale and its inserted member; one finding.
        #expect(result.edits.count == 3 * blocks)
        #expect(result.findings.count == blocks)
        #expect(TestEngine.brokenPromises(result, for: Array(text.utf8)).isEmpty)
        let expectedBlock = Self.replaced(block)
            .replacingOccurrences(of: "44 / \(Self.replacement)", with: "44 / displayScale")
            .replacingOccurrences(of: "struct Badge: View {\n", with: "struct Badge: View {\n    @Environment(\\.displayScale) private var displayScale\n\n")
        #expect(result.edits.applied(to: Array(text.utf8)) == Array(String(repeating: expectedBlock, count: blocks).utf8))
    }
}

/// 10,000 levels of nesting of every kind the lexer and the structure pass track, on the test
/// thread and on a 512 KB stack like a dispatch worker's: no recursion may grow with depth.
///
/// That is the full run (SCREENMOD_FULL_TESTS=1). The quick run nests a quarter as deep on a
/// quarter of the stack, 128 KB, and only there: a recursion that grows with depth needs at least
/// a quarter of the stack it needs at full depth, and has a quarter as much, so it runs out there
/// first; the pipeline's own calls need less than 64 KB (the test passes on 64 KB, not on 32 KB).
@Suite("Bad input: deep nesting")
struct DeepNestingTests {
    static let depth = FullTests.enabled ? 10_000 : 2_500
    static let stackBytes = (FullTests.enabled ? 512 : 128) * 1024
    private static let use = "UIScreen.main.scale"

    static let shapes: [(String, String)] = [
        ("parentheses", String(repeating: "(", count: depth) + use + String(repeating: ")", count: depth)),
        ("brackets", String(repeating: "[", count: depth) + use + String(repeating: "]", count: depth)),
        ("closures", String(repeating: "{ ", count: depth) + use + String(repeating: " }", count: depth)),
        ("closures with self capture", String(repeating: "{ [weak self] in ", count: depth) + use + String(repeating: " }", count: depth)),
        ("interpolations", String(repeating: "\"\\(", count: depth) + use + String(repeating: ")\"", count: depth)),
        ("block comments", String(repeating: "/* ", count: depth) + use + String(repeating: " */", count: depth) + " + " + use),
        ("#if blocks", String(repeating: "#if A\n", count: depth) + use + "\n" + String(repeating: "#endif\n", count: depth)),
        ("unclosed parentheses", String(repeating: "(", count: depth) + use),
        ("unclosed braces", String(repeating: "{", count: depth) + use),
        ("stray closers", String(repeating: ")]}", count: depth) + use),
        // Each type keeps the names of all enclosing types (TypeDeclaration.outerTypes), so
        // memory grows with the square of type nesting: a tenth of the depth here (1,000 levels in
        // the full run); see docs/robustness.md.
        ("types", String(repeating: "class A: UIView { ", count: depth / 10) + "func f() { " + use + " }"
            + String(repeating: " }", count: depth / 10)),
        ("functions", "class V: UIView { " + String(repeating: "func f() { ", count: depth) + use + String(repeating: " }", count: depth) + " }"),
    ]

    /// Runs the whole pipeline over `text` and checks the engine's promises.
    private static func check(_ text: String) -> [String] {
        let bytes = Array(text.utf8)
        let result = TestEngine.migrate(bytes)
        let model = SourceModel(file: SyntaxFile(path: "Deep.swift", source: SourceText(bytes: bytes)))
        _ = model.context(at: max(0, model.file.count / 2))
        return TestEngine.brokenPromises(result, for: bytes)
    }

    // The shapes are passed by name: Swift Testing prints every argument, and the texts are
    // 10,000 levels deep (the "#if blocks" one alone put 20,000 lines into the test log).
    // Full run only (SCREENMOD_FULL_TESTS=1): the quick run checks the same shapes on the
    // small stack below, which any recursion that grows with depth would overflow first.
    @Test(.enabled(if: FullTests.enabled), arguments: shapes.map(\.0))
    func deepNestingOnTheTestThread(name: String) throws {
        let text = try #require(Self.shapes.first { $0.0 == name }).1
        #expect(Self.check(text).isEmpty, "\(name)")
    }

    @Test func deepNestingOnASmallStack() {
        let broken = SmallStack.run(bytes: Self.stackBytes) {
            Self.shapes.flatMap { name, text in Self.check(text).map { "\(name): \($0)" } }
        }
        #expect(broken == [])
    }
}

/// Runs work on a thread with a given stack size, as Dispatch's worker threads have 512 KB.
enum SmallStack {
    private final class Box: @unchecked Sendable {
        var work: () -> [String]
        var result: [String]?
        init(_ work: @escaping () -> [String]) { self.work = work }
    }

    /// The result of `work`, computed on a thread with `bytes` of stack; nil if it could not start.
    static func run(bytes: Int, _ work: @escaping () -> [String]) -> [String]? {
        let box = Box(work)
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        guard pthread_attr_setstacksize(&attributes, bytes) == 0 else { return nil }
        var thread = pthread_t()
        let context = Unmanaged.passRetained(box).toOpaque()
        let started = pthread_create(&thread, &attributes, { raw in
            let box = Unmanaged<Box>.fromOpaque(raw!).takeRetainedValue()
            box.result = box.work()
            return nil
        }, context)
        guard started == 0 else {
            Unmanaged<Box>.fromOpaque(context).release()
            return nil
        }
        pthread_join(thread, nil)
        return box.result
    }
}

/// A file whose braces do not balance does not compile, and which type and method hold a use is
/// not known past the brace that has no partner: no reason may rest on that structure.
@Suite("Bad input: unbalanced braces")
struct UnbalancedBraceTests {
    @Test("a brace never closed is a syntax error at that brace, and the uses after it are not rewritten")
    func unclosedBraceCutsOff() throws {
        let result = try #require(TestProject("""
            import UIKit
            final class BoardViewController: UIViewController {
                func fetch(_ ok: Bool) {
                    if ok {
                        print("ok")
                    } else if !ok {
                        print("no")
                }
                override func viewDidLayoutSubviews() {
                    super.viewDidLayoutSubviews()
                    view.subviews.first?.frame.size.width = UIScreen.main.bounds.width
                }
            }
            """).results()["Input.swift"])
        #expect(result.edits.isEmpty)
        let syntax = try #require(result.findings.first { $0.ruleID == "syntax-error" && $0.line == 2 })
        #expect(syntax.message.hasPrefix("the braces of this file do not balance: the `{` on line 2 has no `}` to close it"), "\(syntax.message)")
        let after = try #require(result.findings.first { $0.ruleID == "syntax-error" && $0.line == 11 }, "\(result.findings)")
        // Which method holds the use is not known past the brace: no note on its callers.
        #expect(!after.message.contains("nothing in the project calls"), "\(after.message)")
    }

    @Test("a file whose braces balance has no such finding")
    func balancedFileHasNone() throws {
        let result = try #require(TestProject("""
            import UIKit
            final class V: UIView {
                override func layoutSubviews() { super.layoutSubviews(); let s = "{"; _ = s; subviews.first?.frame.size.width = UIScreen.main.bounds.width }
            }
            """).results()["Input.swift"])
        #expect(!result.findings.contains { $0.ruleID == "syntax-error" }, "\(result.findings)")
    }
}
