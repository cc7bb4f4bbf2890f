import SwiftUI

struct BadgeRow: View {
    var body: some View {
        ScrollView {
            Text("Row")
                .overlay {
                    GeometryReader { proxy in
                        Circle().frame(width: UIScreen.main.bounds.width / 10)
                    }
                }
        }
    }
}
