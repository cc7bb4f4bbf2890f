import UIKit

final class MapOverlayViewController: UIViewController {
    override func awakeFromNib() {
        super.awakeFromNib()
    }

    private let legendView = UIView()
    private var legendWidth: NSLayoutConstraint?
    private var isLegendExpanded = false

    override func viewDidLoad() {
        super.viewDidLoad()
        legendView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(legendView)
        let width = legendView.widthAnchor.constraint(equalToConstant: 120)
        width.isActive = true
        legendWidth = width
    }

    @IBAction func toggleLegend(_ sender: UIButton) {
        isLegendExpanded.toggle()
        legendWidth?.constant = isLegendExpanded ? UIScreen.main.bounds.width * 0.6 : 120
        sender.isSelected = isLegendExpanded
    }
}
