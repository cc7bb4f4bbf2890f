import Testing
import SourceModel
@testable import Migration

/// The role proof reads what the code does with the value, not what a name says it is for.
@Suite("Role proof: where the value goes")
struct RoleProofTests {
    private let layout = """
        import UIKit
        final class BannerView: UIView {
            let label = UILabel()
            override func didMoveToSuperview() { addSubview(label) }
            override func layoutSubviews() {
                super.layoutSubviews()
                %@
            }
            func place(minHeight: CGFloat) { label.frame.size.height = minHeight }
        }
        """

    private func project(_ statement: String) -> TestProject {
        TestProject(layout.replacingOccurrences(of: "%@", with: statement))
    }

    @Test("A value handed to a function of the file that sizes content with it is proven by what it does there")
    func followedIntoFunction() {
        let migrated = project("place(minHeight: UIScreen.main.bounds.height / 3)").migrated()
        #expect(migrated.contains("place(minHeight: bounds.height / 3)"), "\(migrated)")
    }

    @Test("A value handed to the project's own initializer is not proven by its label: a finding with the edit as a fix")
    func handedToProjectInitializer() throws {
        let sheet = "final class SheetView: UIView {\n    init(minHeight: CGFloat) { super.init(frame: .zero) }\n}\n"
        let project = TestProject(layout.replacingOccurrences(of: "%@", with: "addSubview(SheetView(minHeight: UIScreen.main.bounds.height / 3))")
                                  + "\n" + sheet)
        let finding = try #require(project.results()["Input.swift"]?.findings.first)
        #expect(project.migrated().contains("UIScreen.main.bounds.height"))
        #expect(finding.message.contains("the project's own `SheetView(minHeight:)`"), "\(finding.message)")
        #expect(finding.fix?.edits.map(\.replacement) == ["bounds.height"])
    }

    @Test("A value in a frame, or in UIKit's own init(frame:) of a project view, sizes content", arguments: [
        "label.frame = CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 20)",
        "addSubview(BannerView(frame: CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 20)))",
    ])
    func frameSizesContent(_ statement: String) {
        let migrated = project(statement).migrated()
        #expect(!migrated.contains("UIScreen.main"), "\(migrated)")
        #expect(migrated.contains("width: bounds.width"))
    }

    @Test("A comparison with an offset or position is not a contrast; one with a window's or view's geometry is")
    func contrastNeedsGeometry() {
        let findings = TestProject("""
            import UIKit
            final class PagerView: UIView {
                var currentOffset: CGFloat = 0
                override func layoutSubviews() {
                    super.layoutSubviews()
                    if currentOffset < UIScreen.main.bounds.height / 2 { currentOffset = 0 }
                    if window?.frame != UIScreen.main.bounds { currentOffset = 1 }
                }
            }
            """).findings()
        #expect(findings.count == 2)
        #expect(findings.first?.hasPrefix("6:bounds-uiview: not rewritten: the value is compared (`<`) with `currentOffset`") == true, "\(findings)")
        #expect(findings.last?.hasPrefix("7:screen-contrast:") == true, "\(findings)")
    }

    @Test("A comparison whose two sides hold the same screen length is about the other terms, not a contrast")
    func sameLengthCancels() {
        let source = """
            import UIKit
            final class DrawerView: UIView {
                let panel = UIView()
                var drag: CGFloat = 0
                override func layoutSubviews() {
                    super.layoutSubviews()
                    let top = UIScreen.main.bounds.height - panel.frame.height + drag
                    if top > UIScreen.main.bounds.height - panel.frame.height { drag = 0 }
                }
            }
            """
        let findings = TestProject(source).findings()
        #expect(findings.count == 2 && !findings.contains { $0.contains("screen-contrast") }, "\(findings)")
        #expect(findings.contains { $0.hasPrefix("8:") && $0.contains("compared (`>`) with `top`") }, "\(findings)")
        // The screen's other axis on the far side still asks which way the screen is turned.
        let turned = source.replacingOccurrences(of: "drag = 0 }", with: "drag = 0 }\n        if top > UIScreen.main.bounds.width { drag = 1 }")
        #expect(TestProject(turned).findings().contains { $0.hasPrefix("9:screen-orientation:") })
    }

    @Test("One size held whole, its width against its height, is its shape: the edit changes both sides at once")
    func ownShapeIsLayout() {
        let source = """
            import UIKit
            final class BannerView: UIView {
                let strip = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(strip)
                }
                required init?(coder: NSCoder) { fatalError() }
                override func layoutSubviews() {
                    super.layoutSubviews()
                    let size = UIScreen.main.bounds.size
                    if size.width > size.height {
                        strip.frame = CGRect(x: 0, y: 0, width: size.height, height: 40)
                    } else {
                        strip.frame = CGRect(x: 0, y: 0, width: size.width, height: 40)
                    }
                }
            }
            """
        let project = TestProject(source)
        #expect(project.findings().isEmpty, "\(project.findings())")
        #expect(project.migrated().contains("let size = bounds.size\n"))
        // Two reads of the screen, one for each side, stay a question about the screen: each could be decided alone.
        let twoReads = source.replacingOccurrences(of: "if size.width > size.height", with: "if size.width > UIScreen.main.bounds.height")
        #expect(TestProject(twoReads).findings().contains { $0.contains("screen-orientation") })
    }

