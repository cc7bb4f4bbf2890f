import Testing
@testable import Migration

/// A subclass in a file that never names the screen calls an inherited member that reads it: that
/// call is a way in, found by reading the subclass's file.
@Suite("Subclass callers")
struct SubclassCallersTests {
    static let base = """
        import UIKit
        class BaseViewController: UIViewController {
            var cover: UIView?
            func startActivityIndicator() {
                let view = UIView(frame: CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 80))
                self.view.addSubview(view)
                cover = view
            }
        }
        """

    @Test("a subclass's viewDidLoad reaching the inherited member, directly or through a subclass of a subclass")
    func inheritedCallIsAWayIn() throws {
        let direct = ("Privacy.swift", """
            import UIKit
            class PrivacyViewController: BaseViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    download()
                }
                func download() { startActivityIndicator(); }
            }
            """)
        let deeper = ("Terms.swift", """
            import UIKit
            class LegalViewController: BaseViewController {}
            final class TermsViewController: LegalViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    startActivityIndicator()
                }
            }
            """)
        for subclass in [direct, deeper] {
            let findings = TestProject([("Base.swift", Self.base), subclass]).results()["Base.swift"]?.findings ?? []
            let first = try #require(findings.first)
            #expect(first.message.contains("viewDidLoad()"), "\(first.message)")
            #expect(!first.message.contains("no call to it"), "\(first.message)")
        }
        // Without a caller, nothing is invented.
        let alone = TestProject([("Base.swift", Self.base)]).results()["Base.swift"]?.findings ?? []
        #expect(alone.first?.message.contains("no call to it") == true, "\(alone)")
    }
}

/// A controller whose superclass is a library's calls a member of the project's
/// `extension UIViewController`: its overrides show it is a view controller, so the call is a way in.
@Suite("Callers whose superclass the scan lacks")
struct LibrarySubclassCallersTests {
    static let loader = ("Loader.swift", """
        import UIKit
        extension UIViewController {
            func showFullscreenLoader() {
                let cover = UIView(frame: UIScreen.main.bounds)
                view.addSubview(cover)
            }
        }
        """)

    static func message(caller: String) throws -> String {
        var project = TestProject([loader, ("Chat.swift", caller)])
        project.settings.buildsAppOnly = true // an app: every caller is in the files read
        let results = project.results()
        return try #require(results["Loader.swift"]?.findings.first).message
    }

    @Test("a library controller's viewWillAppear(_:) calling the member is named as the way in, before the window")
    func libraryControllerCallIsAWayIn() throws {
        let message = try Self.message(caller: """
            import UIKit
            final class ChatViewController: MessagesLibraryViewController {
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    showFullscreenLoader()
                }
            }
            """)
        #expect(message.contains("showFullscreenLoader() <- viewWillAppear(_:)"), "\(message)")
    }

    @Test("a class whose overrides show nothing is no proof of a view controller: no path is named")
    func unprovenKindNamesNoPath() throws {
        let message = try Self.message(caller: """
            import UIKit
            final class ChatModel: LibraryModel {
                func refresh() { showFullscreenLoader() }
            }
            """)
        #expect(!message.contains("<- refresh()"), "\(message)")
    }
}
