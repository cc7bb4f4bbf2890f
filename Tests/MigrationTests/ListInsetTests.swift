import Testing
@testable import Migration

/// The screen's width less exactly the left and right insets the file gives its lists is the list's
/// width less the same amount: spacing inside the list, proven by the insets the file sets.
@Suite("Widths less the list's own insets")
struct ListInsetTests {
    private func source(insets: String) -> String {
        """
        import UIKit
        final class GridController: UIViewController, UICollectionViewDelegateFlowLayout {
            let layout = UICollectionViewFlowLayout()
            override func viewDidLoad() {
                super.viewDidLoad()
                \(insets)
            }
            func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                                sizeForItemAt indexPath: IndexPath) -> CGSize {
                CGSize(width: UIScreen.main.bounds.width - 24, height: 60)
            }
        }
        """
    }

    @Test("A flow layout's section inset of 12 on each side proves the 24")
    func sectionInsetProves() {
        let project = TestProject(source(insets: "layout.sectionInset = UIEdgeInsets(top: 0, left: 12, bottom: 0, right: 12)"))
        #expect(project.migrated().contains("CGSize(width: collectionView.bounds.width - 24, height: 60)"), "\(project.migrated())")
    }

    @Test("A side set alone, or no inset at all, proves nothing")
    func sideSetAloneProvesNothing() {
        for insets in ["layout.sectionInset = UIEdgeInsets(top: 0, left: 12, bottom: 0, right: 12); layout.sectionInset.left = 30",
                       "layout.minimumLineSpacing = 24"] {
            let project = TestProject(source(insets: insets))
            #expect(project.migrated().contains("UIScreen.main.bounds.width - 24"), "\(insets): \(project.migrated())")
        }
    }
}
