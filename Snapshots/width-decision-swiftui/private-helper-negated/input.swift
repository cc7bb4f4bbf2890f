import SwiftUI

struct Settings: View {
    let items: [String]
    @State private var query = ""

    var body: some View {
        VStack(spacing: 0) {
            header
            list
        }
        .background(Color.gray)
    }

    private var header: some View {
        Text("Settings")
            .font(UIScreen.main.bounds.size.width < 500 ? .headline : .title)
    }

    private var list: some View {
        VStack(alignment: .leading, spacing: UIScreen.main.bounds.width >= 500 ? 12 : 6) {
            ForEach(items, id: \.self) { Text($0) }
        }
    }
}
