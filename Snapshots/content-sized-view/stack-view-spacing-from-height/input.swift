import UIKit

extension OnboardingController {
    final class CardContentView: UIStackView {
        private let tight: CGFloat = 8
        private let loose: CGFloat = 16

        override func layoutSubviews() {
            super.layoutSubviews()
            let isShort = UIScreen.main.bounds.height <= 375
            applySpacing(isShort ? tight : loose)
        }

        private func applySpacing(_ amount: CGFloat) {
            spacing = amount
        }
    }
}

final class OnboardingController: UIViewController {}
