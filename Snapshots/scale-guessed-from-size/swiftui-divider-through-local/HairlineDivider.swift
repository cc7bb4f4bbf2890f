import SwiftUI

struct HairlineDivider: View {
    var body: some View {
        let width = UIScreen.main.bounds.size.width
        Rectangle()
            .fill(Color.gray)
            .frame(height: 414 > width ? 1.0 / 2.0 : 1.0 / 3.0)
    }
}

struct SettingsRow: View {
    var body: some View {
        VStack {
            Text("Notifications")
            HairlineDivider()
        }
    }
}
