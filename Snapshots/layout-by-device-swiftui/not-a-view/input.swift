import SwiftUI
import UIKit

struct DeviceInfo {
    var isPad: Bool { UIDevice.current.userInterfaceIdiom == .pad }
}

final class SessionModel {
    let platform = UIDevice.current.userInterfaceIdiom == .pad ? "iPad" : "iPhone"
}
