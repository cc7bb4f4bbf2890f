import UIKit

struct FeedViewModel {
    var posts: [String]

    func itemSize(at index: Int) -> CGSize {
        let screen = UIScreen.main.bounds.size
        return index == 0
            ? CGSize(width: screen.width, height: screen.height * 0.4)
            : CGSize(width: screen.width / 2, height: 160)
    }
}
