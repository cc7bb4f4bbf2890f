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

    @Test("a local bound to a member of self (`if let view = self?.view`) is no alias of self: calls through that name elsewhere are outside uses")
    func aMemberOfSelfIsNoAlias() {
        let code = """
        final class Presenter {
            weak var view: ProfileView?
            func update() {
                view?.didLoad(name: "x")
            }
            func share() {
                run { [weak self] in
                    if let view = self?.view { show(from: view) }
                    guard let me = self else { return }
                    me.refresh()
                }
            }
        }
        """
        let found = uses(code, names: ["didLoad", "refresh"])
        #expect(found.place(of: "didLoad")?.location == "<memory>:4")
        #expect(found.place(of: "didLoad")?.receiverType == "ProfileView")
        #expect(found.place(of: "refresh") == nil)
    }

    @Test func aMemberSetToSelfBindsNoName() {
        let code = """
        final class PlayerView {
            var delegate: PlayerDelegate?
            func setUp() {
                tableView.delegate = self
                let me = self
                run { [unowned owner = self] in owner.reset() }
            }
            func swipe() {
                self.delegate?.minimize()
                me.pause()
            }
        }
        """
        let found = uses(code, names: ["minimize", "pause", "reset"])
        // `tableView.delegate = self` does not make every `delegate` this view.
        #expect(found.place(of: "minimize")?.location == "<memory>:9")
        #expect(found.place(of: "pause") == nil)
        #expect(found.place(of: "reset") == nil)
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

    @Test func aTrailingClosureGoesToAnyParameterThatMayTakeOne() {
        let shape = CallShape(labels: ["animatingView"], trailingClosures: 1)
        func parameters(_ last: String) -> [Parameter] {
            [Parameter(label: "animatingView", name: "view", type: "UIView"), Parameter(label: "completion", name: "done", type: last)]
        }
        for type in ["() -> Void", "@escaping () -> Void", "@escaping AnimatableCompletion", "CompletionHandler?", "(() -> Void)?"] {
            #expect(shape.canCall(parameters(type)), "\(type)")
        }
        for type in ["Bool", "String?", "[Item]", "CGFloat"] {
            #expect(!shape.canCall(parameters(type)), "\(type)")
        }
    }

    @Test func anUnwrappedPropertyKeepsItsStatedType() {
        let code = """
        final class DayCell {
            weak var delegate: DayCellDelegate?
            var other: WeekCellDelegate?
            func back() {
                if let delegate = delegate {
                    delegate.backTapped(0)
                }
                guard let other else { return }
                other.nextTapped(1)
                if let mine = self.delegate, mine.isReady {
                    mine.reset()
                }
            }
        }
        """
        let found = uses(code, names: ["backTapped", "nextTapped", "reset"])
        #expect(found.place(of: "backTapped")?.receiverType == "DayCellDelegate")
        #expect(found.place(of: "nextTapped")?.receiverType == "WeekCellDelegate")
        #expect(found.place(of: "reset")?.receiverType == "DayCellDelegate")
    }

    @Test func aPropertyReadThroughSelfKeepsItsStatedType() {
        let code = """
        final class EditorController {
            var board: DrawBoard!
            var other: Pager?
            func save() {
                self.board.takeImage()
                self.other?.flip()
                self.other.map { $0.turn() }
                model.board.erase()
            }
        }
        """
        let found = uses(code, names: ["takeImage", "flip", "erase"])
        #expect(found.place(of: "takeImage")?.receiverType == "DrawBoard")
        #expect(found.place(of: "flip")?.receiverType == "Pager")
        // `model.board` is another value's property: its type is not this type's `board`.
        #expect(found.place(of: "erase")?.receiverType == nil)
    }

    @Test func aShapeCallsOnlyFunctionsThatTakeIt() {
        let query = Parameter(label: "_", name: "query", type: "String")
        let completion = Parameter(label: "completion", name: "completion", type: "([String]) -> Void")
        let limit = Parameter(label: "limit", name: "limit", type: "Int")
        let unlabelledWithClosure = CallShape(labels: ["_"], trailingClosures: 1)
        #expect(unlabelledWithClosure.canCall([query, completion]))
        #expect(!unlabelledWithClosure.canCall([query]))
        #expect(!unlabelledWithClosure.canCall([query, limit]))
        #expect(!CallShape(labels: ["_", "limit"], trailingClosures: 0).canCall([query, limit, completion]))
        let optionalCompletion = Parameter(label: "completion", name: "completion", type: "([String]) -> Void", hasDefault: true)
        #expect(CallShape(labels: ["_", "limit"], trailingClosures: 0).canCall([query, limit, optionalCompletion]))
        #expect(!CallShape(labels: ["limit", "_"], trailingClosures: 0).canCall([query, limit]))
    }

    @Test func aCallLeavesOutOnlyParametersWithDefaults() {
        let profile = Parameter(label: "profile", name: "profile", type: "Profile")
        let animated = Parameter(label: "animated", name: "animated", type: "Bool", hasDefault: true)
        let bare = CallShape(labels: [], trailingClosures: 0)
        // `setUp()` calls neither `setUp(profile:)` nor `setUp(_:)`, but does call `setUp(animated: Bool = true)`.
        #expect(!bare.canCall([profile]))
        #expect(bare.canCall([animated]))
        #expect(bare.canCall([Parameter(label: "_", name: "values", type: "Int...")]))
        // A trailing closure goes to the first function parameter left, the ones after it defaulted:
        // `animate(withDuration: 0.3) { … }` calls `animate(withDuration:animations:completion:)`.
        let duration = Parameter(label: "withDuration", name: "duration", type: "TimeInterval")
        let animations = Parameter(label: "animations", name: "animations", type: "@escaping () -> Void")
        let completion = Parameter(label: "completion", name: "completion", type: "((Bool) -> Void)?", hasDefault: true)
        #expect(CallShape(labels: ["withDuration"], trailingClosures: 1).canCall([duration, animations, completion]))
        #expect(!CallShape(labels: ["withDuration"], trailingClosures: 0).canCall([duration, animations, completion]))
    }

    @Test func parametersRecordTheirDefaults() throws {
        let model = SourceModel(text: "final class A {\n    func show(_ photo: Photo, animated: Bool = true, tags: String...) {}\n}\n")
        let show = try #require(model.scopes.lazy.compactMap(\.functionDeclaration).first { $0.name == "show" })
        #expect(show.parameters.map(\.hasDefault) == [false, true, false])
        #expect(show.parameters.map(\.isOmittable) == [false, true, true])
    }
}
