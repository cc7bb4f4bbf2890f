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

    @Test("A function's own name and a new local's name say nothing of the axis; a labelled argument, a receiver and an assigned target do")
    func namesThatAreNoTarget() {
        let project = TestProject("""
            import UIKit
            final class CropView: UIView {
                let frameView = UIView()
                func imageFrameHeight(for width: CGFloat) -> CGFloat { (width - 60) * 5 / 4 }
                override func layoutSubviews() {
                    super.layoutSubviews()
                    let height = imageFrameHeight(for: UIScreen.main.bounds.width)
                    let screenWidth = UIScreen.main.bounds.height
                    frameView.frame = CGRect(x: 0, y: 0, width: 10, height: height + screenWidth)
                    frameView.frame.size.width = UIScreen.main.bounds.height
                }
            }
            """)
        let crossed = project.findings().filter { $0.contains("crossed-axis") }.map { $0.prefix(while: { $0 != ":" }) }
        #expect(crossed == ["10"], "\(project.findings())")
    }
}
