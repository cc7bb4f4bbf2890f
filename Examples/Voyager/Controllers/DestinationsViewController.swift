import UIKit

/// The home screen: a grid of destinations that reflows with the window.
final class DestinationsViewController: UIViewController {
    private var collectionView: UICollectionView!
    private var destinations: [String] = ["Lisbon", "Kyoto", "Oaxaca", "Tromsø"]
    private let header = CountdownBannerView(frame: .zero)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Destinations"
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
        view.addSubview(collectionView)
        view.addSubview(header)
        header.frame = CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 44)
    }

    private func makeLayout() -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { _, _ in
            let columns = max(2, Int(UIScreen.main.bounds.width / 180))
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0),
                heightDimension: .fractionalHeight(1.0)
            ))
            item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1.0),
                    heightDimension: .fractionalWidth(1.0 / CGFloat(columns))
                ),
                repeatingSubitem: item,
                count: columns
            )
            return NSCollectionLayoutSection(group: group)
        }
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        collectionView.frame = CGRect(x: 0, y: 44, width: UIScreen.main.bounds.width,
                                      height: UIScreen.main.bounds.height - 44)
    }

    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        let isLandscape = UIScreen.main.bounds.width > UIScreen.main.bounds.height
        coordinator.animate(alongsideTransition: { [weak self] _ in
            self?.header.isHidden = isLandscape
        })
    }

    func refresh() {
        DestinationStore.load { [weak self] names in
            self?.destinations = names
            self?.collectionView.reloadData()
            self?.header.frame.size.width = UIScreen.main.bounds.width
        }
    }

    func showDetail(for destination: String) {
        let detail = TripDetailViewController(destination: destination)
        detail.preferredContentSize = CGSize(width: UIScreen.main.bounds.width * 0.9, height: 480)
        DispatchQueue.main.async { [weak self] in
            guard let self else { return }
            self.navigationController?.pushViewController(detail, animated: true)
            self.header.frame.size.width = UIScreen.main.bounds.width
        }
    }
}

/// Loads destinations from the bundled JSON file.
enum DestinationStore {
    static func load(completion: @escaping ([String]) -> Void) {
        DispatchQueue.global().async {
            let names = ["Lisbon", "Kyoto", "Oaxaca", "Tromsø", "Hobart"]
            DispatchQueue.main.async { completion(names) }
        }
    }
}
