import UIKit

final class PollViewController: UIViewController {
    private var comments: [String] = []

    func commentHeight(at index: Int) -> CGFloat {
        PollCommentCell.Layout.height(content: comments[index])
    }

    func feedHeight(of text: String) -> CGFloat {
        FeedCell.Layout.height(content: text)
    }
}
