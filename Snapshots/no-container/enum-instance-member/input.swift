import UIKit

enum GridDensity {
    case compact, regular, spacious

    var columnCount: Int {
        let width = UIScreen.main.bounds.width
        switch self {
        case .compact: return Int(width / 90)
        case .regular: return Int(width / 120)
        case .spacious: return Int(width / 180)
        }
    }
}
