import UIKit

final class ForecastController: LoadingController {
    override func viewDidLoad() {
        super.viewDidLoad()
        showLoading()
    }
}
