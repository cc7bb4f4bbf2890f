import SwiftUI
import UIKit

struct DeviceInfo {
    var isPad: Bool { UIDevice.current.userInterfaceIdiom == .pad }
}

final class SessionModel {
    let platform = UIDevice.current.userInterfaceIdiom == .pad ? "iPad" : "iPhone"
}

struct OrientationLockToggle: View {
    @State private var locked = false
    @State private var saved = 0

    var body: some View {
        Text(locked ? "Locked" : "Unlocked")
            .onChange(of: locked) { _, isOn in
                saved = isOn ? UIDevice.current.orientation.rawValue : 0
            }
    }
}
