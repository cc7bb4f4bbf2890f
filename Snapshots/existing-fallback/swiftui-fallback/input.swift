import SwiftUI

struct ResponsiveCard: View {
    @State private var measuredWidth: CGFloat?

    var body: some View {
        Text("Hello")
            .frame(width: (measuredWidth ?? UIScreen.main.bounds.width) * 0.9)
            .onGeometryChange(for: CGFloat.self) { proxy in
                proxy.size.width
            } action: { newValue in
                measuredWidth = newValue
            }
    }
}