    @Test("A quotient by the screen's length compared with a number is a fraction, not a question about the device")
    func fractionThreshold() {
        let findings = TestProject("""
            import UIKit
            final class PagingTracker: NSObject, UIScrollViewDelegate {
                private var startX: CGFloat = 0
                private(set) var pagesTurned = 0
                func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { startX = scrollView.contentOffset.x }
                func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
                    let progress = min(max((scrollView.contentOffset.x - startX) / UIScreen.main.bounds.width, 0), 1)
                    if progress > 0.4 { pagesTurned += 1 }
                }
            }
            """).findings()
        #expect(findings.count == 1, "\(findings)")
        #expect(findings.first?.contains("a share of the screen's length") == true, "\(findings)")
    }

    @Test("A quotient by a number's share of the screen's length (`dx / (width * 2)`) is a fraction too; by another value it is not")
    func fractionOfAShare() {
        func findings(_ divisor: String) -> [String] {
            TestProject("""
                import UIKit
                final class PushInteractor: UIPercentDrivenInteractiveTransition {
                    weak var navigationController: UINavigationController?
                    var factor: CGFloat = 2
                    @objc func pan(_ gesture: UIScreenEdgePanGestureRecognizer) {
                        let progress = gesture.translation(in: gesture.view).x / (\(divisor))
                        if progress > 0.3 { finish() } else { update(progress) }
                    }
                }
                """).findings()
        }
        let share = findings("UIScreen.main.bounds.width * 2")
        #expect(share.count == 1 && share[0].contains("a share of the screen's length"), "\(share)")
        #expect(!findings("UIScreen.main.bounds.width * factor").contains { $0.contains("a share of the screen's length") })
    }

    @Test("The else of an if-let whose first branch sets the same target from the bound name is a fallback")
    func elseOfBindingIsAFallback() {
        let source = """
            import UIKit
            final class BadgeView: UIView {
                var host: UIView?
                let badge = UIView()
                override func layoutSubviews() {
                    super.layoutSubviews()
                    var limit: CGFloat
                    if let host {
                        limit = host.bounds.width
                    } else {
                        limit = UIScreen.main.bounds.width
                    }
                    badge.frame = CGRect(x: 0, y: 0, width: limit / 2, height: 20)
                }
            }
            """
        let findings = TestProject(source).findings()
        #expect(findings.count == 1 && findings[0].hasPrefix("11:existing-fallback:"), "\(findings)")
        // An else that sets something the first branch does not is no stand-in for it.
        let other = source.replacingOccurrences(of: "limit = host.bounds.width", with: "badge.isHidden = true\n            limit = 0")
        #expect(!TestProject(other).findings().contains { $0.contains("existing-fallback") })
    }

    @Test("A comparison with a local that holds a .global position is in window coordinates")
    func globalPositionLocal() {
        let findings = TestProject("""
            import SwiftUI
            struct FeedView: View {
                @State private var page = 0
                var limit: CGFloat { UIScreen.main.bounds.height / 1.3 }
                var body: some View {
                    GeometryReader { geometry -> Color in
                        let minY = geometry.frame(in: .global).minY
                        if minY < limit { page += 1 }
                        return Color.clear
                    }
                }
            }
            """).findings()
        #expect(findings.count == 1 && findings[0].hasPrefix("4:screen-coordinates:"), "\(findings)")
        #expect(findings[0].contains("a position in window or screen coordinates"), "\(findings)")
    }

    @Test("A member of a keyboard notification's frame, held in a local, is in screen coordinates")
    func keyboardFrameLocal() {
        let findings = TestProject("""
            import UIKit
            final class PhoneViewController: UIViewController {
                @objc func keyboardWillShow(_ notification: Notification) {
                    guard let userInfo = notification.userInfo,
                          let endFrame = userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
                    let hidden = endFrame.origin.y >= UIScreen.main.bounds.size.height
                    view.alpha = hidden ? 1 : 0.5
                }
            }
            """).findings()
        #expect(findings.count == 1 && findings[0].hasPrefix("6:screen-coordinates:"), "\(findings)")
        #expect(findings[0].contains("`endFrame.origin.y`, a position in window or screen coordinates"), "\(findings)")
    }

