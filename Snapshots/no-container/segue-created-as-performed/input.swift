import UIKit

final class ZoomSegue: UIStoryboardSegue {
    private let origin: CGPoint

    override init(identifier: String?, source: UIViewController, destination: UIViewController) {
        origin = CGPoint(x: UIScreen.main.bounds.midX, y: UIScreen.main.bounds.midY)
        super.init(identifier: identifier, source: source, destination: destination)
    }

    override func perform() {
        destination.view.center = origin
        source.present(destination, animated: true)
    }
}
