import SwiftUI

struct BookingScreen: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                BookingHeader()
                Text("Details")
                    .padding()
            }
        }
        .ignoresSafeArea(.keyboard, edges: .bottom)
    }
}
