import SwiftUI
import UIKit

struct ScannerScreen: View {
    var body: some View {
        Color.black
            .frame(width: UIScreen.main.bounds.width, height: UIScreen.main.bounds.height)
    }
}

final class ScanController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let host = UIHostingController(rootView: ScannerScreen())
        host.view.translatesAutoresizingMaskIntoConstraints = false
        addChild(host)
        view.addSubview(host.view)
        host.view.center = view.center
    }
}
