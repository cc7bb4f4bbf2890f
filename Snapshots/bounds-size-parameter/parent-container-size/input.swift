import UIKit

final class CardPresentationController: UIPresentationController {
    override func size(forChildContentContainer container: any UIContentContainer,
                       withParentContainerSize parentSize: CGSize) -> CGSize {
        CGSize(width: UIScreen.main.bounds.width, height: UIScreen.main.bounds.size.height * 0.6)
    }
}
