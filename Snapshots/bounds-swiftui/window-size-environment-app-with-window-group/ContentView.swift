import SwiftUI

struct ContentView: View {
    var body: some View {
        ZStack {
            Color.blue
            Text("Hello")
                .frame(width: UIScreen.main.bounds.size.width * 0.8, height: UIScreen.main.bounds.size.height / 4)
        }
    }
}
