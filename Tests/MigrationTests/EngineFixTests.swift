import Testing
import SourceModel
@testable import Migration

/// Engine and model fixes found by reviewing the snapshot suite, one test each.
@Suite("Engine fixes from the snapshot review")
struct EngineFixTests {
    @Test("A ViewModifier gets @Environment(\\.displayScale) like a View")
    func viewModifierIsAView() {
        let project = TestProject("""
            import SwiftUI
            struct BottomBorder: ViewModifier {
                func body(content: Content) -> some View {
                    content.padding(1 / UIScreen.main.scale)
                }
            }
            """)
        #expect(project.migrated().contains("@Environment(\\.displayScale) private var displayScale"))
        #expect(project.migrated().contains("content.padding(1 / max(displayScale, 1))"))
    }

    @Test("An extension of a framework type suggests a type of one's own, not editing the framework's declaration")
    func extensionOfFrameworkType() throws {
        let project = TestProject("""
            import SwiftUI
            extension View {
                func pixelAligned() -> some View { offset(y: UIScreen.main.scale) }
            }
            """)
        // Other views call it, so no moment is proven either; the edit proof says what to build instead.
        let edit = try #require(project.explanations().first?.proofs.first { $0.kind == .edit })
        #expect(!edit.holds)
        #expect(edit.suggestion?.contains("ViewModifier") == true)
        #expect(edit.suggestion?.contains("View's declaration") == false)
    }

    @Test("An extension of a project struct still suggests adding the property to its declaration")
    func extensionOfProjectStruct() {
        let project = TestProject("""
            import SwiftUI
            struct Card: View { var body: some View { Text("").padding(pixel) } }
            extension Card {
                var pixel: CGFloat { 1 / UIScreen.main.scale }
            }
            """)
        #expect(project.suggestions().first?.contains("add the property to Card's declaration") == true)
    }

