import SwiftUI

struct Dashboard: View {
    static func header(_ title: String) -> some View {
        GeometryReader { proxy in
            Text(title).frame(width: UIScreen.main.bounds.width - 32)
        }
    }

    var body: some View {
        VStack {
            Self.header("Today")
        }
    }
}
