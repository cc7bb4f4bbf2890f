import SwiftUI

struct SettingsView: View {
    var body: some View {
        Text("Settings")
    }
}

final class SettingsHostingController: UIHostingController<SettingsView> {
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        preferredContentSize = CGSize(width: min(UIScreen.main.bounds.width, 540), height: 600)
    }
}
