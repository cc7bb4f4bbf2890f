import SwiftUI

struct EditView: View {
    @State private var spacingValue: CGFloat = UIScreen.main.nativeBounds.height * 0.016

    var body: some View {
        VStack(spacing: spacingValue) {
            Text("Title")
            Text("Notes")
        }
    }
}

struct Host: View {
    var body: some View { EditView() }
}
