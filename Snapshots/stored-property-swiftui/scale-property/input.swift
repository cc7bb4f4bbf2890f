import SwiftUI

struct Divider1px: View {
    var thickness: CGFloat = 1 / UIScreen.main.scale

    var body: some View {
        Rectangle().frame(height: thickness)
    }
}
