import Testing
@testable import Migration

/// A screen side that picks one of two display scales (`width <= 375 ? 2 : 3`) guesses the scale
/// from the device's size: reported as a guessed scale, not as a question of space or of models.
@Suite("Guessed scales")
struct GuessedScaleTests {
    private func finding(_ source: String) throws -> (message: String, suggestion: String, rule: String) {
        let project = TestProject(source)
        let result = try #require(project.results()["Input.swift"])
        #expect(result.edits.isEmpty)
        let finding = try #require(result.findings.first)
        return (finding.message, finding.suggestion, finding.ruleID)
    }

    @Test("A hairline picked by the screen's width in a view is a guessed scale, with UIKit's trait scale as advice")
    func hairlineInAView() throws {
        let found = try finding("""
            import UIKit
            final class LineView: UIView {
                override func layoutSubviews() {
                    super.layoutSubviews()
                    layer.borderWidth = UIScreen.main.bounds.width <= 375 ? 1.0 / 2.0 : 1.0 / 3.0
                }
            }
            """)
        #expect(found.rule == "scale-guessed-from-size")
        #expect(found.message.contains("picks a display scale"), "\(found.message)")
        #expect(!found.message.contains("device models apart"), "\(found.message)")
        #expect(found.suggestion.contains("traitCollection.displayScale"), "\(found.suggestion)")
    }

    @Test("Two scales picked through a local, the side on the right of the test, in SwiftUI: the environment's scale")
    func scalesThroughALocalInSwiftUI() throws {
        let found = try finding("""
            import SwiftUI
            struct Divider1: View {
                var body: some View {
                    let width = UIScreen.main.bounds.size.width
                    Rectangle().frame(height: 414 > width ? 0.5 : 0.33)
                }
            }
            """)
        #expect(found.rule == "scale-guessed-from-size")
        #expect(found.suggestion.contains("@Environment(\\.displayScale)"), "\(found.suggestion)")
    }

    @Test("A threshold that picks two lengths, or a scale times a length, is still a device's size")
    func otherChoicesStayDeviceSizes() throws {
        for choice in ["? 12 : 16", "? 2 * 8 : 3 * 8", "? 2 : 2"] {
            let found = try finding("""
                import UIKit
                final class Card: UIView {
                    override func layoutSubviews() {
                        super.layoutSubviews()
                        layer.cornerRadius = UIScreen.main.bounds.width <= 375 \(choice)
                    }
                }
                """)
            #expect(found.rule != "scale-guessed-from-size", "\(choice): \(found.message)")
        }
    }
}
