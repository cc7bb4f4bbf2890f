import SwiftUI

struct ReservationScreen: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ReservationHeader()
                Text("Details")
                    .padding()
            }
        }
        .ignoresSafeArea(edges: .top)
    }
}
