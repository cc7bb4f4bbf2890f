import SwiftUI

struct WelcomeScreen: View {
    var body: some View {
        ScrollView {
            WelcomeEntry(headline: "Track every workout")
                .scaledToFill()
        }
    }
}
