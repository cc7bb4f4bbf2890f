import UIKit
import SwiftUI

struct VideoPlayer: UIViewRepresentable {
    func makeUIView(context: Context) -> UIView {
        return VideoLayerView()
    }

    func updateUIView(_ uiView: UIView, context: Context) {}
}

final class VideoLayerView: UIView {
    let videoLayer = CALayer()

    override func didMoveToSuperview() {
        super.didMoveToSuperview()
        layer.addSublayer(videoLayer)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let unit = UIScreen.main.bounds.width
        videoLayer.frame = CGRect(x: -unit * 0.1, y: 0, width: unit * 0.8, height: unit * 1.2)
    }
}
