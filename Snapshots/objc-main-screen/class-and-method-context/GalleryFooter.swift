import UIKit

/// The Swift half of the gallery: nothing here reads the main screen.
final class GalleryFooter: UIView {}
