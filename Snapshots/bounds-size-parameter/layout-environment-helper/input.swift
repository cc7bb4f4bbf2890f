import UIKit

final class GridSections {
    func section(for environment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let columns = max(2, Int(UIScreen.main.bounds.width / 160))
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1 / CGFloat(columns)), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(160)),
            subitems: [item])
        return NSCollectionLayoutSection(group: group)
    }
}
