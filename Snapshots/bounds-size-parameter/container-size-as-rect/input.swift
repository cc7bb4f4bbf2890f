import UIKit

final class PosterLayouter {
    let poster = UIView()

    func layout(containerSize: CGSize) {
        poster.frame = UIScreen.main.bounds
        poster.frame.size.width = UIScreen.main.bounds.width * 0.8
    }
}
