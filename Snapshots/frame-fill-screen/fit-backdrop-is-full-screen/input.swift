import SwiftUI

struct Poster: View {
    var body: some View {
        Image("poster")
            .resizable()
            .scaledToFit()
            .frame(width: UIScreen.main.bounds.width, height: UIScreen.main.bounds.height)
    }
}
