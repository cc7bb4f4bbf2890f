import SwiftUI

struct ContentView: View {
    @Environment(\.windowSize) private var windowSize

    var body: some View {
        ZStack {
            Color.blue
            Text("Hello")
                .frame(width: windowSize.width * 0.8, height: windowSize.height / 4)
        }
    }
}
