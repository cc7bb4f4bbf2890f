import SwiftUI

struct TimelineView: View {
    let events: [String]

    private var hairline: CGFloat { 1 / UIScreen.main.scale }

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(events, id: \.self) { event in
                HStack(alignment: .top) {
                    Rectangle()
                        .fill(Color.gray)
                        .frame(width: hairline)
                    Text(event)
                        .padding(.vertical, 6)
                }
            }
        }
    }
}
