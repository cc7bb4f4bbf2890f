import UIKit

enum DeviceClass {
    case compact, regular, plus, unknown

    static func current() -> DeviceClass {
        let side = UIScreen.main.bounds.height
        switch side {
        case 568: return .compact
        case 667: return .regular
        case 736: return .plus
        default: return .unknown
        }
    }
}
