import UIKit

final class HomeViewController: UIViewController {
    enum SectionKind { case hero, grid }

    private func sectionKind(for index: Int) -> SectionKind { index == 0 ? .hero : .grid }

    private func makeLayout() -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { [weak self] index, environment in
            guard let kind = self?.sectionKind(for: index) else { return nil }
            let fraction: CGFloat = kind == .hero ? 1 : (UIScreen.main.bounds.width > 700 ? 0.25 : 0.5)
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(fraction), heightDimension: .fractionalWidth(fraction)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                   heightDimension: .fractionalWidth(fraction)),
                subitems: [item])
            return NSCollectionLayoutSection(group: group)
        }
    }
}
