import Testing
@testable import Migration

/// A view's own frame from the screen: whoever adds the view sizes it, so the advice leads with
/// that instead of the view's own layoutSubviews(), where its bounds would be circular.
@Suite("A view's own frame")
struct SizesItselfTests {
    private func suggestion(_ initializer: String) -> String {
        let source = """
            import UIKit
            final class DimmingDialog: UIView {
                init() {
                    \(initializer)
                }
                required init?(coder: NSCoder) { fatalError() }
                func show(in window: UIWindow) { window.addSubview(self) }
            }
            """
        return TestProject(source).results()["Input.swift"]?.findings.first?.suggestion ?? ""
    }

    @Test("super.init(frame:) from the screen leads with sizing the view where it is added")
    func ownFrameFromTheScreen() {
        let told = suggestion("super.init(frame: CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 300))")
        #expect(told.hasPrefix("this is the view's own frame, which whoever adds the view sets"), "\(told)")
    }

    @Test("a subview's frame in the initializer keeps the finding's own advice")
    func subviewFrameDoesNot() {
        let told = suggestion("super.init(frame: .zero)\n        addSubview(UIView(frame: CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 1)))")
        #expect(!told.isEmpty && !told.contains("the view's own frame"), "\(told)")
    }

    @Test("a loop's `view` over the controller's subviews is a subview, not the controller's own view: rewritten as any other name is")
    func loopVariableNamedView() {
        func edits(_ name: String) -> [String] {
            let source = """
                import UIKit
                final class PagesViewController: UIPageViewController {
                    override func viewDidLayoutSubviews() {
                        super.viewDidLayoutSubviews()
                        for \(name) in self.view.subviews where \(name) is UIScrollView {
                            \(name).frame = UIScreen.main.bounds
                        }
                    }
                }
                """
            let result = TestProject(source).results()["Input.swift"]
            #expect(result?.findings.isEmpty == true, "\(result?.findings.map(\.message) ?? [])")
            return result?.edits.map(\.replacement) ?? []
        }
        #expect(edits("view") == ["self.view.bounds"])
        #expect(edits("subview") == ["view.bounds"])
    }
}

