import UIKit

final class BadgeCell: UICollectionViewCell {
    let iconView = UIImageView(frame: .zero)
}

final class BadgesViewController: UIViewController, UICollectionViewDataSource {
    private var collectionView: UICollectionView!
    private var badgeNames: [String] = []
    private var registration: UICollectionView.CellRegistration<BadgeCell, String>?

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        collectionView.dataSource = self
        view.addSubview(collectionView)
        configureRegistration()
    }

    private func configureRegistration() {
        registration = UICollectionView.CellRegistration<BadgeCell, String> { cell, _, name in
            let pixelSize = 64 * UIScreen.main.scale
            cell.iconView.image = UIImage(named: "\(name)-\(Int(pixelSize))")
        }
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        badgeNames.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let registration else { return UICollectionViewCell() }
        return collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath,
                                                            item: badgeNames[indexPath.item])
    }
}
