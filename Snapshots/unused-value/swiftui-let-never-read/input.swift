import SwiftUI

struct WaitingView: View {
    let screenWidth = UIScreen.main.bounds.width
    let screenHeight = UIScreen.main.bounds.height
    let usedWidth = UIScreen.main.bounds.width * 0.8

    var body: some View {
        Text("Waiting").frame(width: usedWidth)
    }
}
