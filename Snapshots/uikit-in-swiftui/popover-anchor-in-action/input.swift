import SwiftUI
import UIKit

struct ShareBar: View {
    let presenter: UIViewController

    var body: some View {
        Button("Share") { share() }
    }

    private func share() {
        let sheet = UIViewController()
        sheet.modalPresentationStyle = 7
        sheet.popoverPresentationController?.sourceView = presenter.view
        sheet.popoverPresentationController?.sourceRect = CGRect(x: UIScreen.main.bounds.width - 40, y: 0, width: 1, height: 1)
        presenter.present(sheet, animated: true)
    }
}

struct Toolbar: View {
    let host: UIViewController

    var body: some View {
        ShareBar(presenter: host)
    }
}
