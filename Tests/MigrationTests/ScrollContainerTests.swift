import Testing
@testable import Migration
import RuleLanguage
import SourceModel

/// `containerRelativeFrame` measures the nearest scroll view or list: a share of the screen becomes
/// the same share of it only where that scroll view is shown to span the screen, in the view's own
/// body or where another view places it.
@Suite("containerRelativeFrame and the scroll view around the view")
struct ScrollContainerTests {
    private static let card = """
        import SwiftUI
        struct Card: View {
            var body: some View {
                Color.gray.frame(width: UIScreen.main.bounds.width * 0.8)
            }
        }

        """

    private static func migrate(_ files: [(String, String)]) -> [String: FileResult] {
        let engine = MigrationEngine(ruleSet: RuleSet.load(RuleSet.builtinFiles).0!, settings: MigrationSettings(minIOS: 17))
        let project = MigrationProject(files: files.map { ProjectFile(path: $0.0, bytes: Array($0.1.utf8)) }, engine: engine)
        return Dictionary(uniqueKeysWithValues: files.map { ($0.0, project.migrate(path: $0.0, bytes: FileBytes(Array($0.1.utf8)))) })
    }

    @Test("a view placed in a narrowed scroll view of another view, in its file or another, is not rewritten")
    func placedInNarrowedScroll() throws {
        let feed = """
            import SwiftUI
            struct Feed: View {
                var body: some View {
                    VStack {
                        ScrollView(.horizontal) { HStack { Card() } }
                            .contentMargins(.horizontal, 16)
                    }
                }
            }
            """
        for files in [[("Card.swift", Self.card + feed)], [("Card.swift", Self.card), ("Feed.swift", feed)]] {
            let result = try #require(Self.migrate(files)["Card.swift"])
            #expect(result.edits.isEmpty, "\(result.edits)")
            let finding = try #require(result.findings.first { $0.line == 4 })
            #expect(finding.message.contains("places `Card` in one that nothing shows spans the screen"), "\(finding.message)")
        }
    }

    @Test("a view placed only in a scroll view that fills its view is rewritten")
    func placedInFillingScroll() throws {
        let feed = """
            import SwiftUI
            struct Feed: View {
                var body: some View {
                    ScrollView { Card() }
                }
            }
            """
        let result = try #require(Self.migrate([("Card.swift", Self.card), ("Feed.swift", feed)])["Card.swift"])
        #expect(result.edits.count == 1)
    }

    @Test("a scroll view in the same body narrowed across gives a finding with no suggested fix; one narrowed along the other axis offers it")
    func narrowedInTheSameBody() throws {
        func row(_ modifier: String) -> String {
            """
            import SwiftUI
            struct Row: View {
                var body: some View {
                    VStack {
                        ScrollView(.horizontal) {
                            Color.gray.frame(width: UIScreen.main.bounds.width * 0.8)
                        }
                        \(modifier)
                    }
                }
            }
            """
        }
        let across = try #require(Self.migrate([("Row.swift", row(".contentMargins(.horizontal, 16)"))])["Row.swift"])
        let narrowed = try #require(across.findings.first { $0.line == 6 })
        #expect(narrowed.message.contains("which `.contentMargins` on line 8 narrows across"), "\(narrowed.message)")
        #expect(narrowed.fix == nil)
        // Margins at the top or bottom, or none, leave the scroll view as wide as its view: the VStack hands it that width.
        for modifier in [".contentMargins(.bottom, 75)", ".padding(0)", ".frame(maxWidth: .infinity)"] {
            let along = try #require(Self.migrate([("Row.swift", row(modifier))])["Row.swift"])
            #expect(along.edits.count == 1, "\(modifier): \(along.findings.map(\.message))")
        }
    }

    private static func body(_ content: String) -> String {
        """
        import SwiftUI
        struct Row: View {
            var flag = false
            var body: some View {
        \(content)
            }
        }
        """
    }

