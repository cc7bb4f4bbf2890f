import SwiftUI
import UIKit

/// A vertical video pager: each page is one screen tall, and the coordinator finds the page shown.
struct ClipPager: UIViewRepresentable {
    let clips: [String]
    @Binding var current: Int

    func makeCoordinator() -> Coordinator {
        Coordinator(pager: self)
    }

    func makeUIView(context: Context) -> UIScrollView {
        let scroll = UIScrollView()
        scroll.isPagingEnabled = true
        scroll.delegate = context.coordinator
        scroll.contentSize = CGSize(width: UIScreen.main.bounds.width, height: UIScreen.main.bounds.height * CGFloat(clips.count))
        return scroll
    }

    func updateUIView(_ uiView: UIScrollView, context: Context) {}

    final class Coordinator: NSObject, UIScrollViewDelegate {
        let pager: ClipPager

        init(pager: ClipPager) {
            self.pager = pager
        }

        func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
            scrollView.setContentOffset(CGPoint(x: 0, y: UIScreen.main.bounds.height * CGFloat(pager.current)), animated: true)
        }
    }
}
