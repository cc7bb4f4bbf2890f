import SwiftUI

struct SettingsScreen: View {
    var body: some View {
        List {
            Row(title: "Display")
            Row(title: "Storage")
        }
    }

    struct Row: View {
        let title: String

        var body: some View {
            HStack {
                Text(title)
                Spacer()
                Text("@\(Int(UIScreen.main.scale))x")
            }
        }
    }
}
