import SwiftUI

struct MusicPlayerSheet: View {
    @State private var sheetHeight = UIScreen.main.bounds.height * 0.5
    @State private var isExpanded = false

    var body: some View {
        VStack {
            Text("Now playing")
        }
        .frame(height: sheetHeight)
    }
}
