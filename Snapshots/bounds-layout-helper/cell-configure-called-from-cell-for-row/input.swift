import UIKit

struct Product {
    let name: String
    let imageName: String
}

final class ProductCell: UITableViewCell {
    private let productImageView = UIImageView(frame: .zero)
    private let nameLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(productImageView)
        contentView.addSubview(nameLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(with product: Product) {
        nameLabel.text = product.name
        productImageView.image = UIImage(named: product.imageName)
        let side = UIScreen.main.bounds.width * 0.25
        productImageView.frame = CGRect(x: 16, y: 8, width: side, height: side)
        nameLabel.frame = CGRect(x: side + 32, y: 8, width: 200, height: 22)
    }
}

final class ProductListViewController: UIViewController, UITableViewDataSource {
    private let tableView = UITableView(frame: .zero, style: .plain)
    private var products: [Product] = []

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        products.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let cell = tableView.dequeueReusableCell(withIdentifier: "product", for: indexPath) as? ProductCell else {
            return UITableViewCell()
        }
        cell.configure(with: products[indexPath.row])
        return cell
    }
}
