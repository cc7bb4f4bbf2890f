import UIKit

struct CardMetrics {
    let width: CGFloat
    let height: CGFloat
    let cornerRadius: CGFloat

    init(aspectRatio: CGFloat = 1.6) {
        width = UIScreen.main.bounds.width - 32
        height = width / aspectRatio
        cornerRadius = 12
    }
}
