import UIKit

final class StickerCell: UICollectionViewCell {
    let stickerView = UIImageView(frame: .zero)
    let stickerSize: CGFloat = 72
}

final class StickerPickerViewController: UIViewController, UICollectionViewDataSource {
    private var pickerView: UICollectionView?
    private var stickerNames: [String] = []

    private lazy var stickerRegistration = UICollectionView.CellRegistration<StickerCell, String> { cell, _, name in
        let pixelSize = cell.stickerSize * UIScreen.main.scale
        cell.stickerView.image = UIImage(named: "\(name)@\(Int(pixelSize))px")
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        stickerNames.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueConfiguredReusableCell(using: stickerRegistration, for: indexPath,
                                                     item: stickerNames[indexPath.item])
    }
}
