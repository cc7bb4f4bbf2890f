import SwiftUI

struct EpisodeHeader: View {
    var body: some View {
        Text("Episode")
            .frame(maxWidth: .infinity)
            .overlay(
                Color.orange
                    .frame(width: UIScreen.main.bounds.width, height: UIScreen.main.bounds.width)
                    .padding(.top, -UIScreen.main.bounds.width)
            )
    }
}
