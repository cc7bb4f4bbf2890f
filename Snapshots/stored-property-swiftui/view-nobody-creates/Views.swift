import SwiftUI

struct HomeView: View {
    var body: some View {
        VStack {
            BannerView()
            // OldWelcomeView()
        }
    }
}

struct BannerView: View {
    private let width = UIScreen.main.bounds.width

    var body: some View {
        Text("Banner").frame(width: width * 0.8)
    }
}

struct OldWelcomeView: View {
    private let width = UIScreen.main.bounds.width

    var body: some View {
        Text("Welcome").frame(width: width * 0.8)
    }
}
