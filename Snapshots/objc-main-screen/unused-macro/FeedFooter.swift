import UIKit

/// The Swift half of the feed: nothing here reads the main screen.
final class FeedFooter: UIView {}
