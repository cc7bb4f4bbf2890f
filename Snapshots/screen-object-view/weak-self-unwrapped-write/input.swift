import UIKit

final class ReaderPageView: UIView {
    private let store = BrightnessStore()

    func restoreBrightness() {
        store.load { [weak self] level in
            guard let self else { return }
            UIScreen.main.brightness = level
        }
    }
}

final class BrightnessStore {
    func load(_ completion: @escaping (CGFloat) -> Void) {
        completion(0.5)
    }
}
