import UIKit

final class CarouselViewController: UIViewController, UICollectionViewDataSource {
    private let pager = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        10
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "page", for: indexPath)
        do {
            let collectionView = pager
            cell.frame.size.width = UIScreen.main.bounds.width - collectionView.contentInset.left
        }
        return cell
    }
}
