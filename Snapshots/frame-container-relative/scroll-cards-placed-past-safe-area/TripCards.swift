import SwiftUI

struct TripCards: View {
    var body: some View {
        ScrollView {
            VStack {
                Text("Stop").frame(width: UIScreen.main.bounds.width * 0.85)
            }
        }
        .padding(.horizontal, 16)
    }
}
