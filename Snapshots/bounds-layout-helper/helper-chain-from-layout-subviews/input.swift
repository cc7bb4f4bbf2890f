import UIKit

final class ReceiptView: UIView {
    private var rows: [UILabel] = []

    override func layoutSubviews() {
        super.layoutSubviews()
        layoutRows()
    }

    private func layoutRows() {
        for (index, row) in rows.enumerated() {
            row.frame = CGRect(x: 8, y: CGFloat(index) * 24, width: rowWidth(), height: 24)
        }
        rows.first?.preferredMaxLayoutWidth = UIScreen.main.bounds.width
    }

    private func rowWidth() -> CGFloat {
        UIScreen.main.bounds.width - 16
    }
}
