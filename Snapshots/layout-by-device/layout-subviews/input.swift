import UIKit

final class GalleryView: UIView {
    override func layoutSubviews() {
        super.layoutSubviews()
        let columns = UIDevice.current.userInterfaceIdiom == .pad ? 4 : 2
        let wide = UIDevice.current.orientation.isLandscape
        print(columns, wide, spacing())
    }

    private func spacing() -> CGFloat {
        traitCollection.userInterfaceIdiom == .pad ? 16 : 8
    }
}
