import UIKit

final class PromoViewController: UIViewController {
    private let promo = UIView()
    var showsPromo = true

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(promo)
        if showsPromo {
            promo.frame = CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 90)
        }
    }
}
