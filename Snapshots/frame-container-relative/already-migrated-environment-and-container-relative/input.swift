import SwiftUI

struct Hairline: View {
    @Environment(\.displayScale) private var displayScale

    var body: some View {
        Rectangle()
            .fill(.separator)
            .frame(height: 1 / displayScale)
    }
}

struct ReadableColumn<Content: View>: View {
    @State private var isWide = false
    @ViewBuilder var content: Content

    var body: some View {
        content
            .frame(maxWidth: isWide ? 640 : .infinity)
            .frame(maxWidth: .infinity)
            .containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 8)
            .onGeometryChange(for: Bool.self) { proxy in
                proxy.size.width > 700
            } action: { newValue in
                isWide = newValue
            }
    }
}
