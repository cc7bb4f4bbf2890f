import SwiftUI

struct ArticleView: View {
    @State private var reachedEnd = false

    var body: some View {
        ScrollView {
            VStack(spacing: 12) {
                Text("Title")
                Text("Body")
            }
            .background(GeometryReader { proxy in
                Color.clear.onAppear {
                    reachedEnd = proxy.frame(in: .global).maxY <= UIScreen.main.bounds.height
                }
            })
        }
    }
}
