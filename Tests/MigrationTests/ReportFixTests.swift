import Testing
import SourceModel
@testable import Migration

/// A report rule with `fix-when:` lines offers the edit of the next rewrite rule as a suggested
/// fix, with the report as its caveat, and only where its conditions hold.
@Suite("Suggested fixes of report rules")
struct ReportFixTests {
    /// The fix of the only finding in `text`: its caveat and its replacement texts.
    private func fix(_ text: String) -> (caveat: String, replacements: [String])? {
        let findings = TestProject(text).results()["Input.swift"]?.findings ?? []
        guard findings.count == 1, let fix = findings[0].fix else { return nil }
        return (fix.message, fix.edits.map(\.replacement))
    }

    @Test("viewDidLoad sizing a subview: the layout edit, with the report as caveat")
    func viewDidLoadSizing() throws {
        let offered = try #require(fix("""
            import UIKit
            final class CardViewController: UIViewController {
                let card = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    card.frame = CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width - 32, height: 200)
                }
            }
            """))
        #expect(offered.replacements == ["view.bounds.width"])
        #expect(offered.caveat.contains("not in a window yet"))
    }

    @Test("loadView offers nothing: reading view there re-enters it")
    func loadViewOffersNothing() {
        #expect(fix("""
            import UIKit
            final class CardViewController: UIViewController {
                override func loadView() {
                    view = UIView(frame: CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 300))
                }
            }
            """) == nil)
    }

    @Test("A scale read in viewDidLoad offers nothing: the scale is not dependable before a window")
    func scaleInViewDidLoadOffersNothing() {
        #expect(fix("""
            import UIKit
            final class CardViewController: UIViewController {
                let line = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    line.layer.borderWidth = 1 / UIScreen.main.scale
                }
            }
            """) == nil)
    }

    @Test("A member setup and layout both call: the edit, caveated by the earlier moment")
    func calledBeforeWindow() throws {
        let offered = try #require(fix("""
            import UIKit
            final class BannerView: UIView {
                let label = UILabel()
                override func awakeFromNib() {
                    super.awakeFromNib()
                    place()
                }
                override func layoutSubviews() {
                    super.layoutSubviews()
                    place()
                }
                private func place() {
                    label.frame.size.width = UIScreen.main.bounds.width - 20
                }
            }
            """))
        #expect(offered.replacements == ["bounds.width"])
    }

    @Test("A member an initializer reaches offers nothing: the fix would read the view before it is sized")
    func initializerOffersNothing() {
        #expect(fix("""
            import UIKit
            final class BannerView: UIView {
                let label = UILabel()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    place()
                }
                required init?(coder: NSCoder) { fatalError() }
                private func place() {
                    label.frame.size.width = UIScreen.main.bounds.width - 20
                }
            }
            """) == nil)
    }

    @Test("A screen read in viewWillAppear offers no guard: on the first appearance it would always return")
    func screenBeforeWindowOffersNothing() {
        let findings = TestProject("""
            import UIKit
            final class PassViewController: UIViewController {
                var saved: CGFloat = 0
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    saved = UIScreen.main.brightness
                }
            }
            """).results()["Input.swift"]?.findings ?? []
        #expect(findings.count == 1)
        #expect(findings.first?.fix == nil)
    }

    @Test("A scale read while measuring keeps its fix, and its caveat speaks of the scale, not of bounds")
    func scaleWhileMeasuring() throws {
        let offered = try #require(fix("""
            import UIKit
            final class Hairline: UIView {
                override var intrinsicContentSize: CGSize {
                    CGSize(width: UIView.noIntrinsicMetric, height: 1 / UIScreen.main.scale)
                }
            }
            """))
        #expect(offered.replacements == ["max(traitCollection.displayScale, 1)"])
        #expect(offered.caveat.contains("display scale"))
        #expect(!offered.caveat.contains("bounds"))
    }
}
