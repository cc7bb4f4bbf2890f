import SwiftUI
import UIKit

struct WelcomeEntry: View {
    let headline: String

    var body: some View {
        VStack {
            Text(headline)
                .frame(width: UIScreen.main.bounds.width)
        }
    }
}
