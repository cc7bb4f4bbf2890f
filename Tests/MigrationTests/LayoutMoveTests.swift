import Testing
import SwiftLexer
import SourceModel
@testable import Migration

/// `suggest-move: viewDidLayoutSubviews`: a frame set from the screen's size in viewDidLoad moves
/// into viewDidLayoutSubviews, reading view.bounds, only where nothing else can tell the difference.
@Suite("Suggested fix: move a frame from viewDidLoad to viewDidLayoutSubviews")
struct LayoutMoveTests {
    /// The fix of each finding of `view-not-loaded` in `text` (the file is Input.swift of `others`' project).
    private func fixes(_ text: String, others: [(path: String, text: String)] = []) -> [SuggestedFix?] {
        let findings = TestProject([("Input.swift", text)] + others).results()["Input.swift"]?.findings ?? []
        return findings.filter { $0.ruleID == "view-not-loaded" }.map(\.fix)
    }

    /// `text` with `fix` applied, after checking that it reads the same outside the fix's edits.
    private func applied(_ fix: SuggestedFix, to text: String) -> String {
        let file = SyntaxFile(path: "Input.swift", text: text)
        #expect(MigrationEngine.readsTheSame(after: fix.edits, in: file))
        let result = String(decoding: fix.edits.applied(to: Array(text.utf8)), as: UTF8.self)
        #expect(SyntaxFile(text: result).diagnostics.isEmpty)
        return result
    }

