import SwiftUI

struct Logo: View {
    var body: some View {
        Image("logo")
            .resizable()
            .scaledToFit()
            .frame(width: UIScreen.main.bounds.width)
    }
}
