import SwiftUI

struct OnboardingPager: View {
    let titles: [String]

    var body: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            HStack(spacing: 0) {
                ForEach(titles, id: \.self) { OnboardingPage(title: $0) }
            }
        }
    }
}
