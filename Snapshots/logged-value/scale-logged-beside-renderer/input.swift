import UIKit

extension UIImage {
    func resized(toWidth width: CGFloat) -> UIImage {
        let size = CGSize(width: width, height: self.size.height * width / self.size.width)
        let image = UIGraphicsImageRenderer(size: size).image { _ in
            self.draw(in: CGRect(origin: .zero, size: size))
        }
        print("screen scale: \(UIScreen.main.scale)")
        return image
    }
}
