import SwiftUI

public struct OnboardingCard: View {
    let title: String

    public var body: some View {
        VStack {
            Text(title).font(.title)
        }
        .frame(width: UIScreen.main.bounds.width * 0.75)
    }
}
