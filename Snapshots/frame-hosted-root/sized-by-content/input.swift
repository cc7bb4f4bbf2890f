import SwiftUI
import UIKit

struct SideSheet: View {
    let title: String

    var body: some View {
        Text(title)
            .frame(width: 320, height: UIScreen.main.bounds.height, alignment: .top)
    }
}

final class SheetPresenter: UIViewController {
    func showSheet() {
        let host = UIHostingController(rootView: SideSheet(title: "Filters"))
        host.sizingOptions = .intrinsicContentSize
        addChild(host)
        view.addSubview(host.view)
        host.didMove(toParent: self)
    }
}
