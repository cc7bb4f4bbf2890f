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
}
