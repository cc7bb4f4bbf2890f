import SwiftUI

struct BadgeView: View {
    let title: String
    let screenWidth = UIScreen.main.bounds.width

    var body: some View {
        Text(title)
    }
}

extension BadgeView: Equatable {}
