import Testing
@testable import Migration

/// A screen length that ends in a constraint's constant, read before the view is in a window,
/// gets the advice that holds at every moment (a constraint relative to the view it sizes content
/// in), never "move it into layoutSubviews()", which would make the constraint again on every pass.
@Suite struct ConstraintAdviceTests {
    private func finding(_ source: String) throws -> Finding {
        let results = TestProject(source).results()["Input.swift"]
        #expect(results?.edits.isEmpty == true)
        return try #require(results?.findings.first)
    }

    @Test func anAnchorConstantMadeInViewDidLoadGetsARelativeConstraint() throws {
        let found = try finding("""
            import UIKit
            final class LoginController: UIViewController {
                let button = UIButton()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    layout()
                }
                private func layout() {
                    button.widthAnchor.constraint(equalToConstant: UIScreen.main.bounds.width / 3).isActive = true
                }
            }
            """)
        #expect(found.ruleID == "called-before-window")
        #expect(found.suggestion.contains("`widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: …)`"))
        #expect(found.suggestion.contains("adds them again on every pass"))
        #expect(!found.suggestion.contains("move what depends"))
    }

    @Test func aWidthInACollectionCellComesFromTheListNotTheContentView() throws {
        let found = try finding("""
            import UIKit
            final class RecipeCell: UICollectionViewCell {
                let card = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    contentView.addSubview(card)
                    card.widthAnchor.constraint(equalToConstant: UIScreen.main.bounds.width - 32).isActive = true
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(found.suggestion.hasPrefix("in a collection view cell, a width constraint may be what gives a self-sizing cell"),
                "\(found.suggestion)")
        #expect(!found.suggestion.contains("equalTo: container.widthAnchor"))
    }

    @Test func aViewFixingItsOwnWidthIsToldWhereItsWidthComesFrom() throws {
        func own(_ base: String) -> String {
            """
            import UIKit
            final class Tile: \(base) {
                override func awakeFromNib() {
                    super.awakeFromNib()
                    widthAnchor.constraint(equalToConstant: UIScreen.main.bounds.width - 40).isActive = true
                }
            }
            """
        }
        // A plain view takes its width from the view it is added to; a cell from its list, never its superview.
        let plain = try finding(own("UIView"))
        #expect(plain.suggestion.hasPrefix("this view fixes its own width to the screen's"), "\(plain.suggestion)")
        let collection = try finding(own("UICollectionViewCell"))
        #expect(collection.suggestion.hasPrefix("in a collection view cell"), "\(collection.suggestion)")
        let table = try finding(own("UITableViewCell"))
        #expect(table.suggestion.hasPrefix("a table view gives its cells its own width"), "\(table.suggestion)")
        for cell in [collection, table] { #expect(!cell.suggestion.contains("pinned to that superview")) }
    }

    @Test func aCellContentViewHeightIsTheRowsHeight() throws {
        let found = try finding("""
            import UIKit
            final class ForecastCell: UITableViewCell {
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    self.contentView.heightAnchor.constraint(equalToConstant: UIScreen.main.bounds.height * 0.1).isActive = true
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(found.suggestion.hasPrefix("this fixes the height of the cell's contentView"), "\(found.suggestion)")
        #expect(!found.suggestion.contains("container.heightAnchor"))
    }

    @Test func aWidthBesideBothEdgesPinnedSizesTheSuperview() throws {
        let source = """
            import UIKit
            final class DividerView: UIView {
                let stack = UIStackView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(stack)
                    setLayouts()
                }
                required init?(coder: NSCoder) { fatalError() }
                private func setLayouts() {
                    stack.snp.makeConstraints {
                        $0.width.equalTo(UIScreen.main.bounds.width - 40)
                        $0.leading.trailing.equalToSuperview()
                    }
                }
            }
            """
        let pinned = try finding(source)
        #expect(pinned.suggestion.hasPrefix("this maker also pins the view's edges to its superview, so this width is the superview's too"),
                "\(pinned.suggestion)")
        // Only one edge pinned: the width is the view's own, and a relative one is the advice.
        let free = try finding(source.replacingOccurrences(of: "$0.leading.trailing", with: "$0.leading"))
        #expect(free.suggestion.hasPrefix("make the constraint relative to the view it sizes content in"), "\(free.suggestion)")
    }

    @Test func aSnapKitLengthInUpdateConstraintsNamesSnapKitsForm() throws {
        let found = try finding("""
            import UIKit
            final class RateView: UIView {
                let label = UILabel()
                override func updateConstraints() {
                    label.snp.updateConstraints { make in
                        make.height.equalTo(UIScreen.main.bounds.height * 0.2)
                    }
                    super.updateConstraints()
                }
            }
            """)
        #expect(found.suggestion.contains("`make.height.equalToSuperview().multipliedBy(…)`"))
        #expect(found.suggestion.contains("change it with `snp.remakeConstraints` instead"))
        #expect(!found.suggestion.contains("didMoveToWindow()"))
    }

    @Test func aHelperHandedAnchorsMakesConstraints() throws {
        let found = try finding("""
            import UIKit
            extension UIView {
                func pin(top: NSLayoutYAxisAnchor, height: CGFloat) {}
            }
            final class HeaderView: UIView {
                let logo = UIImageView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    arrange()
                }
                required init?(coder: NSCoder) { fatalError() }
                private func arrange() {
                    logo.pin(top: topAnchor, height: UIScreen.main.bounds.width)
                }
            }
            """)
        #expect(found.suggestion.hasPrefix("`pin(…)` makes constraints with constant lengths"))
    }

    @Test func aHelperHandedNoAnchorsKeepsTheMomentAdvice() throws {
        let found = try finding("""
            import UIKit
            extension UIView {
                func resize(height: CGFloat) {}
            }
            final class HeaderView: UIView {
                let logo = UIImageView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    arrange()
                }
                required init?(coder: NSCoder) { fatalError() }
                private func arrange() {
                    logo.resize(height: UIScreen.main.bounds.width)
                }
            }
            """)
        #expect(!found.suggestion.contains("constraint"))
    }

    @Test func aConstantTakenAwayTwiceIsSetFromABase() throws {
        let found = try finding("""
            import UIKit
            final class StartController: UIViewController {
                @IBOutlet var topConstraint: NSLayoutConstraint!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    topConstraint.constant -= UIScreen.main.bounds.height * 0.1
                }
            }
            """)
        #expect(found.ruleID == "view-not-loaded")
        #expect(found.suggestion.contains("with `=` from a base value"))
        #expect(found.suggestion.contains("viewDidLayoutSubviews()"))
    }

    @Test func aFrameInViewDidLoadKeepsTheLayoutAdvice() throws {
        let found = try finding("""
            import UIKit
            final class CardController: UIViewController {
                let card = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    arrange()
                }
                private func arrange() {
                    card.frame.size.width = UIScreen.main.bounds.width / 2
                }
            }
            """)
        #expect(found.ruleID == "called-before-window")
        #expect(!found.suggestion.contains("constraint"))
    }

    @Test func aFlowLayoutItemSizeMadeInAStoredPropertyFollowsTheCollectionView() throws {
        let found = try finding("""
            import UIKit
            final class ArchiveController: UIViewController {
                private lazy var grid: UICollectionView = {
                    let cellWidth = (UIScreen.main.bounds.width - 4) / 3.0
                    let layout = UICollectionViewFlowLayout()
                    layout.itemSize = CGSize(width: cellWidth, height: cellWidth)
                    return UICollectionView(frame: .zero, collectionViewLayout: layout)
                }()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(grid)
                }
            }
            """)
        #expect(found.suggestion.hasPrefix("the items follow the collection view's width, not the screen's"), "\(found.ruleID): \(found.suggestion)")
    }

    @Test func aConstraintConstantMadeInAStoredPropertyGetsARelativeConstraint() throws {
        let found = try finding("""
            import UIKit
            final class BackgroundPicker: UIViewController {
                private lazy var swatch: UIView = {
                    let view = UIView()
                    view.widthAnchor.constraint(equalToConstant: UIScreen.main.bounds.width).isActive = true
                    return view
                }()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(swatch)
                }
            }
            """)
        #expect(found.suggestion.contains("`widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: …)`"),
                "\(found.ruleID): \(found.suggestion)")
    }
}
