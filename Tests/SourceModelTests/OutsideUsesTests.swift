import Testing
import SwiftLexer
@testable import SourceModel

/// Outside uses: members reached through a receiver other than `self`, and the shapes of calls.
@Suite struct OutsideUsesTests {
    private func uses(_ code: String, names: Set<String>) -> OutsideUses {
        OutsideUses(SourceModel(text: code), names: names)
    }

    @Test func findsUsesThroughOtherReceiversOnly() {
        let code = """
        final class Pager {
            func make(page: Page, pages: [Page]) {
                page.show(size: .zero)
                pages[0].relayout()
                controller?.itemSize
                self.show(size: .zero)
                self?.hide()
                super.layout()
                guard let strongSelf = self else { return }
                strongSelf.reload()
                let value = .pin
                let action = #selector(Pager.tapped(_:))
            }
            func show(size: CGSize) {}
        }
        """
        let found = uses(code, names: ["show", "relayout", "itemSize", "hide", "layout", "reload", "pin", "tapped"])
        #expect(found.place(of: "show")?.location == "<memory>:3")
        #expect(found.place(of: "show")?.receiverType == "Page")
        #expect(found.place(of: "show")?.user == "Pager.make(page:pages:)")
        #expect(found.place(of: "relayout")?.location == "<memory>:4")
        #expect(found.place(of: "itemSize")?.location == "<memory>:5")
        for name in ["hide", "layout", "reload", "pin", "tapped"] {
            #expect(found.place(of: name) == nil, "\(name)")
        }
    }

    @Test func recordsTheShapeOfEachCall() throws {
        let file = SourceModel(text: "x.search(query, limit: f(a, b: c)) { $0 }\ny.search\nz.search { }").file
        let names = file.tokens.indices.filter { file.text($0) == "search" }
        let call = try #require(CallShape(of: names[0], in: file))
        #expect(call.labels == ["_", "limit"])
        #expect(call.trailingClosures == 1)
        #expect(CallShape(of: names[1], in: file) == nil)
        #expect(CallShape(of: names[2], in: file) == CallShape(labels: [], trailingClosures: 1))
    }

    @Test func aShapeCallsOnlyFunctionsThatTakeIt() {
        let query = Parameter(label: "_", name: "query", type: "String")
        let completion = Parameter(label: "completion", name: "completion", type: "([String]) -> Void")
        let limit = Parameter(label: "limit", name: "limit", type: "Int")
        let unlabelledWithClosure = CallShape(labels: ["_"], trailingClosures: 1)
        #expect(unlabelledWithClosure.canCall([query, completion]))
        #expect(!unlabelledWithClosure.canCall([query]))
        #expect(!unlabelledWithClosure.canCall([query, limit]))
        #expect(CallShape(labels: ["_", "limit"], trailingClosures: 0).canCall([query, limit, completion]))
        #expect(!CallShape(labels: ["limit", "_"], trailingClosures: 0).canCall([query, limit]))
    }
}