    @Test("The list view a method is handed, compared by its frame with the screen, is a contrast, not its layout")
    func handedFrameIsContrast() {
        let findings = TestProject("""
            import UIKit
            final class GridController: UIViewController, UICollectionViewDelegateFlowLayout {
                func collectionView(_ collectionView: UICollectionView, layout: UICollectionViewLayout,
                                    sizeForItemAt indexPath: IndexPath) -> CGSize {
                    let columns: CGFloat = collectionView.frame.width < UIScreen.main.bounds.width ? 1 : 2
                    return CGSize(width: collectionView.bounds.width / columns, height: 120)
                }
            }
            """).findings()
        #expect(findings.count == 1)
        #expect(findings.first?.contains("screen-contrast") == true, "\(findings)")
    }

    @Test("A width in parentheses keeps the axis its argument label names, not the callee's")
    func groupedArgumentKeepsLabelAxis() {
        let migrated = TestProject("""
            import UIKit
            final class NotesController: UITableViewController {
                override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
                    height(constraintToWidth: (UIScreen.main.bounds.size.width * 0.9)) + 70
                }
            }
            """).migrated()
        #expect(migrated.contains("height(constraintToWidth: (tableView.bounds.size.width * 0.9))"), "\(migrated)")
    }

    @Test("A stored view is named as a container only where the file adds content to it, never the view the statement sets")
    func storedContainerNeedsContent() {
        let findings = TestProject("""
            import UIKit
            final class PickerPresenter {
                var picker: UIView
                var toolBar: UIToolbar?
                var sheet: UIView?
                init(picker: UIView) { self.picker = picker }
                func open() {
                    toolBar = UIToolbar.init(frame: CGRect(x: 0, y: 0, width: UIScreen.main.bounds.size.width, height: 50))
                    sheet?.addSubview(picker)
                }
            }
            """).findings()
        #expect(findings.count == 1)
        #expect(findings.first?.contains("`toolBar`") == false, "\(findings)")
        #expect(findings.first?.contains("the stored property `sheet` (UIView?) may be the container") == true, "\(findings)")
    }

    @Test("An axis picked by orientation in a ternary is the device's long side, not a crossed axis")
    func orientationPickedAxis() {
        let findings = TestProject("""
            import UIKit
            final class FilesController: UIViewController {
                override func viewDidLayoutSubviews() {
                    super.viewDidLayoutSubviews()
                    let portrait = view.bounds.height > view.bounds.width
                    let screenHeight = portrait ? UIScreen.main.bounds.height : UIScreen.main.bounds.width
                    title = screenHeight <= 568 ? "Files" : "All files"
                }
            }
            """).findings()
        #expect(!findings.contains { $0.contains("crossed-axis") }, "\(findings)")
        // Nor is it a layout size: no container's length stands for the device's side.
        #expect(findings.contains { $0.contains("one side of the device, picked by orientation") }, "\(findings)")
    }

    @Test("A new view's frame sizes content only where the method adds that view to its own hierarchy")
    func newViewFrameNeedsInsertion() {
        let project = TestProject("""
            import UIKit
            final class MenuController: UIViewController {
                @IBOutlet weak var menuButton: UIButton!
                @IBAction func showPopup() {
                    let popup = PopupView(frame: CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width * 0.6, height: 200))
                    popup.present()
                }
                @IBAction func showBanner() {
                    let banner = UIView(frame: CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 44))
                    view.addSubview(banner)
                }
            }
            final class PopupView: UIView {
                func present() {}
            }
            """)
        let findings = project.findings()
        #expect(findings.count == 1, "\(findings)")
        #expect(findings.first?.contains("the frame of a new `PopupView` that this method does not add to its own view") == true, "\(findings)")
        #expect(project.migrated().contains("width: view.bounds.width, height: 44"))
    }

    @Test("A view bound to a property is added when `self.property` is, unwrapped or not; a local of that name is not the property")
    func propertyViewInsertion() {
        let project = TestProject("""
            import UIKit
            final class PickerController: UIViewController {
                @IBOutlet weak var pickButton: UIButton!
                var toolBar: UIToolbar?
                @IBAction func showPicker() {
                    toolBar = UIToolbar(frame: CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 50))
                    self.view.addSubview(self.toolBar!)
                }
                @IBAction func showOther() {
                    let toolBar = UIToolbar(frame: CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 50))
                    toolBar.sizeToFit()
                    self.view.addSubview(self.toolBar!)
                }
            }
            """)
        let findings = project.findings()
        #expect(findings.count == 1, "\(findings)")
        #expect(findings.first?.contains("the frame of a new `UIToolbar` that this method does not add to its own view") == true, "\(findings)")
        #expect(project.migrated().contains("toolBar = UIToolbar(frame: CGRect(x: 0, y: 0, width: view.bounds.width, height: 50))"))
    }

    @Test("A view a list callback returns is shown by the list: its frame sizes content there")
    func returnedFooterView() {
        let migrated = TestProject("""
            import UIKit
            final class Settings: NSObject, UITableViewDelegate {
                func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
                    let footer = UIView(frame: CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 44))
                    return footer
                }
            }
            """).migrated()
        #expect(migrated.contains("width: tableView.bounds.width, height: 44"), "\(migrated)")
    }
}
