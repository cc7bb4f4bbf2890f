import SwiftUI

struct ReservationHeader: View {
    var body: some View {
        ZStack(alignment: .bottomLeading) {
            Color.blue
            Text("Room 112")
                .padding()
        }
        .frame(height: UIScreen.main.bounds.height * 0.38)
    }
}
