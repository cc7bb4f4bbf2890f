import UIKit

final class SparklineView: UIView {
    private let lineLayer = CAShapeLayer()
    private var observers: [() -> Void] = []

    func startObserving(_ store: SampleStore) {
        store.onChange { [unowned self] in
            lineLayer.rasterizationScale = UIScreen.main.scale
            setNeedsLayout()
        }
        observers.append { [self] in
            lineLayer.contentsScale = UIScreen.main.scale
        }
    }
}

final class SampleStore {
    func onChange(_ handler: @escaping () -> Void) {}
}
