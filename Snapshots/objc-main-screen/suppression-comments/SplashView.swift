import UIKit

/// The Swift half of the app: nothing here reads the main screen.
final class SplashView: UIView {}
