import UIKit

final class FeedDataSource: NSObject {
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let identifier = UIDevice.current.userInterfaceIdiom == .pad ? "wide" : "compact"
        return collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
    }
}
