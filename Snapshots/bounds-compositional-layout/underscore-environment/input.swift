import UIKit

enum FeedLayout {
    static func make() -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { section, _ in
            let isWide = UIScreen.main.bounds.width > 600
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(isWide ? 0.5 : 1),
                heightDimension: .estimated(200)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(200)),
                subitems: [item])
            let layoutSection = NSCollectionLayoutSection(group: group)
            layoutSection.interGroupSpacing = section == 0 ? 0 : 8
            return layoutSection
        }
    }
}
