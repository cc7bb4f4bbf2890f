import Testing
@testable import Migration

/// A share of the screen's width in a list's sizing callback moves to the list only where the list
/// is proven as wide as its view: pinned edge to edge, framed to its view's bounds, or a list
/// controller's own view.
@Suite struct ListShareTests {
    /// The edits and the first finding's message for a table cell that keeps a collection view
    /// placed by `placement` and sizes its items as `item`.
    private func run(placement: String, item: String = "UIScreen.main.bounds.width / 2.5",
                     declaration: String = "let posters = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())")
        -> (edits: [String], message: String) {
        let project = TestProject("""
            import UIKit
            final class PostersCell: UITableViewCell, UICollectionViewDelegateFlowLayout {
                \(declaration)
                func pin() {
                    contentView.addSubview(posters)
                    \(placement)
                }
                func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                                    sizeForItemAt indexPath: IndexPath) -> CGSize {
                    CGSize(width: \(item), height: 140)
                }
            }
            """)
        let result = project.results()["Input.swift"]
        return (result?.edits.map(\.replacement) ?? [], result?.findings.first?.message ?? "")
    }

    @Test func edgeToEdgeListsTakeTheShare() {
        let anchors = """
            posters.leadingAnchor.constraint(equalTo: contentView.leadingAnchor).isActive = true
                    posters.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: 0).isActive = true
            """
        #expect(run(placement: anchors).edits == ["collectionView.bounds.width"])
        #expect(run(placement: "posters.frame = contentView.bounds").edits == ["collectionView.bounds.width"])
        #expect(run(placement: "", declaration: "var posters: UICollectionView!\n    func make() {\n        posters = UICollectionView("
                    + "frame: self.contentView.bounds, collectionViewLayout: UICollectionViewFlowLayout())\n    }").edits
                == ["collectionView.bounds.width"])
        #expect(run(placement: "posters.widthAnchor.constraint(equalTo: self.widthAnchor).isActive = true").edits
                == ["collectionView.bounds.width"])
        // The list's vertical placement says nothing of its width.
        let topInset = anchors + "\n        posters.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12).isActive = true"
        #expect(run(placement: topInset).edits == ["collectionView.bounds.width"])
    }

    @Test func insetOrUnplacedListsAreUnproven() {
        let inset = """
            posters.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 20).isActive = true
                    posters.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -20).isActive = true
            """
        for placement in [inset, "posters.frame = CGRect(x: 20, y: 0, width: 300, height: 140)",
                          "posters.leadingAnchor.constraint(equalTo: contentView.leadingAnchor).isActive = true",
                          "posters.widthAnchor.constraint(equalTo: contentView.widthAnchor, multiplier: 0.8).isActive = true",
                          "posters.leadingAnchor.constraint(equalTo: badge.trailingAnchor).isActive = true", ""] {
            let (edits, message) = run(placement: placement)
            #expect(edits.isEmpty, "\(placement)")
            #expect(message.contains("computed from the screen's length"), "\(placement)")
        }
    }

    @Test func snapKitBlocksCountWhereTheyAddNothing() {
        #expect(run(placement: "posters.snp.makeConstraints { $0.leading.trailing.equalToSuperview() }").edits
                == ["collectionView.bounds.width"])
        #expect(run(placement: "posters.snp.makeConstraints { make in make.edges.equalTo(contentView) }").edits
                == ["collectionView.bounds.width"])
        #expect(run(placement: "posters.snp.makeConstraints { $0.leading.trailing.equalToSuperview().inset(20) }").edits.isEmpty)
        #expect(run(placement: "posters.snp.makeConstraints { $0.left.right.equalTo(header) }").edits.isEmpty)
    }

    @Test func theWholeLengthNeedsNoPlacement() {
        // Not a share: the list's whole width is what an item as wide as the screen meant.
        #expect(run(placement: "", item: "UIScreen.main.bounds.width").edits == ["collectionView.bounds.width"])
    }

    @Test func aListItDoesNotKeepIsUnproven() {
        let project = TestProject("""
            import UIKit
            final class PhotoGridDelegate: NSObject, UICollectionViewDelegateFlowLayout {
                func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                                    sizeForItemAt indexPath: IndexPath) -> CGSize {
                    CGSize(width: UIScreen.main.bounds.width / 3, height: 90)
                }
            }
            """)
        let result = project.results()["Input.swift"]
        #expect(result?.edits.isEmpty == true)
        #expect(result?.findings.first?.message.contains("not a property of this type") == true)
        #expect(result?.findings.first?.fix?.edits.map(\.replacement) == ["collectionView.bounds.width"])
    }
}
