import UIKit

/// The Swift half of the player: nothing here reads the main screen.
final class PlayerControls: UIView {}
