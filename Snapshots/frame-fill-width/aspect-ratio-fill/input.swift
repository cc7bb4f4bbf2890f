import SwiftUI

struct Banner: View {
    var body: some View {
        Image("banner")
            .resizable()
            .aspectRatio(contentMode: .fill)
            .frame(width: UIScreen.main.bounds.size.width)
    }
}