    @Test("a scroll view reached from the body only through containers that pass their width on spans its view")
    func passedThroughContainers() throws {
        let frame = "Color.gray.frame(width: UIScreen.main.bounds.width * 0.8)"
        let spanning = [
            "ZStack { if flag { Text(\"a\") } else { ScrollView(.horizontal) { \(frame) }.contentMargins(.bottom, 75) } }",
            "ScrollViewReader { proxy in ScrollView(.horizontal) { HStack { \(frame) } } }",
            "ScrollView(.vertical, showsIndicators: false) { VStack { ScrollView(.horizontal) { \(frame) } } }.padding(0)",
            "NavigationStack { VStack { ScrollView(.horizontal) { \(frame) } } }",
        ]
        for content in spanning {
            let result = try #require(Self.migrate([("Row.swift", Self.body(content))])["Row.swift"])
            #expect(result.edits.count == 1, "\(content): \(result.findings.map(\.message))")
        }
        let unproven = [
            "HStack { Text(\"a\"); ScrollView(.horizontal) { \(frame) } }",
            "ScrollView(.horizontal) { VStack { ScrollView(.horizontal) { \(frame) } } }",
            "VStack { ScrollView(.horizontal) { \(frame) } }.padding(.horizontal, 20)",
            "Color.clear.overlay { ScrollView(.horizontal) { \(frame) } }",
            "VStack { ScrollView(.horizontal) { \(frame) } }.frame(width: 300)",
        ]
        for content in unproven {
            let result = try #require(Self.migrate([("Row.swift", Self.body(content))])["Row.swift"])
            #expect(result.edits.isEmpty, "\(content)")
            #expect(result.findings.contains { $0.ruleID.hasPrefix("frame-container-relative") }, "\(content): \(result.findings.map(\.ruleID))")
        }
    }
}

/// A flexible frame offered in place of the screen's width takes the width proposed to the view,
/// which a padding across narrows: no such fix where the view is padded or placed in a padding.
@Suite("Suggested flexible frames and padding across")
struct PaddedAcrossTests {
    private static let page = """
        import SwiftUI
        struct Page: View {
            var body: some View {
                Color.gray.frame(width: UIScreen.main.bounds.width)
            }
        }

        """

    private static func migrate(_ files: [(String, String)]) -> FileResult {
        let engine = MigrationEngine(ruleSet: RuleSet.load(RuleSet.builtinFiles).0!, settings: MigrationSettings(minIOS: 16))
        let project = MigrationProject(files: files.map { ProjectFile(path: $0.0, bytes: Array($0.1.utf8)) }, engine: engine)
        return project.migrate(path: files[0].0, bytes: FileBytes(Array(files[0].1.utf8)))
    }

    @Test("a view placed in a padding across gets no flexible-frame fix; one padded only at the top and bottom does")
    func paddingAcrossWithdrawsTheFix() throws {
        func pager(_ padding: String) -> String {
            "import SwiftUI\nstruct Pager: View {\n    var body: some View {\n        ZStack { Page() }\(padding)\n    }\n}\n"
        }
        let alone = try #require(Self.migrate([("Page.swift", Self.page)]).findings.first)
        #expect(alone.ruleID == "frame-full-width" && alone.fix != nil, "\(alone.ruleID)")
        for padding in [".padding(.horizontal)", ".padding()", ".padding(16)"] {
            let finding = try #require(Self.migrate([("Page.swift", Self.page), ("Pager.swift", pager(padding))]).findings.first)
            #expect(finding.ruleID != "frame-full-width" && finding.fix == nil, "\(padding): \(finding.ruleID)")
        }
        let vertical = try #require(Self.migrate([("Page.swift", Self.page), ("Pager.swift", pager(".padding(.vertical, 8)"))]).findings.first)
        #expect(vertical.ruleID == "frame-full-width" && vertical.fix != nil)
    }
}
