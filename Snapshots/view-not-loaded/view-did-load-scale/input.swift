import UIKit

final class ChartViewController: UIViewController {
    private let chartLayer = CAShapeLayer()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.layer.addSublayer(chartLayer)
        chartLayer.lineWidth = 2
        chartLayer.contentsScale = UIScreen.main.scale
    }
}
