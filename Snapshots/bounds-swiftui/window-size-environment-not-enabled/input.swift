import SwiftUI

struct BannerAd: View {
    var body: some View {
        Color.yellow
            .frame(width: UIScreen.main.bounds.width, height: 50)
    }
}
