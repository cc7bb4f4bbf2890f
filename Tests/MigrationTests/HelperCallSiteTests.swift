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

    @Test("A call site in a controller whose base class the index did not read is UIKit code, by its overrides")
    func callSiteKindFromOverrides() {
        let project = TestProject([
            ("Helper.swift", """
                import UIKit
                extension UIScreen {
                    static var screenWidth: CGFloat { UIScreen.main.bounds.width }
                }
                """),
            ("Base.swift", "import UIKit\nclass BaseViewController: UIViewController {}\n"),
            ("Feed.swift", """
                import UIKit
                final class FeedViewController: BaseViewController {
                    let card = UIView()
                    override func viewDidLayoutSubviews() {
                        super.viewDidLayoutSubviews()
                        card.frame.size.width = UIScreen.screenWidth - 32
                    }
                }
                final class FeedModel {
                    func width() -> CGFloat { UIScreen.screenWidth }
                }
                """),
        ])
        let kinds = (project.results()["Feed.swift"]?.findings ?? []).compactMap(\.helperCall?.kind)
        #expect(kinds == [.uikit, .other], "\(kinds)")
    }

    @Test("A call site in a class that inherits from one named as a controller the index did not read is UIKit code")
    func callSiteKindFromNames() {
        let project = TestProject([
            ("Helper.swift", """
                import UIKit
                enum Theme {
                    static var inset: CGFloat { UIScreen.main.bounds.width / 10 }
                }
                """),
            ("Base.swift", "import UIKit\nclass ThemedViewController: UIViewController {}\nclass ViewController: ThemedViewController {}\n"),
            ("Launch.swift", """
                import UIKit
                final class LaunchScreen: ViewController {
                    func setUp() { print(Theme.inset) }
                }
                final class LaunchModel: Codable {
                    func width() -> CGFloat { Theme.inset }
                }
                """),
        ])
        let kinds = (project.results()["Launch.swift"]?.findings ?? []).compactMap(\.helperCall?.kind)
        #expect(kinds == [.uikit, .other], "\(kinds)")
    }

    @Test("A call site in an extension of a view the calling file declares is UIKit code, though no index reads that file")
    func callSiteKindInOwnExtension() {
        let project = TestProject([
            ("Sizes.swift", """
                import UIKit
                struct Sizes {
                    static let side: CGFloat = UIScreen.main.bounds.width
                }
                """),
            ("Badge.swift", """
                import UIKit
                final class BadgeView: UIView {}
                extension BadgeView {
                    func outline() -> CGPath { UIBezierPath(rect: CGRect(x: 0, y: 0, width: Sizes.side, height: 8)).cgPath }
                }
                extension BadgeModel {
                    func width() -> CGFloat { Sizes.side / 2 }
                }
                struct BadgeModel {}
                """),
        ])
        let kinds = (project.results()["Badge.swift"]?.findings ?? []).compactMap(\.helperCall?.kind)
        #expect(kinds == [.uikit, .other], "\(kinds)")
    }

    @Test("A name a file declares itself is its own member there, not another file's helper of that name")
    func ownDeclarationsAreNotHelperCalls() {
        let project = TestProject([
            ("Splash.swift", """
                import UIKit
                private extension CGFloat {
                    static let x = UIScreen.main.bounds.width / 4
                }
                final class Splash: UIView {
                    override func layoutSubviews() { super.layoutSubviews(); frame.origin.x = .x }
                }
                """),
            ("Start.swift", """
                import UIKit
                private extension CGFloat {
                    static let x: Self = 0
                }
                final class Start: UIView {
                    func place() { frame.origin.x = .x }
                }
                """),
        ])
        let start = (project.results()["Start.swift"]?.findings ?? []).compactMap(\.helperCall)
        let splash = (project.results()["Splash.swift"]?.findings ?? []).compactMap(\.helperCall)
        #expect(start.isEmpty, "\(start)")
        #expect(splash.count == 1, "\(splash)")
    }

    @Test("A type's own member of a global helper's name hides the global in that type's code")
    func ownMemberHidesGlobal() {
        let project = TestProject([
            ("Metrics.swift", """
                import UIKit
                let height = UIScreen.main.bounds.height
                """),
            ("Rows.swift", """
                import SwiftUI
                struct Row: View {
                    let height: Double
                    var body: some View { Text("").frame(height: height) }
                }
                struct Box: View {
                    @State var height: CGFloat = 10
                    var body: some View { Text("").frame(height: height) }
                }
                struct Banner: View {
                    var body: some View { Text("").frame(height: height / 4) }
                }
                """),
        ])
        let sites = (project.results()["Rows.swift"]?.findings ?? []).compactMap(\.helperCall)
        // Only Banner reads the global; Row and Box read their own `height`.
        #expect(sites.count == 1, "\(sites)")
    }

    @Test("`self.name` in another extension of the helper's type calls the helper")
    func selfMemberCallsTheHelper() {
        let project = TestProject([
            ("View+Screen.swift", """
                import SwiftUI
                extension View {
                    var screenHeight: CGFloat { UIScreen.main.bounds.height }
                }
                """),
            ("View+Sheet.swift", """
                import SwiftUI
                extension View {
                    var sheetHeight: CGFloat { self.screenHeight * 0.6 }
                }
                """),
        ])
        let sites = (project.results()["View+Sheet.swift"]?.findings ?? []).compactMap(\.helperCall)
        #expect(sites.count == 1, "\(sites)")
    }

    @Test("A call that only sets another global's or static's initial value names that property as the code to follow")
    func callsStoredInOtherGlobals() throws {
        let project = TestProject([("Globals.swift", """
            import UIKit
            let screenW = UIScreen.main.bounds.width
            let hexFrame = CGRect(x: 0, y: 0, width: screenW, height: screenW)
            enum Layout {
                static let box = screenW - 40
                static var current: CGFloat { screenW }
            }
            """)])
        let findings = project.results()["Globals.swift"]?.findings ?? []
        let sites = findings.compactMap(\.helperCall).map(\.storedIn)
        #expect(sites == ["hexFrame", "hexFrame", "Layout.box", nil], "\(sites)")
        let grouped = HelperNotes.grouped([("Globals.swift", findings)], minIOS: 15)[0]
        let helper = try #require(grouped.first { $0.helperCall == nil })
        #expect(helper.message.contains("3 of them are the initial value of another global or static property (`hexFrame`, `Layout.box`)"),
                "\(helper.message)")
        #expect(helper.suggestion.hasSuffix("for `hexFrame`, `Layout.box`, do the same where they are read, then delete them"),
                "\(helper.suggestion)")
    }

    @Test("A helper declared to return a String it spells with the scale is kept and takes the value in, not deleted")
    func helperBuildingText() throws {
        let project = TestProject([("ImageAddress.swift", """
            import UIKit
            func imageAddress(_ path: String, width: Int) -> String {
                let pixels = Int(CGFloat(width) * UIScreen.main.scale)
                return "https://images.example.com/\\(pixels)/\\(path)"
            }
            func avatar(_ path: String) -> String { imageAddress(path, width: 40) }
            func banner(_ path: String) -> String { imageAddress(path, width: 320) }
            """)])
        let findings = project.results()["ImageAddress.swift"]?.findings ?? []
        #expect(findings.compactMap(\.helperCall).map(\.builds) == ["String", "String"])
        let helper = try #require(HelperNotes.grouped([("ImageAddress.swift", findings)], minIOS: 15)[0].first { $0.helperCall == nil })
        #expect(helper.message.contains("it builds the `String` it returns from the main screen's scale, for 2 call sites"), "\(helper.message)")
        #expect(helper.suggestion.hasPrefix("keep the helper, which builds a `String`, and have it take the value as a parameter"),
                "\(helper.suggestion)")
        #expect(!helper.suggestion.contains("delete the helper"))
    }

    @Test("A helper that hands on a yes or no about the screen's size splits no geometry: the type's own reads are still rewritten")
    func sizeTestHelperKeepsNoReadOnTheScreen() {
        func sheet(_ read: String) -> String {
            """
            import UIKit
            final class ActionSheet: UIView {
                let container = UIView()
                let cancel = UIButton()
                override func didMoveToSuperview() { addSubview(container) }
                override func layoutSubviews() {
                    super.layoutSubviews()
                    cancel.titleEdgeInsets.bottom = \(read) ? 34 : 0
                    container.frame.size.width = UIScreen.main.bounds.width
                }
            }
            """
        }
        let device = ("Device.swift", """
            import UIKit
            enum Device {
                static let hasNotch = UIScreen.main.bounds.height >= 812
                static let width = UIScreen.main.bounds.width
            }
            """)
        let tested = TestProject([device, ("Sheet.swift", sheet("Device.hasNotch"))])
        #expect(tested.results()["Sheet.swift"]?.findings.compactMap(\.helperCall).first?.value == .sizeTest)
        #expect(tested.migrated("Sheet.swift").contains("container.frame.size.width = bounds.width"), "\(tested.migrated("Sheet.swift"))")
        // A helper handing on the length itself keeps the type's reads of it together.
        let sized = TestProject([device, ("Sheet.swift", sheet("Device.width > 400"))])
        #expect(sized.migrated("Sheet.swift") == sheet("Device.width > 400"))
    }

    @Test("A helper returning Bool that keeps the screen's size in a local it only compares hands on a yes or no")
    func sizeTestThroughALocal() {
        func device(_ compare: String) -> (String, String) {
            ("Device.swift", """
            import UIKit
            extension UIDevice {
                static func isSimulator(withHeight height: CGFloat) -> Bool {
                    let screen: CGRect = UIScreen.main.bounds
                    return ProcessInfo.processInfo.environment["SIMULATOR_UDID"] != nil && \(compare)
                }
            }
            """)
        }
        let caller = ("Login.swift", """
            import UIKit
            final class Login: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    if UIDevice.isSimulator(withHeight: 568) { view.backgroundColor = .red }
                }
            }
            """)
        let compared = TestProject([device("screen.height == height"), caller])
        #expect(compared.results()["Login.swift"]?.findings.compactMap(\.helperCall).first?.value == .sizeTest)
        // A local also read as a length is the length handed on.
        let measured = TestProject([device("screen.height == height && screen.width / 2 > 100"), caller])
        #expect(measured.results()["Login.swift"]?.findings.compactMap(\.helperCall).first?.value == .size)
    }

    @Test("A helper whose width local is only compared (and logged) to pick one of its own enum's cases hands on a class of device, not a size")
    func sizeClassThroughALocal() {
        func device(_ extra: String) -> (String, String) {
            ("Device.swift", """
            import UIKit
            final class Device {
                enum Kind { case small, large }
                static var kind: Kind = {
                    let width = UIScreen.main.bounds.width
                    print("width", width)
                    \(extra)
                    return width <= 320 ? .small : .large
                }()
            }
            """)
        }
        let caller = ("Keys.swift", "import UIKit\nenum Keys {\n    static let height: CGFloat = Device.kind == .small ? 60 : 80\n}\n")
        func helperMessage(_ extra: String) -> String {
            let results = TestProject([device(extra), caller]).results()
            let files = ["Device.swift", "Keys.swift"].map { ($0, results[$0]?.findings ?? []) }
            return HelperNotes.grouped(files, minIOS: 15)[0].first?.message ?? ""
        }
        let classified = helperMessage("")
        #expect(classified.contains("it hands a class of device picked by comparing the main screen's size, to 1 call site"), "\(classified)")
        // A local also read as a length is the length handed on.
        let measured = helperMessage("let half = width / 2")
        #expect(measured.contains("it hands the main screen's size to 1 call site"), "\(measured)")
    }

    @Test("A SwiftUI view's stored property calling a helper is told to read the value in body, not from a proxy it has no way to reach")
    func swiftUIStoredCallSite() {
        let project = TestProject([("Login.swift", """
            import SwiftUI
            let screenHeight = UIScreen.main.bounds.height
            struct LoginView: View {
                @State private var offset = CGSize(width: 0, height: screenHeight)
                @State private var shown = false
                var body: some View {
                    Text("Login").offset(y: shown ? 0 : screenHeight).onTapGesture { shown.toggle(); print(offset) }
                }
            }
            """)], minIOS: 15)
        let results = project.results()
        let sites = (results["Login.swift"]?.findings ?? []).compactMap(\.helperCall).map(\.kind)
        #expect(Set(sites) == [.swiftUI, .swiftUIStored], "\(sites)")
        let helper = HelperNotes.grouped([("Login.swift", results["Login.swift"]?.findings ?? [])], minIOS: 15)[0].first
        #expect(helper?.message.contains("(1 in SwiftUI views, 1 in SwiftUI views' stored properties)") == true, "\(helper?.message ?? "")")
        #expect(helper?.suggestion.contains("no stored copy: read the value in body where it is used (the container's size from a "
                                            + "GeometryReader's proxy") == true, "\(helper?.suggestion ?? "")")
    }

    @Test("A helper that reads the screen on two lines is one finding, listing the second read")
    func helperReadingTwice() throws {
        let project = TestProject([("Font.swift", """
            import UIKit
            extension UIFont {
                static var titleSize: CGFloat {
                    if UIScreen.main.bounds.width >= 414 {
                        return 23
                    } else if UIScreen.main.bounds.width >= 375 {
                        return 22
                    }
                    return 19
                }
            }
            """), ("Title.swift", """
            import UIKit
            final class TitleView: UIView {
                let label = UILabel()
                override func layoutSubviews() {
                    super.layoutSubviews()
                    label.font = .systemFont(ofSize: UIFont.titleSize)
                }
            }
            """)])
        let results = project.results()
        let files = ["Font.swift", "Title.swift"].map { ($0, results[$0]?.findings ?? []) }
        let font = HelperNotes.grouped(files, minIOS: 15)[0]
        #expect(font.count == 1, "\(font.map(\.message))")
        let helper = try #require(font.first)
        #expect(helper.message.contains("the helper reads the main screen again at line 6"), "\(helper.message)")
        #expect(helper.related == ["Font.swift:6:19", "Title.swift:6:42"], "\(helper.related)")
    }

    @Test("A test helper's calls from tests are told once, at the helper's own finding; an app helper's calls from tests keep their notes")
    func testHelpersSpeakForTheirCalls() throws {
        func grouped(helperImports: String) -> [[Finding]] {
            let project = TestProject([("Helpers.swift", """
                import UIKit
                \(helperImports)
                final class Fixtures {
                    static func window() -> UIWindow {
                        let window = UIWindow()
                        window.frame.size = UIScreen.main.bounds.size
                        return window
                    }
                }
                """), ("FeedTests.swift", """
                import UIKit
                import XCTest
                final class FeedTests: XCTestCase {
                    func testOne() { XCTAssertNotNil(Fixtures.window()) }
                    func testTwo() { XCTAssertNotNil(Fixtures.window()) }
                }
                """)])
            let results = project.results()
            return HelperNotes.grouped(["Helpers.swift", "FeedTests.swift"].map { ($0, results[$0]?.findings ?? []) }, minIOS: 15)
        }
        let inTests = grouped(helperImports: "import XCTest")
        #expect(inTests[1].isEmpty, "\(inTests[1].map(\.message))")
        let helper = try #require(inTests[0].first)
        #expect(helper.message.hasSuffix("it is called at 2 places in tests, which follow what it reads"), "\(helper.message)")
        let inApp = grouped(helperImports: "")
        #expect(inApp[1].count == 2 && inApp[1].allSatisfy { $0.ruleID == HelperNotes.testRule }, "\(inApp[1].map(\.message))")
    }
}
