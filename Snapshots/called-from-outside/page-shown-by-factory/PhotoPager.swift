import UIKit

final class PhotoPager {
    func makePage(size: CGSize) -> PhotoPageController {
        let page = PhotoPageController()
        page.show(photoSize: size)
        return page
    }
}
