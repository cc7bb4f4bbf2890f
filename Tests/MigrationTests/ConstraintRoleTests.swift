import Testing
@testable import Migration

@Suite("Role proof: constraints a view makes for itself")
struct ConstraintRoleTests {
    @Test("A view's own constraint constant is not read from its bounds, which those constraints may set")
    func snapKitOffsetInOwnView() {
        let project = TestProject("""
            import UIKit
            final class HabitCard: UIView {
                private let photo = UIView()
                private let note = UITextView()
                override func layoutSubviews() {
                    super.layoutSubviews()
                    layoutNote()
                }
                private func layoutNote() {
                    note.snp.makeConstraints {
                        let gap = UIScreen.main.bounds.size.height * 0.04
                        $0.top.equalTo(photo.snp.bottom).offset(gap)
                        $0.bottom.equalToSuperview()
                    }
                }
            }
            """)
        #expect(project.migrated().contains("let gap = UIScreen.main.bounds.size.height * 0.04"), "\(project.migrated())")
        #expect(project.findings().first?.contains("Auto Layout may size this view from the constraints it makes") == true,
                "\(project.findings())")
    }

    @Test("An anchor constant in a view framed from outside keeps the container's proof")
    func anchorConstantInFramedView() {
        let view = """
            import UIKit
            final class Banner: UIView {
                let title = UILabel()
                override func layoutSubviews() {
                    super.layoutSubviews()
                    title.widthAnchor.constraint(equalToConstant: UIScreen.main.bounds.width / 2).isActive = true
                }
            }
            """
        let alone = TestProject(view)
        #expect(alone.findings().contains { $0.contains("Auto Layout may size this view") }, "\(alone.findings())")
        let framed = TestProject([("Banner.swift", view), ("Host.swift", """
            import UIKit
            final class Host: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let banner = Banner()
                    banner.frame = UIScreen.main.bounds
                    view.addSubview(banner)
                }
            }
            """)])
        #expect(!framed.findings("Banner.swift").contains { $0.contains("Auto Layout may size this view") },
                "\(framed.findings("Banner.swift"))")
    }
}

@Suite("Container proof: a view that moves itself")
struct SelfMovingViewTests {
    @Test("A drag's share of the screen in a card that moves itself is not read from the card's own bounds")
    func swipeCard() {
        let card = """
            import UIKit
            final class SwipeCard: UIView {
                private var start = CGPoint.zero
                @objc private func dragged(_ pan: UIPanGestureRecognizer) {
                    let dx = pan.translation(in: self).x
                    let strength = min(dx / UIScreen.main.bounds.width, 1)
                    let scale = max(1 - abs(strength) / 4, 0.9)
                    center = CGPoint(x: start.x + dx, y: start.y)
                    let turned = CGAffineTransform(rotationAngle: .pi / 8 * strength)
                    self.transform = turned.scaledBy(x: scale, y: scale)
                }
                func setUp() {
                    addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(dragged(_:))))
                }
            }
            """
        let project = TestProject(card)
        #expect(project.migrated().contains("dx / UIScreen.main.bounds.width"), "\(project.migrated())")
        #expect(project.findings().first?.contains("this view moves itself (it sets its own `center` on line 8)") == true,
                "\(project.findings())")
        // The sum after the division is of ratios: no "plus or minus an amount" reason.
        let roles = project.explanations().first?.facts.joined(separator: "\n") ?? ""
        #expect(!roles.contains("plus or minus an amount"), "\(roles)")
    }
}

@Suite("Advice: constraints made through a helper the scan did not lex")
struct ConstraintHelperAdviceTests {
    @Test("A length handed with anchors to an extension in a file that never reads the screen gets the relative-constraint advice")
    func helperInOtherFile() {
        let project = TestProject([("FormView.swift", """
            import UIKit
            final class FormView: UIView {
                private let titleLabel = UILabel()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    configure()
                }
                required init?(coder: NSCoder) { fatalError() }
                private func configure() {
                    addSubview(titleLabel)
                    titleLabel.anchor(top: topAnchor, width: UIScreen.main.bounds.width - 40)
                }
            }
            """), ("UIView+Anchor.swift", """
            import UIKit
            extension UIView {
                func anchor(top: NSLayoutYAxisAnchor? = nil, width: CGFloat? = nil) {
                    translatesAutoresizingMaskIntoConstraints = false
                    if let top { topAnchor.constraint(equalTo: top).isActive = true }
                    if let width { widthAnchor.constraint(equalToConstant: width).isActive = true }
                }
            }
            """)])
        let suggestion = project.suggestions("FormView.swift").first ?? ""
        #expect(suggestion.hasPrefix("`anchor(…)` makes constraints with constant lengths"), "\(suggestion)")
        #expect(!suggestion.contains("move what depends on size"), "\(suggestion)")
    }
}
