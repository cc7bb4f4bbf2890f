import SwiftUI

struct ReadableColumn<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        content
            .frame(maxWidth: UIScreen.main.bounds.width > 700 ? 640 : .infinity)
            .padding(.horizontal, UIScreen.main.bounds.size.width > 700 ? 32 : 16)
    }
}