    @Test("Two frames move into a new viewDidLayoutSubviews after viewDidLoad; every finding carries the one fix")
    func twoFramesIntoANewMember() throws {
        let text = """
            import UIKit

            final class SplashViewController: UIViewController {
                private let loadingView = UIView()
                private let footer = UILabel()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(loadingView)
                    self.view.addSubview(footer)
                    loadingView.frame = CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: UIScreen.main.bounds.height - 80)
                    loadingView.backgroundColor = .white
                    self.footer.frame = CGRect.init(x: 16, y: UIScreen.main.bounds.maxY - 64, width: 100, height: 48)
                }
            }

            """
        let found = fixes(text)
        #expect(found.count == 3)
        let fix = try #require(found.first ?? nil)
        #expect(found.allSatisfy { $0 == fix })
        #expect(fix.applicability == .suggested)
        #expect(fix.message.hasPrefix("viewDidLoad() runs before the view has its size; moved to viewDidLayoutSubviews()"))
        #expect(applied(fix, to: text) == """
            import UIKit

            final class SplashViewController: UIViewController {
                private let loadingView = UIView()
                private let footer = UILabel()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(loadingView)
                    self.view.addSubview(footer)
                    loadingView.backgroundColor = .white
                }

                override func viewDidLayoutSubviews() {
                    super.viewDidLayoutSubviews()
                    loadingView.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: view.bounds.height - 80)
                    self.footer.frame = CGRect.init(x: 16, y: view.bounds.maxY - 64, width: 100, height: 48)
                }
            }

            """)
    }

    @Test("A frame moves to the end of the type's own viewDidLayoutSubviews, with the file's CRLF line endings")
    func intoTheExistingMember() throws {
        let text = [
            "import UIKit",
            "final class BannerViewController: UIViewController {",
            "\tlet banner = UIView()",
            "\toverride func viewDidLoad() {",
            "\t\tsuper.viewDidLoad()",
            "\t\tview.addSubview(banner)",
            "\t\tbanner.frame = CGRect(x: 0, y: 0, width: UIScreen.main.bounds.size.width, height: 120)",
            "\t}",
            "\toverride func viewDidLayoutSubviews() {",
            "\t\tsuper.viewDidLayoutSubviews()",
            "\t}",
            "}",
            "",
        ].joined(separator: "\r\n")
        let fix = try #require(fixes(text).first ?? nil)
        #expect(applied(fix, to: text) == [
            "import UIKit",
            "final class BannerViewController: UIViewController {",
            "\tlet banner = UIView()",
            "\toverride func viewDidLoad() {",
            "\t\tsuper.viewDidLoad()",
            "\t\tview.addSubview(banner)",
            "\t}",
            "\toverride func viewDidLayoutSubviews() {",
            "\t\tsuper.viewDidLayoutSubviews()",
            "\t\tbanner.frame = CGRect(x: 0, y: 0, width: view.bounds.size.width, height: 120)",
            "\t}",
            "}",
            "",
        ].joined(separator: "\r\n"))
    }

    @Test("A new member uses CRLF too, and a statement over several lines moves whole", arguments: ["\n", "\r\n"])
    func newMemberKeepsLineEndings(_ lineEnding: String) throws {
        let text = [
            "final class A: UIViewController {",
            "    var card = UIView()",
            "    override func viewDidLoad() {",
            "        view.addSubview(card)",
            "        card.frame = CGRect(x: 8, y: 8,",
            "                            width: UIScreen.main.bounds.width - 16, height: 40)",
            "    }",
            "}",
        ].joined(separator: lineEnding)
        let fix = try #require(fixes("import UIKit" + lineEnding + text).first ?? nil)
        #expect(applied(fix, to: "import UIKit" + lineEnding + text) == "import UIKit" + lineEnding + [
            "final class A: UIViewController {",
            "    var card = UIView()",
            "    override func viewDidLoad() {",
            "        view.addSubview(card)",
            "    }",
            "",
            "    override func viewDidLayoutSubviews() {",
            "        super.viewDidLayoutSubviews()",
            "        card.frame = CGRect(x: 8, y: 8,",
            "                            width: view.bounds.width - 16, height: 40)",
            "    }",
            "}",
        ].joined(separator: lineEnding))
    }

    /// A view controller whose viewDidLoad holds `statement` after adding `card` (a stored UIView)
    /// to `view`, with `members` added to the type.
    private func controller(_ statement: String, members: String = "", before: String = "view.addSubview(card)") -> String {
        """
        import UIKit
        final class CardViewController: UIViewController {
            let card = UIView()
            var count = 2
        \(members)
            override func viewDidLoad() {
                super.viewDidLoad()
                \(before)
                \(statement)
            }
        }

        """
    }

    @Test("No fix where a proof is missing", arguments: [
        // The value reads a local, a property, a call, the bounds' origin, or the whole rectangle.
        ("let inset: CGFloat = 8\n        card.frame = CGRect(x: inset, y: 0, width: UIScreen.main.bounds.width, height: 1)", ""),
        ("card.frame = CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width / CGFloat(count), height: 1)", ""),
        ("card.frame = CGRect(x: 0, y: 0, width: max(UIScreen.main.bounds.width, 320), height: 1)", ""),
        ("card.frame = UIScreen.main.bounds", ""),
        // Not a statement of viewDidLoad's own, or not on lines of its own.
        ("if count > 1 { card.frame = CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 1) }", ""),
        ("UIView.performWithoutAnimation { self.card.frame = CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 1) }", ""),
        ("card.frame = CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 1); card.isHidden = false", ""),
        ("card.frame = CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 1) // full width", ""),
        // Not a stored property's frame.
        ("card.bounds = CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 1)", ""),
        ("box.frame = CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 1)", "var box: UIView { card }"),
        // The card is placed elsewhere, or not added to view.
        ("card.frame = CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 1)",
         "func pin() { card.topAnchor.constraint(equalTo: view.topAnchor).isActive = true }"),
        ("card.frame = CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 1)", "func grow() { card.sizeToFit() }"),
        ("card.frame = CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 1)", "func hand() { show(card) }\n    func show(_ v: UIView) {}"),
        ("card.frame = CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 1)", "func slide() { card.layer.position = .zero }"),
        // The type's own viewDidLayoutSubviews may return before its end.
        ("card.frame = CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 1)",
         "override func viewDidLayoutSubviews() {\n        guard count > 0 else { return }\n    }"),
    ])
    func keeps(_ statement: String, _ members: String) {
        let found = fixes(controller(statement, members: members))
        #expect(!found.isEmpty)
        #expect(found.allSatisfy { $0 == nil })
    }

    @Test("No fix where the card is added to another view than view, or a local hides view")
    func notAddedToView() {
        let statement = "card.frame = CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 1)"
        for before in ["let stack = UIStackView()\n        stack.addArrangedSubview(card)",
                       "let holder = UIView()\n        holder.addSubview(card)",
                       "let view = UIView()\n        view.addSubview(card)"] {
            let found = fixes(controller(statement, before: before))
            #expect(!found.isEmpty)
            #expect(found.allSatisfy { $0 == nil }, "\(before)")
        }
        #expect(fixes(controller(statement)).allSatisfy { $0 != nil })
    }

    @Test("A subview inserted into view, whose layer only changes its look, is moved")
    func insertedWithLayerLook() {
        let statement = "card.frame = CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 1)\n        card.layer.cornerRadius = 18"
        let found = fixes(controller(statement, before: "view.insertSubview(card, at: 0)"))
        #expect(!found.isEmpty)
        #expect(found.allSatisfy { $0 != nil })
        let moved = fixes(controller(statement, members: "func slide() { card.layer.frame = .zero }", before: "view.insertSubview(card, at: 0)"))
        #expect(moved.allSatisfy { $0 == nil })
    }

    // The project's type index holds the files that use the screen (and the supertypes they
    // reach): an extension in a file that does not is not seen (a known limit).
    @Test("No fix where another file the index holds extends the type: it could declare viewDidLayoutSubviews or place the card")
    func extendedElsewhere() {
        let statement = "card.frame = CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 1)"
        let other = (path: "Other.swift",
                     text: "import UIKit\nextension CardViewController {\n    func tidy() -> CGFloat { UIScreen.main.scale }\n}\n")
        #expect(fixes(controller(statement), others: [other]).allSatisfy { $0 == nil })
    }

    @Test("A root view that scrolls keeps its sizes movable, not its edges (its bounds start at the scroll offset)")
    func scrollingRootView() {
        let text = { (read: String) in """
            import UIKit
            final class ListViewController: UITableViewController {
                let header = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(header)
                    header.frame = CGRect(x: 0, y: 0, width: UIScreen.main.bounds.\(read), height: 40)
                }
            }

            """ }
        #expect(fixes(text("width")).allSatisfy { $0 != nil })
        #expect(fixes(text("maxX")).allSatisfy { $0 == nil })
    }

    @Test("The screen-sized layout of one viewDidLoad moves whole: a screen read that cannot move keeps the rest")
    func movesWholeOrNothing() {
        let movable = "card.frame = CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 1)"
        #expect(fixes(controller(movable)).allSatisfy { $0 != nil })
        let split = movable + "\n        let inset: CGFloat = 8\n        card.layer.cornerRadius = UIScreen.main.bounds.width / 40 - inset"
        let found = fixes(controller(split))
        #expect(found.count == 2)
        #expect(found.allSatisfy { $0 == nil })
    }
}
