import UIKit

final class ScannerViewController: UIViewController {
    var usesLowResolution = false
    let previewLayer = CALayer()

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        startScanning()
    }

    func startScanning() {
        if UIScreen.main.bounds.size.height < 500 {
            usesLowResolution = true
        } else {
            usesLowResolution = false
        }
        previewLayer.frame = UIScreen.main.bounds
        view.layer.addSublayer(previewLayer)
    }
}
