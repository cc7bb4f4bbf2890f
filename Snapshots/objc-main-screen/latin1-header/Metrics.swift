import UIKit

/// The Swift half of the app: nothing here reads the main screen.
enum Metrics {
    static let spacing: CGFloat = 8
}
