import SwiftUI

struct DialogModifier: ViewModifier {
    let isPresented: Bool

    func body(content: Content) -> some View {
        content
            .overlay {
                if isPresented {
                    ZStack {
                        Color.black.opacity(0.5)
                            .ignoresSafeArea()
                        Text("Saved")
                            .padding(.horizontal, 40)
                    }
                    .frame(
                        width: UIScreen.main.bounds.width,
                        height: UIScreen.main.bounds.height
                    )
                }
            }
    }
}
