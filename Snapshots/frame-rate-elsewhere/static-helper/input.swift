import UIKit

enum Display {
    static func preferredFrameRate() -> Int { UIScreen.main.maximumFramesPerSecond }
}
