import SwiftUI

struct HeroView: View {
    var body: some View {
        let size = UIScreen.main.bounds.size
        return Color.orange
            .frame(width: size.width, height: size.height * 0.3)
    }
}
