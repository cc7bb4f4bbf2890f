import SwiftUI

struct SlideInPanel: View {
    @Binding var isShown: Bool

    var body: some View {
        Color.white
            .frame(width: 300)
            .offset(x: isShown ? 0 : UIScreen.main.bounds.width)
            .shadow(radius: 8)
    }
}
