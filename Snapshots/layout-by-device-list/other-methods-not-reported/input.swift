import UIKit

final class FeedDataSource: NSObject {
    func logSelection(at indexPath: IndexPath) {
        print(indexPath, UIDevice.current.userInterfaceIdiom == .pad)
    }

    static let analyticsName = UIDevice.current.userInterfaceIdiom == .pad ? "feed-pad" : "feed-phone"
}
