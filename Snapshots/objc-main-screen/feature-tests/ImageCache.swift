import UIKit

/// The Swift half of the image code: nothing here reads the main screen.
final class ImageCache {
    var images: [String: UIImage] = [:]
}
