import SwiftUI
import UIKit

struct IntroScreen: View {
    let screenWidth = UIScreen.main.bounds.size.width

    var body: some View {
        VStack {
            Text("Welcome")
            VideoPlayer()
                .frame(width: screenWidth * 0.6,
                       height: screenWidth * 0.9)
        }
    }
}
