import SwiftUI

/// A SwiftUI view that reads the display scale the recommended way.
struct BadgeView: View {
    @Environment(\.displayScale) private var displayScale
    @State private var count = 0
    let title: String

    var body: some View {
        GeometryReader { proxy in
            VStack(alignment: .leading, spacing: 8) {
                Text("\(title): \(count, format: .number)")
                    .font(.headline)
                Rectangle()
                    .frame(width: proxy.size.width, height: 1 / displayScale)
            }
            .padding(.horizontal, proxy.size.width > 320 ? 16 : 8)
        }
        .onTapGesture { count += 1 }
    }
}

#Preview {
    BadgeView(title: "Badge")
}

@available(iOS 17.0, *)
extension BadgeView {
    func scaled(_ value: CGFloat) -> CGFloat { value * displayScale }
}
