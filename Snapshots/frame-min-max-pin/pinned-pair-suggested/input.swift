import SwiftUI

struct ReactionSheet: View {
    var body: some View {
        VStack {
            Text("Reactions")
                .frame(
                    minWidth: UIScreen.main.bounds.width,
                    maxWidth: UIScreen.main.bounds.width,
                    idealHeight: 240
                )
            Color.gray.frame(minHeight: UIScreen.main.bounds.size.height, maxHeight: UIScreen.main.bounds.size.height)
            // A maximum alone is a cap (frame-max-cap), and a minimum less than the maximum is no pin.
            Text("Footer").frame(minWidth: UIScreen.main.bounds.width, maxWidth: UIScreen.main.bounds.width - 20)
        }
    }
}
