import Testing
import SourceModel
@testable import Migration

/// Views a type adds to the key window by hand, whatever way it names that window.
@Suite("Key window content")
struct KeyWindowContentTests {
    private static func hosts(_ text: String) -> [KeyWindowContent.Host] {
        let model = SourceModel(text: text, path: "Overlay.swift")
        let insertions = model.file.identifierTokens(spelled: ["addSubview"]).sorted()
        return KeyWindowContent(model: model, insertions: insertions).hosts
    }

    @Test("keyWindow, the application's windows and a local bound to either are the key window; another view is not")
    func waysToNameTheWindow() {
        let found = Self.hosts("""
            import UIKit
            final class Toast: UIView {
                let dim = UIView()
                func show() { UIApplication.shared.keyWindow?.addSubview(self) }
                func dimScreen() {
                    guard let window = UIApplication.shared.windows.first else { return }
                    window.addSubview(self.dim)
                }
                func cover() {
                    let window = UIApplication.shared.windows.last!
                    window.addSubview(dim)
                }
                func embed(in view: UIView) { view.addSubview(self) }
                func both() { UIApplication.shared.keyWindow?.addSubview(UIView()) }
            }
            """)
        #expect(found.map(\.member) == ["show", "dimScreen", "cover"])
        #expect(found.map(\.content) == ["self", "dim", "dim"])
        #expect(found.map(\.line) == [4, 7, 11])
    }

    @Test("a view framed through a local in static code and added to the key window is told to take that window's bounds")
    func staticSpinnerThroughALocal() throws {
        let finding = try #require(TestProject("""
            import UIKit
            public class Loading {
                static var spinner: UIActivityIndicatorView?
                public static func show() {
                    if spinner == nil, let window = UIApplication.shared.keyWindow {
                        let frame = UIScreen.main.bounds
                        let spinner = UIActivityIndicatorView(frame: frame)
                        window.addSubview(spinner)
                        self.spinner = spinner
                    }
                }
            }
            """).results()["Input.swift"]?.findings.first)
        #expect(finding.message.hasSuffix("the view it sizes, `spinner`, is added to the app's window on line 8, whose bounds are the size to read"),
                "\(finding.message)")
        #expect(finding.suggestion.hasPrefix("`show` adds `spinner` to the app's window (line 8): size it there from that window's bounds"),
                "\(finding.suggestion)")
    }

    @Test("a width local, made into a frame local, made into the view added to the key window: that window's advice; two frames made from it: none")
    func throughTwoLocals() throws {
        func finding(_ frames: String) -> Finding? {
            TestProject("""
                import UIKit
                final class Toast: UIView {
                    static func show() {
                        guard let appWindow = UIApplication.shared.keyWindow else { return }
                        let width = UIScreen.main.bounds.width
                        \(frames)
                        let toast = Toast(frame: frame)
                        appWindow.addSubview(toast)
                    }
                }
                """).results()["Input.swift"]?.findings.first
        }
        let told = try #require(finding("let frame = CGRect(x: 0, y: 0, width: width, height: width / 2)"))
        #expect(told.suggestion.contains("`show` adds `toast` to the app's window (line 8): size it there from that window's bounds"),
                "\(told.suggestion)")
        let two = try #require(finding("let frame = CGRect(x: 0, y: 0, width: width, height: 40)\n        let other = CGRect(x: 0, y: 0, width: width, height: 20)"))
        #expect(!two.suggestion.contains("adds `toast`"), "\(two.suggestion)")
    }
}

