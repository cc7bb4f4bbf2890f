import UIKit

final class TimelineLayoutFactory {
    func layout() -> UICollectionViewCompositionalLayout {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 16
        return UICollectionViewCompositionalLayout(sectionProvider: { index, env in
            let cardHeight = UIScreen.main.bounds.height * 0.3
            let cardWidth = UIScreen.main.bounds.size.width * 0.85
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                widthDimension: .absolute(cardWidth), heightDimension: .absolute(cardHeight)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(cardWidth),
                                                   heightDimension: .absolute(cardHeight)),
                subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.orthogonalScrollingBehavior = index == 0 ? .groupPagingCentered : .continuous
            return section
        }, configuration: configuration)
    }
}
