import SwiftUI

struct HalfWidthButton: View {
    let title: String
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            Text(title)
                .frame(width: 0.5 * UIScreen.main.bounds.width)
                .padding(.vertical, 12)
        }
    }
}
