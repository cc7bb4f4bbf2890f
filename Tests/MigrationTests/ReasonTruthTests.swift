import Testing
@testable import Migration

/// Reasons that must be true of the code in front of the reader: what a scale multiplies, which
/// axis a padding runs along, what a call's receiver is, which file is test code, and when a
/// length compared with a position gets no suggested fix.
@Suite struct ReasonTruthTests {
    private func findings(_ project: TestProject, _ path: String = "Input.swift") -> [Finding] {
        project.results()[path]?.findings ?? []
    }

    @Test("A plain type that stores a window has that window's screen in reach for the screen object")
    func aStoredWindowNamesItsScreen() throws {
        let found = try #require(findings(TestProject("""
            import UIKit
            final class Coordinator {
                private let window: UIWindow
                init(window: UIWindow) { self.window = window }
                @objc func captureChanged(_ note: Notification) {
                    let mirrored = UIScreen.screens.contains { $0.mirrored == UIScreen.main }
                    print(mirrored)
                }
            }
            """)).first)
        #expect(found.message.hasPrefix("the stored property `window` (UIWindow) is in reach"), "\(found.message)")
        #expect(found.suggestion.contains("`window.windowScene?.screen`"), "\(found.suggestion)")
    }

    @Test("A traits read beside a stored controller is told about that view's traits, not a size")
    func traitsBesideAStoredController() throws {
        let found = try #require(findings(TestProject("""
            import UIKit
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                var navigationController: UINavigationController!
                func applicationDidBecomeActive(_ application: UIApplication) {
                    let dark = UIScreen.main.traitCollection.userInterfaceStyle == .dark
                    print(dark)
                }
            }
            """)).first)
        #expect(found.message.contains("the traits this code means"), "\(found.message)")
        #expect(!found.message.contains("sizes"), "\(found.message)")
        #expect(found.suggestion.contains("view.traitCollection"), "\(found.suggestion)")
    }

    @Test("SwiftUI advice for a view covering the screen names containerRelativeFrame only from iOS 17")
    func coveringAdviceKeepsToTheTarget() {
        #expect(!RoleAdvice.swiftUISuggestion(.coversScreen, minIOS: 16).contains("containerRelativeFrame"))
        #expect(RoleAdvice.swiftUISuggestion(.coversScreen, minIOS: 17).contains("containerRelativeFrame"))
    }

    @Test("A private method spelled again through a value of unknown type is not told to be deleted")
    func privateMethodCalledThroughUnknownReceiver() throws {
        let found = try #require(findings(TestProject("""
            import UIKit
            final class ProfileViewController: UIViewController {
                let avatar = UIImageView()
                func bind(_ relay: [(ProfileViewController, String)]) {
                    relay.forEach { $0.0.setupAvatar(url: $0.1) }
                }
                private func setupAvatar(url: String) {
                    avatar.layer.contentsScale = UIScreen.main.scale
                }
            }
            """)).first)
        #expect(!found.suggestion.contains("delete it"), "\(found.suggestion)")
        #expect(!found.message.contains("nothing in the project calls it"), "\(found.message)")
    }

    @Test func aScaleThatTurnsPointsIntoCroppedPixelsIsTheImagesOwn() throws {
        let found = try #require(findings(TestProject("""
            import UIKit
            extension UIImage {
                func cropped(to rect: CGRect) -> UIImage? {
                    var rect = rect
                    rect.size.width *= UIScreen.main.scale
                    guard let cut = cgImage?.cropping(to: rect) else { return nil }
                    return UIImage(cgImage: cut, scale: scale, orientation: imageOrientation)
                }
            }
            """)).first)
        #expect(found.ruleID == "scale-of-pixels")
        #expect(found.suggestion.contains("`scale` itself in a UIImage extension"))
    }

    @Test func aScaleInAnImageMethodThatCropsNothingStaysAFactoryFinding() throws {
        let found = try #require(findings(TestProject("""
            import UIKit
            extension UIImage {
                func resized(to size: CGSize) -> UIImage? {
                    UIGraphicsBeginImageContextWithOptions(size, false, UIScreen.main.scale)
                    draw(in: CGRect(origin: .zero, size: size))
                    defer { UIGraphicsEndImageContext() }
                    return UIGraphicsGetImageFromCurrentImageContext()
                }
            }
            """)).first)
        #expect(found.ruleID != "scale-of-pixels")
    }

    @Test func aBottomPaddingOfTheScreensHeightCrossesNoAxis() {
        let found = findings(TestProject("""
            import SwiftUI
            struct CloseButton: View {
                var body: some View {
                    Image(systemName: "xmark")
                        .padding(.leading, UIScreen.main.bounds.width - 80)
                        .padding(.bottom, UIScreen.main.bounds.height - 180)
                }
            }
            """))
        #expect(found.count == 2)
        #expect(!found.contains { $0.ruleID == "crossed-axis" })
    }

    @Test func aPaddingOfTheOtherAxisStillCrossesIt() {
        let found = findings(TestProject("""
            import SwiftUI
            struct Banner: View {
                var body: some View {
                    Text("Sale").padding(.top, UIScreen.main.bounds.width)
                }
            }
            """))
        #expect(found.map(\.ruleID) == ["crossed-axis"])
    }

    @Test func aCallInAnExtensionKnowsTheTypeOfThePropertyItsTypeDeclares() throws {
        let project = TestProject([
            ("Overlay.swift", """
                import UIKit
                final class Overlay {
                    let dimming = UIView()
                    func show(in host: UIView) {
                        dimming.frame = UIScreen.main.bounds
                        host.addSubview(dimming)
                    }
                }
                """),
            ("Chat.swift", """
                import UIKit
                final class ChatController: UIViewController {
                    private let overlay = Overlay()
                }
                extension ChatController {
                    func recordingStarted(window: UIWindow) {
                        overlay.show(in: window)
                    }
                }
                """),
        ])
        let found = try #require(findings(project, "Overlay.swift").first)
        #expect(found.message.contains("a Overlay at Chat.swift:7"))
        #expect(!found.message.contains("unknown type"))
    }

    @Test func aSnapshotTestHelperIsTestCode() throws {
        let found = try #require(findings(TestProject("""
            import UIKit
            import SnapshotTesting
            extension UIView {
                func referenceName() -> String {
                    let size = UIScreen.main.bounds.size
                    return "\\(Int(size.width))x\\(Int(size.height))"
                }
            }
            """)).first)
        #expect(found.ruleID == "test-code")
    }

    @Test("a test helper that names a test library's type, imported through a bridging header, is test code; a comment naming it is not")
    func aBridgedSnapshotHelperIsTestCode() throws {
        let helper = """
            import Foundation
            extension UIViewController {
                func snapshot(in testCase: FBSnapshotTestCase) {
                    let window = UIWindow(frame: UIScreen.main.bounds)
                    window.rootViewController = self
                }
            }
            """
        #expect(try #require(findings(TestProject(helper)).first).ruleID == "test-code")
        let commented = helper.replacingOccurrences(of: "(in testCase: FBSnapshotTestCase)", with: "() // like FBSnapshotTestCase")
        #expect(try #require(findings(TestProject(commented)).first).ruleID != "test-code")
    }

    @Test("a public method is called from other modules only where the project publishes a library, not in an app")
    func publicInAnAppHasNoOtherModules() throws {
        var project = TestProject("""
            import UIKit
            public final class FeedController: UIViewController {
                public func resizeBanner(_ banner: UIView) {
                    banner.frame.size.width = UIScreen.main.bounds.width / 2
                }
            }
            """)
        let library = try #require(findings(project).first)
        #expect(library.message.contains("other modules (public API)"))
        project.settings.buildsAppOnly = true
        let app = try #require(findings(project).first)
        #expect(!app.message.contains("other modules"))
        #expect(app.message.contains("no call to it in the files screenmod reads"))
    }

    @Test("a public static nothing reads is unused in an app, which no other module reads; a library's may be read elsewhere")
    func publicStaticInAnApp() throws {
        var project = TestProject("""
            import UIKit
            public struct ScreenSize {
                public static let width = UIScreen.main.bounds.width
                public static let height = UIScreen.main.bounds.height
            }
            final class Grid: UIView {
                override func layoutSubviews() {
                    super.layoutSubviews()
                    frame.size.width = ScreenSize.width / 2
                }
            }
            """)
        let library = findings(project)
        #expect(library.first { $0.line == 4 }.map(\.ruleID) != "unused-value", "\(library)")
        project.settings.buildsAppOnly = true
        let app = findings(project)
        let unread = try #require(app.first { $0.line == 4 })
        #expect(unread.ruleID == "unused-value", "\(unread.ruleID): \(unread.message)")
        #expect(app.first { $0.line == 3 }.map(\.ruleID) != "unused-value")
    }

    @Test("an app's extension of a UIKit type is called only where the app calls it; a library's by any such object")
    func extensionOfUIKitTypeInAnApp() throws {
        var project = TestProject("""
            import UIKit
            extension UIViewController {
                func bannerWidth() -> CGFloat { UIScreen.main.bounds.width / 2 }
            }
            final class FeedController: UIViewController {
                let banner = UIView()
                override func viewDidLayoutSubviews() {
                    super.viewDidLayoutSubviews()
                    banner.frame.size.width = bannerWidth()
                }
            }
            """)
        let library = try #require(findings(project).first { $0.line == 3 })
        #expect(library.message.contains("which any UIViewController may call"), "\(library.message)")
        project.settings.buildsAppOnly = true
        #expect(project.results()["Input.swift"]?.edits.map(\.replacement) == ["view.bounds.width"], "\(project.findings())")
    }

    @Test("A list delegate's callback (a Texture table node's) is told to measure against the list it is handed, not to move into layout")
    func aHandedListIsTheContainerTheAdviceNames() throws {
        let project = TestProject("""
            import UIKit
            final class ASTableNode { var bounds: CGRect { .zero } }
            final class SearchController: UIViewController {
                func tableNode(_ tableNode: ASTableNode, constrainedSizeForRowAt indexPath: IndexPath) -> CGSize {
                    let width = UIScreen.main.bounds.size.width
                    return CGSize(width: width, height: 40)
                }
            }
            """)
        let suggestions = project.suggestions()
        try #require(suggestions.count == 1)
        #expect(suggestions[0].hasPrefix("this method is handed `tableNode` (ASTableNode)"), "\(suggestions[0])")
        #expect(!suggestions[0].contains("viewDidLayoutSubviews"), "\(suggestions[0])")
    }

    @Test func aLengthComparedWithAPointOffersNoFix() throws {
        let found = try #require(findings(TestProject("""
            import UIKit
            final class GridView: UIView {
                override func layoutSubviews() {
                    super.layoutSubviews()
                    mark(at: center)
                }
                private func mark(at point: CGPoint) {
                    if point.y >= UIScreen.main.bounds.size.height - 49 {
                        backgroundColor = .red
                    }
                }
            }
            """)).first)
        #expect(found.fix == nil)
    }

    @Test func aDemoAppsEntryPointImportingItsFeatureTestableIsNoTest() {
        let found = findings(TestProject("""
            import UIKit
            @testable import PlayerFeature
            @main
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func application(_ application: UIApplication,
                                 didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window = UIWindow(frame: UIScreen.main.bounds)
                    return true
                }
            }
            """))
        #expect(found.count == 1)
        #expect(!found.contains { $0.ruleID == "test-code" })
    }

    @Test func aFeatureTestImportingItTestableIsTestCode() {
        let found = findings(TestProject("""
            import UIKit
            @testable import PlayerFeature
            final class PlayerSizing {
                func width() -> CGFloat { UIScreen.main.bounds.width }
            }
            """))
        #expect(found.map(\.ruleID) == ["test-code"])
    }
}

@Suite("Reason truth: the way in a finding names")
struct NamedWayTests {
    @Test("A finding names a way in that code takes before one that starts where nothing calls")
    func calledWayLeads() {
        let project = TestProject([
            ("Sheet.swift", """
                import UIKit
                final class Sheet: UIView {
                    private var padding: CGFloat = 0
                    func showCancel(parent: UIView) { place(in: parent) }
                    func place(in parent: UIView) {
                        parent.addSubview(self)
                        padding = UIScreen.main.bounds.width / 4
                    }
                }
                """),
            ("CourseController.swift", """
                import UIKit
                final class CourseController: UIViewController {
                    let sheet = Sheet()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        sheet.place(in: view)
                    }
                }
                """),
        ])
        let found = project.results()["Sheet.swift"]?.findings.first { $0.line == 7 }
        #expect(found?.message.contains("CourseController") == true, "\(String(describing: found?.message))")
        #expect(found?.message.contains("showCancel") == false, "\(String(describing: found?.message))")
    }
}
