import Testing
import SwiftLexer
import SourceModel
import SeededRandom
@testable import Migration

/// The per-scope facts rewrites share between the uses of a file answer each use exactly as a
/// fresh look at that use's own scope does.
@Suite("Rewrite scopes shared by a file's uses")
struct RewriteScopesTests {
    static let code = """
        import UIKit
        final class Lamp: UIViewController {
            var levels: [CGFloat] = []
            override func viewDidAppear(_ animated: Bool) {
                levels[0] = UIScreen.main.brightness
                if animated {
                    levels[1] = UIScreen.main.brightness; levels[2] = 0
                    levels[2] = max(0.1,
                                    UIScreen.main.brightness)
                }
                defer { levels[3] = UIScreen.main.brightness }
                switch levels.count {
                case 0: levels[0] = UIScreen.main.brightness
                default: break
                }
                levels[4] = UIScreen.main.brightness + UIScreen.main.brightness
            }
            func pulse() {
                DispatchQueue.main.async { levels[0] = UIScreen.main.brightness }
                values = samples.map { _ in UIScreen.main.brightness }
                let run = { () -> CGFloat in return UIScreen.main.brightness }
                levels[1] = UIScreen.main.brightness
            }
            func taken() {
                let screen = 1
                levels[0] = UIScreen.main.brightness + CGFloat(screen)
            }
            func level() -> CGFloat { UIScreen.main.brightness }
        }
        """

    /// What `ScreenBinding` answers at each use: the guard it inserts, or why it refuses. With
    /// `shared`, one analysis (and so one set of rewrite scopes) serves every use; without, each
    /// use gets a fresh one.
    static func answers(_ model: SourceModel, shared: Bool) -> [String] {
        var index = TypeIndex()
        index.add(model)
        let analysis = FileAnalysis(model: model, index: index)
        return model.screenUses(in: index).map { use in
            let facts = SiteFacts(use: use, analysis: shared ? analysis : FileAnalysis(model: model, index: index))
            let binding = ScreenBinding(model: model, facts: facts)
            do {
                let (name, edit) = try binding.resolve(path: "self.view.window?.windowScene?.screen")
                return "\(name) \(edit.range) \(edit.line):\(edit.column) \(edit.replacement)"
            } catch let refusal as MissingProof {
                return "refused: \(refusal.message)"
            } catch {
                return "error: \(error)"
            }
        }
    }

    @Test("Guards and refusals are the same with the file's scopes shared and looked at afresh")
    func sharedAnswersLikeFresh() {
        let model = SourceModel(text: Self.code)
        let fresh = Self.answers(model, shared: false)
        #expect(fresh.count == 13)
        #expect(Self.answers(model, shared: true) == fresh)
        // Every kind of answer is among them, so the sharing is tried on each.
        for expected in ["screen ", "defer block", "switch case", "may return a value", "already a name", "returns a value"] {
            #expect(fresh.contains { $0.contains(expected) }, "\(expected)")
        }
    }

    @Test("The one-pass table of enclosing blocks answers like the walk back, brackets balanced or not", arguments: 0..<8)
    func enclosingBlocksAgreeWithTheWalk(seed: UInt64) {
        var random = SplitMix64(state: seed)
        let pieces = ["{", "}", "(", ")", "[", "]", "x", " ", "\n", "\"a\\(b)c\"", "{ y }", "f(z)"]
        // Balanced at first, then anything: unmatched openers and closers of every shape.
        let text = (0..<300).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
        let model = SourceModel(text: "func f() {\n" + text + "\n}\n")
        let statements = Statements(model: model)
        for lower in [0, 3, model.file.count / 2] {
            let table = statements.enclosingBlocks(in: lower..<model.file.count)
            for index in lower..<model.file.count {
                let walked = statements.enclosingBlock(of: index, limit: lower)
                #expect(table[index - lower] == Int32(walked ?? -1), "token \(index) from \(lower)")
            }
        }
    }

    @Test("A block's statement holding a token is the last start at or before it")
    func statementHolding() {
        let model = SourceModel(text: "func f() {\n    a = 1; b = 2\n    c(\n        d)\n}\n")
        let statements = Statements(model: model)
        let open = model.file.tokens.indices.first { model.file.punctuation($0, "{") }!
        let close = model.brackets.match(open)!
        let block = BlockStatements(starts: statements.starts(after: open, before: close), file: model.file)
        #expect(block.starts.map { model.file.text($0) } == ["a", "b", "c"])
        for index in open...close {
            #expect(block.statement(holding: index) == block.starts.last { $0 <= index })
        }
    }
}
