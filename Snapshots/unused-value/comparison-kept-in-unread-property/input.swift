import SwiftUI
import UIKit

struct SettingsScreen: View {
    let isLarge: Bool = UIScreen.main.bounds.height > 900
    let isCompact: Bool = UIScreen.main.bounds.width < 375

    var body: some View {
        Text("Settings")
            .padding(isCompact ? 8 : 16)
    }
}
