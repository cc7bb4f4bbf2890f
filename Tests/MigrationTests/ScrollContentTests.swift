import Testing
@testable import Migration

/// A value set as the content size of a scroll view the controller holds counts in that scroll
/// view's bounds: the controller's view stands for them only where the scroll view spans it.
@Suite struct ScrollContentTests {
    private func result(_ statement: String, pinning: String = "") throws -> FileResult {
        try #require(TestProject("""
            import UIKit
            final class PagesController: UIViewController {
                @IBOutlet var scrollView: UIScrollView!
                let banner = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(banner)
                    \(pinning)
                }
                override func viewDidLayoutSubviews() {
                    super.viewDidLayoutSubviews()
                    \(statement)
                }
            }
            """).results()["Input.swift"])
    }

    @Test func aScrollViewsContentSizeIsMeasuredInThatScrollView() throws {
        let paged = try result("scrollView.contentSize = CGSize(width: 3 * UIScreen.main.bounds.width, height: 1)")
        #expect(paged.edits.isEmpty)
        let finding = try #require(paged.findings.first)
        #expect(finding.message.contains("sizes the content of `scrollView`"), "\(finding.message)")
        #expect(finding.suggestion.contains("`scrollView.bounds`"), "\(finding.suggestion)")
        // Pinned to the view's leading and trailing edges, the scroll view is as wide as the view: rewritten.
        let pinned = try result("scrollView.contentSize = CGSize(width: 3 * UIScreen.main.bounds.width, height: 1)", pinning: """
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
                    scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor).isActive = true
            """)
        #expect(pinned.edits.count == 1, "\(pinned.findings.map(\.message))")
        // Content pinned to the scroll view with a constant places the content, not the scroll view.
        let content = try result("scrollView.contentSize = CGSize(width: 3 * UIScreen.main.bounds.width, height: 1)", pinning: """
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
                    scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor).isActive = true
                    banner.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor, constant: 16).isActive = true
            """)
        #expect(content.edits.count == 1, "\(content.findings.map(\.message))")
        // Pinned 16 points in, it is narrower: the finding names the line.
        let inset = try result("scrollView.contentSize = CGSize(width: 3 * UIScreen.main.bounds.width, height: 1)", pinning: """
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16).isActive = true
            """)
        #expect(inset.edits.isEmpty && inset.findings.first?.message.contains("is pinned with a constant") == true)
        // A subview of the controller's own view is laid out in that view: rewritten.
        let framed = try result("banner.frame.size.width = UIScreen.main.bounds.width")
        #expect(framed.edits.count == 1, "\(framed.findings.map(\.message))")
    }
}
