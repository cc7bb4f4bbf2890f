import SwiftUI

struct DetailsPanel: View {
    let title: String

    var body: some View {
        VStack(alignment: .leading) {
            Text(title).font(.headline)
            Text("Details")
        }
        .frame(width: UIScreen.main.bounds.width * 0.6)
        .background(Color.gray.opacity(0.1))
    }
}

@main
struct DetailsApp: App {
    var body: some Scene {
        WindowGroup {
            DetailsPanel(title: "Trip")
        }
    }
}
