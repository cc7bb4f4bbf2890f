import SwiftUI

struct BottomBorder: ViewModifier {
    var color: Color = .gray

    func body(content: Content) -> some View {
        content.overlay(
            Rectangle()
                .fill(color)
                .frame(height: 1 / UIScreen.main.scale),
            alignment: .bottom
        )
    }
}
