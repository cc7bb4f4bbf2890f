import Testing
@testable import Migration

@Suite("Role proof: a square is no crossed axis")
struct CrossedAxisSquareTests {
    @Test("A height that spells the same width expression as its frame's width makes a square; a lone height crosses the axis")
    func squareFrame() {
        let project = TestProject("""
            import SwiftUI
            struct Detail: View {
                var body: some View {
                    Image("cover")
                        .frame(width: UIScreen.main.bounds.width - 50, height: UIScreen.main.bounds.width - 50)
                    Color.red.frame(width: 20, height: UIScreen.main.bounds.width - 50)
                }
            }
            """)
        let findings = project.findings()
        #expect(!findings.contains { $0.hasPrefix("5:") && $0.contains("crossed-axis") }, "\(findings)")
        #expect(findings.contains { $0.hasPrefix("6:crossed-axis") }, "\(findings)")
    }
}
