#if canImport(UIKit)
import UIKit
typealias PlatformView = UIView
#else
import AppKit
typealias PlatformView = NSView
#endif

final class SparklineView: PlatformView {
    var values: [CGFloat] = []

    override func layoutSubviews() {
        super.layoutSubviews()
        layer.contentsScale = UIScreen.main.scale
    }
}
