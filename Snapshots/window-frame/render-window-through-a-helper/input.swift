import SwiftUI
import UIKit

struct ReceiptView: View {
    var body: some View { Text("Total") }
}

extension ReceiptView {
    func exportImage() -> UIImage {
        body.renderedImage(size: UIScreen.main.bounds.size)
    }
}

extension View {
    func renderedImage(size: CGSize) -> UIImage {
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        let host = UIHostingController(rootView: self)
        host.view.frame = window.bounds
        window.addSubview(host.view)
        return UIImage()
    }
}
