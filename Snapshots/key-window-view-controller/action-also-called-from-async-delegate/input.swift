import UIKit

protocol DownloadsDelegate: AnyObject {
    func downloadsDidFinish()
}

final class DownloadsController: UIViewController, DownloadsDelegate {
    private let badge = UIView()

    @IBAction func showProgress(_ sender: Any?) {
        guard let window = UIApplication.shared.keyWindow else { return }
        window.addSubview(badge)
    }

    func downloadsDidFinish() {
        DispatchQueue.main.async {
            self.showProgress(nil)
        }
    }
}
