import SwiftUI
import UIKit

struct ShieldModifier: ViewModifier {
    let window: UIWindow

    func body(content: Content) -> some View {
        content
            .onAppear { shield(window) }
            .frame(width: UIScreen.main.bounds.width * 0.9)
    }

    private func shield(_ window: UIWindow) {
        let cover = UIImageView()
        cover.frame = CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: UIScreen.main.bounds.height)
        window.addSubview(cover)
    }
}
