import SwiftUI

struct RulerView: View {
    func tick(height: CGFloat, scale: CGFloat = UIScreen.main.scale) -> some View {
        Rectangle().frame(width: 1 / scale, height: height)
    }

    var body: some View {
        HStack { tick(height: 8) }
    }
}
