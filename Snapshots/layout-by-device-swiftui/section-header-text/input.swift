import SwiftUI

struct OutputSettings: View {
    var body: some View {
        VStack {
            Text(UIDevice.current.userInterfaceIdiom == .pad ? "External Displays" : "AirPlay")
            Image(UIDevice.current.userInterfaceIdiom == .pad ? "display-wide" : "display")
        }
        .padding(UIDevice.current.userInterfaceIdiom == .pad ? 40 : 16)
    }
}
