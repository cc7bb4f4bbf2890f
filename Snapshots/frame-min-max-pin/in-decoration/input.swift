import SwiftUI

struct BadgeLabel: View {
    var body: some View {
        Text("New")
            .background(
                Color.yellow.frame(minWidth: UIScreen.main.bounds.width, maxWidth: UIScreen.main.bounds.width)
            )
    }
}
