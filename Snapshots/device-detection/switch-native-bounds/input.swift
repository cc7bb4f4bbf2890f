import UIKit

enum DeviceModel: String {
    case se, standard, plus, x, unknown

    static var current: DeviceModel {
        switch UIScreen.main.nativeBounds.height {
        case 1136: return .se
        case 1334: return .standard
        case 1920, 2208: return .plus
        case 2436: return .x
        default: return .unknown
        }
    }
}
