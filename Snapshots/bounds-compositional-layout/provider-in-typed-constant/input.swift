import UIKit

final class CatalogLayout {
    func make() -> UICollectionViewCompositionalLayout {
        let provider: UICollectionViewCompositionalLayoutSectionProvider = { _, env in
            let columns = UIScreen.main.bounds.width > 500 ? 4 : 2
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1 / CGFloat(columns)), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                   heightDimension: .absolute(120)),
                subitems: [item])
            return NSCollectionLayoutSection(group: group)
        }
        return UICollectionViewCompositionalLayout(sectionProvider: provider)
    }
}
