import Testing
import SourceModel
@testable import Migration

/// A bare `.main` that its context types as `UIScreen` is a use like `UIScreen.main`; one typed
/// as anything else is not.
@Suite("Uses that never spell UIScreen.main")
struct ContextualUseTests {
    /// The evidence screenmod finds for each bare `.main` of `text`, in source order.
    private func evidence(_ text: String, parameters: Set<String> = []) -> [ContextualScreen?] {
        let model = SourceModel(text: text, path: "Input.swift")
        let file = model.file
        return file.tokens.indices
            .filter { file.tokens[$0].kind == .identifier && file.text($0) == "main" }
            .map { model.contextualEvidence(at: $0, screenParameters: parameters) }
    }

    @Test("each context that types .main as a screen", arguments: [
        ("let screen: UIScreen = .main", ContextualScreen.declaredType),
        ("func show(on screen: UIScreen = .main) {}", .declaredType),
        ("let screen = window?.screen ?? .main", .fallback),
        ("let screen = UIScreen.screens.first ?? .main", .fallback),
        ("if window.screen === .main {}", .comparison),
        ("window.screen = .main", .assignment),
        ("var current: UIScreen { return .main }", .returned),
    ])
    func screenContexts(_ code: String, _ expected: ContextualScreen) {
        #expect(evidence(code) == [expected])
    }

    @Test("a call of the project's own function with a UIScreen parameter")
    func projectParameter() {
        #expect(evidence("configure(screen: .main)", parameters: ["configure(screen:)"]).compactMap { $0 } == [.argument])
        #expect(evidence("configure(screen: .main)").compactMap { $0 }.isEmpty)
    }

    @Test("other types' main members are not uses", arguments: [
        "DispatchQueue.main.async {}",
        "let loop = RunLoop.main",
        "let queue: DispatchQueue = .main",
        "NotificationCenter.default.addObserver(forName: n, object: nil, queue: .main) { _ in }",
        "let bundle = Bundle.main",
    ])
    func notScreens(_ code: String) {
        #expect(evidence(code).compactMap { $0 }.isEmpty)
    }

    @Test("a property typed as a screen types .main only in its own type, bare or through self")
    func propertyOfItsOwnType() {
        let code = """
            final class Wrapper {
                let base: UIScreen
                init() { self.base = .main }
            }
            final class Adapter {
                let base: Screen
                init() { self.base = .main }
                func pick(_ other: Wrapper) { other.base = .main }
            }
            """
        #expect(evidence(code) == [.assignment, nil, nil])
        let unambiguous = "final class Wrapper {\n    var display: UIScreen?\n}\nfunc reset(_ w: Wrapper) { w.display = .main }\n"
        #expect(evidence(unambiguous) == [.assignment])
    }

    @Test("a name that ends in 'screen' is no proof; a property the project declares as a UIScreen is")
    func namedScreens() {
        #expect(evidence("nextVC.backScreen = .main").compactMap { $0 }.isEmpty)
        #expect(evidence("if page.currentScreen == .main {}").compactMap { $0 }.isEmpty)
        #expect(evidence("nextVC.externalScreen = .main", parameters: [".externalScreen"]) == [.assignment])
        // The file's own declaration of the name answers, whatever another file declares.
        let own = "final class Router {\n    var backScreen = Page.home\n    func reset() { backScreen = .main }\n}\n"
        #expect(evidence(own, parameters: [".backScreen"]).compactMap { $0 }.isEmpty)
    }

    @Test("a contextual use is reported like any other: a fallback is a finding, never skipped")
    func reported() {
        let findings = TestProject("""
            import UIKit
            final class Player: UIViewController {
                func currentScreen() -> UIScreen { view.window?.screen ?? .main }
            }
            """).findings()
        #expect(findings.count == 1)
        #expect(findings.first?.contains("existing-fallback") == true, "\(findings)")
    }
}
