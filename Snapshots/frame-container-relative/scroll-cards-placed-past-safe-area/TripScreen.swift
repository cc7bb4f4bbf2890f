import SwiftUI

struct TripScreen: View {
    var body: some View {
        ZStack {
            TripCards()
        }
        .ignoresSafeArea()
    }
}
