import SwiftUI
struct Feed: View {
    var body: some View {
        GeometryReader { geo in
            VStack {
                Text("a")
                    .frame(width: min(geo.size.width, UIScreen.main.bounds.width))
                Text("b")
                    .frame(width: max(UIScreen.main.bounds.width, geo.size.width) * 0.5)
                Text("c")
                    .frame(width: min(geo.size.width - 20, UIScreen.main.bounds.width))
            }
        }
    }
}
