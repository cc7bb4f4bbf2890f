import SwiftUI

struct PosterStrip: View {
    var body: some View {
        GeometryReader { proxy in
            ScrollView(.horizontal) {
                HStack {
                    Text("Poster")
                        .frame(width: UIScreen.main.bounds.width * 0.7)
                }
            }
        }
    }
}
