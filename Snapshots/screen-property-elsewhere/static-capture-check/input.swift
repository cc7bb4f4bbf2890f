import UIKit

enum Privacy {
    static var isRecording: Bool { UIScreen.main.isCaptured }
    static func preferredFrameRate() -> Int { UIScreen.main.maximumFramesPerSecond }
}
