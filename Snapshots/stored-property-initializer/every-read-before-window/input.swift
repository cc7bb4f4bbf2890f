import UIKit

final class ChatController: UIViewController {
    private let panelHeight = UIScreen.main.bounds.height
    private let inputBar = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(inputBar)
        placeInputBar()
    }

    private func placeInputBar() {
        inputBar.frame = CGRect(x: 0, y: panelHeight * 0.9, width: 320, height: panelHeight * 0.1)
    }
}

final class NewsCell: UITableViewCell {
    private let rowWidth = UIScreen.main.bounds.width
    private let titleLabel = UILabel()

    override func awakeFromNib() {
        super.awakeFromNib()
        titleLabel.frame = CGRect(x: 8, y: 8, width: rowWidth - 16, height: 20)
    }
}

final class BannerController: UIViewController {
    private let bannerWidth = UIScreen.main.bounds.width
    private let banner = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(banner)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        banner.frame.size.width = bannerWidth
    }
}

final class SheetView: UIView {
    var fillerHeight = UIScreen.main.bounds.height
    private let filler = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        setup()
    }

    required init?(coder: NSCoder) { fatalError() }

    private func setup() {
        addSubview(filler)
        [filler].forEach { view in
            view.frame.size.height = fillerHeight
        }
    }
}
