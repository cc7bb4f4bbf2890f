import Testing
import SourceModel
@testable import Migration

/// A file no project lists is in no target only while no built code uses a type only it declares.
@Suite("Files in no target")
struct NoTargetFilesTests {
    private static func file(_ path: String, _ text: String, unlisted: Bool) -> ProjectFile {
        var file = ProjectFile(path: path, bytes: Array(text.utf8))
        file.inNoTarget = unlisted
        return file
    }

    @Test("a project file behind its sources: unlisted files that built code uses, directly or through each other, are built")
    func staleProjectFile() {
        let files = [
            Self.file("App/ContentView.swift", "struct ContentView { let tab = CommunityView() }\n", unlisted: false),
            Self.file("App/Feed.swift", "//  FeedViewControllerViewController.swift\nfinal class Feed { }\n", unlisted: false),
            // Named only in a built file's comment: not used.
            Self.file("App/FeedViewControllerViewController.swift", "final class FeedViewControllerViewController { }\n", unlisted: true),
            Self.file("App/community/CommunityView.swift", "struct CommunityView { let bar = LabelTabView() }\n", unlisted: true),
            Self.file("App/widget/LabelTabView.swift", "struct LabelTabView { }\n", unlisted: true),
            // A leftover copy declares the type the listed file declares: names of Feed serve that one.
            Self.file("App/Feed_BACKUP_123.swift", "final class Feed { }\n", unlisted: true),
            Self.file("App/Old/Orphan.swift", "final class OrphanView { }\n", unlisted: true),
            // A second leftover that only the orphan uses stays unused with it.
            Self.file("App/Old/OrphanCell.swift", "final class OrphanCell { let owner = OrphanView() }\n", unlisted: true),
        ]
        #expect(NoTargetFiles.unused(in: files) == ["App/Feed_BACKUP_123.swift", "App/FeedViewControllerViewController.swift",
                                                    "App/Old/Orphan.swift", "App/Old/OrphanCell.swift"])
    }

    @Test("an unlisted file whose free functions or extension members built code calls is built; a leftover copy of them is not")
    func functionsAndExtensionMembersShowUse() {
        let files = [
            Self.file("App/Card.swift", "final class Card: UIView { func setUp() { dropShadow(); rotate(DegreesToRadians(90)) } }\n", unlisted: false),
            Self.file("App/Utils.swift", "func DegreesToRadians(_ d: Double) -> Double { d }\nextension UIView { func dropShadow() { } }\n",
                      unlisted: true),
            Self.file("App/Helpers.swift", "extension UIView { func rotate(_ angle: Double) { } }\n", unlisted: false),
            // A copy of a listed file's extension: the listed file serves its name.
            Self.file("App/Helpers_old.swift", "extension UIView { func rotate(_ angle: Double) { } }\n", unlisted: true),
            // Two unlisted copies (a merge's BASE and REMOTE) declare the member that built code spells: no evidence.
            Self.file("App/Feed_BASE_1.swift", "extension Feed { func endRefreshing() { } }\n", unlisted: true),
            Self.file("App/Feed_REMOTE_1.swift", "extension Feed { func endRefreshing() { } }\n", unlisted: true),
            Self.file("App/Feed.swift", "final class Feed { func stop() { control.endRefreshing() } }\n", unlisted: false),
            // Named only where it is declared.
            Self.file("App/Unused.swift", "func formatPrice(_ p: Double) -> String { \"\" }\n", unlisted: true),
        ]
        #expect(NoTargetFiles.unused(in: files) == ["App/Feed_BASE_1.swift", "App/Feed_REMOTE_1.swift", "App/Helpers_old.swift",
                                                    "App/Unused.swift"])
    }
}
