import SwiftUI

struct Hero: View {
    let height: CGFloat

    var body: some View {
        Image("hero")
            .resizable()
            .scaledToFill()
            .frame(width: UIScreen.main.bounds.width, height: height)
            .clipped()
    }
}
