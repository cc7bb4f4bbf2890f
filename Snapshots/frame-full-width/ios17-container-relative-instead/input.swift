import SwiftUI
import UIKit

struct WelcomeView: View {
    var body: some View {
        VStack(spacing: 12) {
            Image(systemName: "star")
                .frame(width: UIScreen.main.bounds.width)
            Text("Welcome")
                .frame(width: UIScreen.main.bounds.size.width, alignment: .leading)
        }
    }
}
