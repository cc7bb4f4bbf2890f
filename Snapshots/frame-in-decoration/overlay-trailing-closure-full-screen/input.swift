import SwiftUI

struct Card: View {
    var body: some View {
        RoundedRectangle(cornerRadius: 12)
            .frame(height: 120)
            .overlay(alignment: .top) {
                Color.black.opacity(0.2)
                    .frame(width: UIScreen.main.bounds.width, alignment: .leading)
            }
    }
}

struct Feed: View {
    var body: some View { Card() }
}
