import Testing
import SourceModel
@testable import Migration

/// Which findings carry a suggested fix: one whose missing proof a person can check in the
/// statement (what a callee does with the value, an optional container), never one whose
/// moment is unproven, where the edit reads a value that is wrong then as often as not.
@Suite("Suggested fixes: only where the missing fact is local")
struct SuggestedFixPolicyTests {
    /// The only finding of `text`.
    private func finding(_ text: String) throws -> Finding {
        let findings = TestProject(text).results()["Input.swift"]?.findings ?? []
        try #require(findings.count == 1, "\(findings.map(\.message))")
        return findings[0]
    }

    @Test("A size read in viewDidLoad is a finding without an edit: the view has its placeholder size then")
    func viewDidLoadOffersNothing() throws {
        let found = try finding("""
            import UIKit
            final class CardViewController: UIViewController {
                let card = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    card.frame = CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width - 32, height: 200)
                }
            }
            """)
        #expect(found.ruleID == "view-not-loaded")
        #expect(found.fix == nil)
    }

    @Test("A screen read in viewWillAppear offers no guard: on the first appearance it would always return")
    func screenBeforeWindowOffersNothing() throws {
        let found = try finding("""
            import UIKit
            final class PassViewController: UIViewController {
                var saved: CGFloat = 0
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    saved = UIScreen.main.brightness
                }
            }
            """)
        #expect(found.fix == nil)
    }

    @Test("A scale read in a method nothing calls offers nothing, and a measuring scale's caveat speaks of the scale")
    func unprovenMomentsOfferNothing() throws {
        let uncalled = try finding("""
            import UIKit
            final class Avatar: UIView {
                let image = UIImageView()
                func refresh() { image.layer.contentsScale = UIScreen.main.scale }
            }
            """)
        #expect(uncalled.fix == nil)
        let measuring = try finding("""
            import UIKit
            final class Hairline: UIView {
                override var intrinsicContentSize: CGSize {
                    CGSize(width: UIView.noIntrinsicMetric, height: 1 / UIScreen.main.scale)
                }
            }
            """)
        #expect(measuring.fix == nil)
        #expect(measuring.message.contains("display scale"))
        #expect(!measuring.message.contains("bounds"))
    }

    @Test("Advice points at a suggested fix only where the finding carries one")
    func adviceWithoutFixNamesNone() throws {
        // The role is unknown (a project function screenmod does not follow), and a trait change
        // is a moment this rule does not take, which allows no fix: the role's advice must not name one.
        let found = try finding("""
            import UIKit
            final class PlayerView: UIView {
                @IBOutlet weak var nibLabel: UILabel!
                func changeValues(scaleFactor: CGFloat) { alpha = 1 - scaleFactor }
                override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                    let factor = alpha + UIScreen.main.bounds.height * 0.001
                    self.changeValues(scaleFactor: factor)
                }
            }
            """)
        #expect(found.cause == "role:unknown")
        #expect(found.fix == nil)
        #expect(!found.suggestion.contains("suggested fix"), "\(found.suggestion)")
    }

    /// A view's shadow helper whose scale read runs from its layout pass, in a project that forces
    /// layout by hand, and, when `fromInit`, through an overload from another controller's initializer too.
    private func shadowProject(fromInit: Bool, minIOS: Int = 17) -> TestProject {
        TestProject([
            ("Shadow.swift", """
                import UIKit
                class ShadowView: UIView {
                    \(fromInit ? "func shadow(vertical height: CGFloat) { shadow(width: 0, height: height) }" : "")
                    fileprivate func shadow(width: CGFloat, height: CGFloat) {
                        layer.shadowOffset = CGSize(width: width, height: height)
                        layer.rasterizationScale = UIScreen.main.scale
                    }
                }
                final class Header: ShadowView {
                    override func layoutSubviews() {
                        super.layoutSubviews()
                        shadow(width: 0, height: 1)
                    }
                }
                """),
            ("Modal.swift", """
                import UIKit
                final class Modal: UIViewController {
                    let header = Header()
                    init() {
                        super.init(nibName: nil, bundle: nil)
                        view.layoutIfNeeded()
                        \(fromInit ? "header.shadow(vertical: -2)" : "")
                    }
                    required init?(coder: NSCoder) { fatalError() }
                }
                """),
        ], minIOS: minIOS)
    }

    @Test("A forced layout leaves no fix below iOS 17, where nothing lays the view out again in its window; from 17 it is rewritten")
    func forcedLayoutFixNeedsTheTarget() throws {
        for fromInit in [false, true] {
            let below = shadowProject(fromInit: fromInit, minIOS: 16).results()["Shadow.swift"]?.findings.first { $0.line == 6 }
            #expect(below != nil && below?.fix == nil, "\(String(describing: below))")
            #expect(below?.suggestion.contains("suggested fix") == false, "\(String(describing: below))")
        }
        #expect(shadowProject(fromInit: false).migrated("Shadow.swift").contains("layer.rasterizationScale = traitCollection.displayScale"))
    }
}
