import SwiftUI
import UIKit

struct PickerScreen: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> UIViewController {
        let controller = UIViewController()
        controller.view.frame = CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 300)
        return controller
    }

    func updateUIViewController(_ uiViewController: UIViewController, context: Context) {}
}
