import SwiftUI
import UIKit

struct OnboardingPage: View {
    let title: String

    var body: some View {
        Text(title)
            .frame(width: UIScreen.main.bounds.width)
    }
}