    @Test("An instance helper reached through a shared instance lists its call sites")
    func instanceHelperCallSites() {
        let project = TestProject([
            ("UIDevice+Screen.swift", "import UIKit\nextension UIDevice {\n    var screenScale: CGFloat { UIScreen.main.scale }\n}\n"),
            ("Cache.swift", "import UIKit\nfinal class Cache {\n    func side() -> CGFloat { 2 * UIDevice.current.screenScale }\n}\n"),
        ])
        #expect(project.findings("Cache.swift") == [
            "3:screen-helper: uses UIDevice.screenScale, which reads UIScreen.main (UIDevice+Screen.swift:3); the value here is the main screen's, not this view's",
        ])
    }

    @Test("Global helper functions and static helper members list their call sites; singletons do not")
    func globalAndStaticHelpers() {
        let project = TestProject([
            ("Helpers.swift", """
                import UIKit
                func screenWidth() -> CGFloat { UIScreen.main.bounds.width }
                enum Metrics { static let pixel = 1 / UIScreen.main.scale }
                final class Pipeline { static let shared = Pipeline(scale: UIScreen.main.scale); init(scale: CGFloat) {} }

                """),
            ("Callers.swift", """
                import UIKit
                struct Layout {
                    var width: CGFloat { screenWidth() * 0.9 }
                    var line: CGFloat { Metrics.pixel }
                    func load() { _ = Pipeline.shared }
                    func local() { let screenWidth = 3; _ = screenWidth }
                }

                """),
        ])
        let notes = project.findings("Callers.swift")
        #expect(notes.count == 2)
        #expect(notes.first?.hasPrefix("3:screen-helper: uses screenWidth(), which reads UIScreen.main (Helpers.swift:2)") == true)
        #expect(notes.last?.hasPrefix("4:screen-helper: uses Metrics.pixel, which reads UIScreen.main (Helpers.swift:3)") == true)
    }

    @Test("A function that returns nothing or a new instance of its own type hands its callers no screen value")
    func voidAndFactoryFunctionsAreNotHelpers() {
        let project = TestProject([
            ("Overlay.swift", """
                import UIKit
                final class Overlay: UIView {
                    static func show() { _ = Overlay(frame: UIScreen.main.bounds) }
                    static func make() -> Overlay { Overlay(frame: UIScreen.main.bounds) }
                    static func inset() -> CGFloat { UIScreen.main.bounds.width / 20 }
                }

                """),
            ("Callers.swift", """
                import UIKit
                struct Screen {
                    func present() { Overlay.show(); _ = Overlay.make() }
                    var gap: CGFloat { Overlay.inset() }
                }

                """),
            // `.inset()` of something else: no finding.
            ("Other.swift", "import UIKit\nstruct Card { func pad(_ v: UIView) -> CGFloat { v.layoutMargins.inset() } }\n"),
        ])
        let notes = project.findings("Callers.swift")
        #expect(notes.count == 1)
        #expect(notes.first?.hasPrefix("4:screen-helper: uses Overlay.inset(), which reads UIScreen.main (Overlay.swift:5)") == true)
        #expect(project.findings("Other.swift").isEmpty)
    }

    @Test("A static helper's callers are searched by its owner and name together")
    func staticHelperSearchNeedsTheOwner() {
        let helper = ScreenHelper(name: "inset", owner: "Overlay", location: "Overlay.swift:5",
                                  placement: .staticMember, isFunction: true)
        let search = HelperCallSearch(["inset": [helper]])
        #expect(search.matches(FileBytes(Array("let w = Overlay.inset()".utf8))))
        #expect(!search.matches(FileBytes(Array("let w = v.layoutMargins.inset()".utf8))))
        #expect(!search.matches(FileBytes(Array("let o = Overlay()".utf8))))
    }

    @Test("Top-level code in main.swift is the program, not a helper with call sites")
    func mainSwiftIsNotAHelper() {
        let project = TestProject([
            ("main.swift", "import UIKit\nlet launchSize = UIScreen.main.bounds.size\nprint(launchSize.width)\n"),
            ("Domain.swift", "import UIKit\nlet kWidth = UIScreen.main.bounds.width\n"),
            ("Use.swift", "import UIKit\nstruct S { var w: CGFloat { kWidth } }\n"),
        ])
        #expect(!project.findings("main.swift").contains { $0.contains("screen-helper") })
        #expect(project.findings("Use.swift").first?.contains("uses kWidth, which reads UIScreen.main (Domain.swift:2)") == true)
    }

    @Test("A UIScreen nested in another type shadows UIKit's only inside that type")
    func nestedOwnScreen() {
        let project = TestProject("""
            import UIKit
            enum Design {
                struct UIScreen { static let main = UIScreen(); let scale: CGFloat = 2 }
                static var artboardScale: CGFloat { UIScreen.main.scale }
            }
            extension Design {
                static var artboardWidth: CGFloat { UIScreen.main.scale * 100 }
                struct Card { var scale: CGFloat { UIScreen.main.scale } }
            }
            extension Design.UIScreen {
                static let live = UIScreen.main.bounds
            }
            final class BadgeView: UIView {
                override func layoutSubviews() {
                    super.layoutSubviews()
                    layer.contentsScale = UIScreen.main.scale
                }
            }
            """)
        #expect(project.migrated().contains("layer.contentsScale = traitCollection.displayScale"))
        #expect(project.migrated().contains("static var artboardScale: CGFloat { UIScreen.main.scale }"))
        // An extension of the nested type looks names up in the file: there `UIScreen` is UIKit's.
        #expect(project.findings().map { $0.prefix(2) } == ["11"], "\(project.findings())")
    }

    @Test("A closure stored in a UICollectionViewCompositionalLayoutSectionProvider constant is a section provider")
    func annotatedSectionProvider() {
        let project = TestProject("""
            import UIKit
            final class CatalogLayout {
                func make() -> UICollectionViewCompositionalLayout {
                    let provider: UICollectionViewCompositionalLayoutSectionProvider = { _, env in
                        let columns = UIScreen.main.bounds.width > 500 ? 4 : 2
                        return nil
                    }
                    return UICollectionViewCompositionalLayout(sectionProvider: provider)
                }
            }
            """)
        #expect(project.migrated().contains("let columns = env.container.effectiveContentSize.width > 500 ? 4 : 2"))
    }

    @Test("A view that adds its content to an outlet of its own nib is not detached: its layout rewrite applies")
    func outletIsOwnHierarchy() {
        let project = TestProject("""
            import UIKit
            final class SlidingPanelView: UIView {
                @IBOutlet private weak var contentView: UIView!
                func setContent(_ content: UIView) { contentView.addSubview(content) }
                override func layoutSubviews() {
                    super.layoutSubviews()
                    contentView.layer.borderWidth = 1 / UIScreen.main.scale
                }
            }
            """)
        #expect(project.findings().isEmpty, "\(project.findings())")
        #expect(project.migrated().contains("contentView.layer.borderWidth = 1 / max(traitCollection.displayScale, 1)"))
    }

    @Test("A class whose superclass UIKit declares is not said to inherit from an unknown class; its stored window is in reach")
    func knownSuperclassWithUnknownProtocols() {
        let findings = TestProject("""
            import UIKit
            final class AppDelegate: UIResponder, UIApplicationDelegate, SomeLibraryObserver {
                var window: UIWindow?
                let blur = UIVisualEffectView()
                func showBlur() {
                    blur.frame = UIScreen.main.bounds
                    window?.addSubview(blur)
                }
            }
            """).findings()
        #expect(findings.count == 1)
        #expect(findings.first?.contains("SomeLibraryObserver") == false, "\(findings)")
        #expect(findings.first?.contains("the stored property `window` (UIWindow?) is in reach") == true, "\(findings)")
    }

    @Test("A class on a `View` of a file that does not import SwiftUI is not a SwiftUI view")
    func viewOfAnotherModule() {
        let findings = TestProject("""
            import UIKit
            import MacaroonUIKit
            final class LoadingView: View {
                let header = UILabel()
            }
            extension LoadingView {
                func build() { header.frame.size.width = UIScreen.main.bounds.width - 20 }
            }
            """).findings()
        #expect(findings.count == 1)
        #expect(findings.first?.contains("`LoadingView` inherits from `View`, which is not declared in the scanned files") == true, "\(findings)")
        #expect(findings.first?.contains("SwiftUI") == false)
    }

    @Test("A scale handed to an image request outside layout is told where a request reads it, not moved into layout")
    func imageRequestScale() {
        let project = TestProject("""
            import UIKit
            final class ArticleCell: UITableViewCell {
                let thumbnail = UIImageView()
                func setUp(_ url: URL) {
                    thumbnail.kf.setImage(with: url, options: [.scaleFactor(UIScreen.main.scale)])
                }
                func setAvatar(_ url: URL) {
                    thumbnail.alpha = UIScreen.main.scale > 2 ? 1 : 0.5
                }
            }
            """)
        let suggestions = project.suggestions()
        #expect(suggestions.count == 2, "\(suggestions)")
        #expect(suggestions.first?.contains("this scale goes to an image request (`scaleFactor`)") == true, "\(suggestions)")
        #expect(suggestions.first?.contains("a fixed scale (the largest the app supports) otherwise") == true)
        #expect(suggestions.last?.contains("image request") == false, "\(suggestions)")
    }

    @Test("An extension of a type no scanned file declares says so, and names a view by its name, never 'no view in reach'")
    func extensionOfLibraryType() {
        let project = TestProject("""
            import UIKit
            import FLAnimatedImage
            extension FLAnimatedImageView {
                func setAvatar(_ url: URL) { load(url, scale: UIScreen.main.scale) }
            }
            extension GIFDecoder {
                func decode(_ data: Data) { decode(data, scale: UIScreen.main.scale) }
            }
            """)
        let findings = project.findings()
        #expect(findings.count == 2, "\(findings)")
        #expect(findings.first?.contains("this extends `FLAnimatedImageView`, which is not declared in the scanned files") == true, "\(findings)")
        #expect(project.suggestions().first?.contains("if `FLAnimatedImageView` is a view, as its name says") == true,
                "\(project.suggestions())")
        // A name no view has keeps the general finding.
        #expect(findings.last?.contains("this extends") == false, "\(findings)")
    }
}
