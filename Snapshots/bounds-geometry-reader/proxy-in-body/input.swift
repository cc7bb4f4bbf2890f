import SwiftUI

struct HeroHeader: View {
    let title: String

    var body: some View {
        GeometryReader { geometry in
            VStack {
                Text(title)
                    .frame(width: UIScreen.main.bounds.width * 0.9)
                Rectangle()
                    .frame(height: UIScreen.main.bounds.size.height / 4)
            }
            .frame(width: geometry.size.width)
        }
    }
}
