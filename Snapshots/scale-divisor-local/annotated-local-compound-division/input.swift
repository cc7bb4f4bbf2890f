import UIKit

final class ChartViewController: UIViewController {
    var barWidth: CGFloat = 12

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let pixelScale: CGFloat = UIScreen.main.scale
        var width = view.bounds.width / 20
        width = (width * pixelScale).rounded()
        width /= pixelScale
        barWidth = width
    }
}
