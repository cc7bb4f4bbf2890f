import UIKit

final class Pulse {
    var targetRate = 60

    func start() {
        targetRate = UIScreen.main.maximumFramesPerSecond
    }
}
