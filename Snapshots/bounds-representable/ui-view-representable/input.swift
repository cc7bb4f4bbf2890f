import SwiftUI

struct WebContentView: UIViewRepresentable {
    let html: String

    func makeUIView(context: Context) -> UIScrollView {
        let scrollView = UIScrollView(frame: UIScreen.main.bounds)
        scrollView.showsHorizontalScrollIndicator = false
        return scrollView
    }

    func updateUIView(_ uiView: UIScrollView, context: Context) {
        uiView.contentSize = CGSize(width: UIScreen.main.bounds.width, height: 2000)
    }
}
