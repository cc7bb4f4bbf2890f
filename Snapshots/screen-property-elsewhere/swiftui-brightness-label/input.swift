import SwiftUI

struct BoardingPassView: View {
    var body: some View {
        VStack {
            Text("\(Int(UIScreen.main.brightness * 100))%")
            Button("Brighten") {
                UIScreen.main.brightness = 1.0
            }
        }
    }
}
