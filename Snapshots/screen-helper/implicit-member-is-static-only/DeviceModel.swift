import UIKit

/// Device models by identifier; a case shares its name with the UIDevice property.
enum DeviceModel {
    case isNotchedPhone
    case other

    static let byIdentifier: [String: DeviceModel] = [
        "iPhone10,3": .isNotchedPhone,
        "iPhone10,6": .isNotchedPhone,
    ]
}

final class BannerView: UIView {
    var compact = false

    func adjust() {
        compact = UIDevice.current.isNotchedPhone
    }
}
