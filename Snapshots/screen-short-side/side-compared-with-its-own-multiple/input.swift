import SwiftUI

struct CropCanvas: View {
    @State private var displayWidth: CGFloat = 0
    @State private var zoom: CGFloat = 1

    var body: some View {
        Color.black.onAppear(perform: fit)
    }

    // The crop circle's diameter is the screen's shorter side; the image must at least cover it.
    private func fit() {
        let diameter = min(UIScreen.main.bounds.width, UIScreen.main.bounds.height)
        displayWidth = diameter * zoom
        if displayWidth >= diameter {
            zoom = 1
        }
    }
}
