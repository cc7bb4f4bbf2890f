import Testing
@testable import Migration

/// Call sites of helpers, matched to the helper they call.
@Suite("Helper call sites")
struct HelperCallSiteTests {
    @Test("A helper of a number type called on a literal is matched by the literal's default type")
    func literalReceivers() {
        let project = TestProject([
            ("Scale.swift", """
                import UIKit
                extension Int {
                    var adjusted: CGFloat { CGFloat(self) * UIScreen.main.bounds.width / 375 }
                }
                extension Double {
                    var adjusted: CGFloat { CGFloat(self) * UIScreen.main.bounds.width / 375 }
                }
                """),
            ("Card.swift", """
                import UIKit
                final class Card: UIView {
                    override func layoutSubviews() {
                        super.layoutSubviews()
                        layer.cornerRadius = 12.adjusted
                        layer.borderWidth = 0.5.adjusted
                    }
                }
                """),
        ])
        let notes = (project.results()["Card.swift"]?.findings ?? []).compactMap(\.helperCall)
        #expect(notes.map(\.definition) == ["Scale.swift:3", "Scale.swift:6"], "\(notes)")
    }
}
