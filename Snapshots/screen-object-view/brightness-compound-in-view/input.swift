import UIKit

final class BrightnessStepperView: UIView {
    private let plusButton = UIButton(type: .system)
    private let minusButton = UIButton(type: .system)

    func stepUp() {
        UIScreen.main.brightness += 0.05
    }

    func stepDown() {
        UIScreen.main.brightness -= 0.05
    }
}
