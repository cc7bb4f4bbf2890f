import Testing
@testable import Migration

/// Code that adds views at the wrong moment: the advice keeps it where it is and makes what it
/// adds follow its container, since moving it into layout would add the views on every pass.
@Suite("Advice for code that adds views")
struct AddedViewsAdviceTests {
    private func suggestion(_ body: String) -> String {
        let source = """
            import UIKit
            final class ProfileViewController: UIViewController {
                var itemWidth: CGFloat = 0
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    showCover()
                }
                private func showCover() {
            \(body)
                }
            }
            """
        return TestProject(source).results()["Input.swift"]?.findings.first?.suggestion ?? ""
    }

    @Test("a view added by a method viewWillAppear calls: follow the container, do not move into layout")
    func addsViews() {
        let added = suggestion("""
                    let cover = UIView(frame: CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 80))
                    view.addSubview(cover)
            """)
        #expect(added.contains("adds views or constraints (line 10)"), "\(added)")
        #expect(added.contains("flexibleWidth") && !added.hasPrefix("move what depends"), "\(added)")
        let added2 = suggestion("""
                    let bar = UIView(frame: UIScreen.main.bounds)
                    view.insertSubview(bar, at: 0)
            """)
        #expect(added2.contains("adds views or constraints (line 10)"), "\(added2)")
    }

    @Test("a value computed and kept, with nothing added: the layout advice stands")
    func addsNothing() {
        let kept = suggestion("""
                    itemWidth = UIScreen.main.bounds.width / 3
            """)
        #expect(!kept.isEmpty && !kept.contains("adds views or constraints"), "\(kept)")
    }
}
