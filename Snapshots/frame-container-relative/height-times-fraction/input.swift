import SwiftUI

struct MapPreview: View {
    var body: some View {
        VStack(spacing: 0) {
            Color.green
                .frame(height: UIScreen.main.bounds.height * 0.4)
            Text("Directions")
                .padding()
        }
    }
}
