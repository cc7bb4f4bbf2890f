import SwiftUI

struct PhotoEditorToolbar: View {
    @State private var isExpanded = false
    @Binding var zoom: CGFloat
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        HStack {
            Button("Fit") { zoom = 1 }
            Button("1:1") { zoom = UIScreen.main.scale }
        }
        .padding(.horizontal)
        .background(colorScheme == .dark ? Color.black : Color.white)
    }
}
