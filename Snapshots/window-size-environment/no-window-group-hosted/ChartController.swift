import SwiftUI
import UIKit

final class ChartController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let host = UIHostingController(rootView: ChartCard())
        addChild(host)
        view.addSubview(host.view)
        host.didMove(toParent: self)
    }
}
