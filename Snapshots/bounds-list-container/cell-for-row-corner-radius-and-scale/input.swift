import UIKit

protocol PhotoThumbnailing {
    func thumbnail(named name: String, pixelWidth: CGFloat) -> UIImage?
}

final class PhotoFeedViewController: UIViewController, UITableViewDataSource {
    private let feedTable = UITableView(frame: .zero, style: .plain)
    private var photoNames: [String] = []
    var thumbnails: PhotoThumbnailing?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(feedTable)
        feedTable.dataSource = self
        feedTable.register(UITableViewCell.self, forCellReuseIdentifier: "photo")
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        photoNames.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "photo", for: indexPath)
        let pixelWidth = 60 * UIScreen.main.scale
        cell.imageView?.image = thumbnails?.thumbnail(named: photoNames[indexPath.row], pixelWidth: pixelWidth)
        cell.imageView?.layer.cornerRadius = UIScreen.main.bounds.width / 40
        return cell
    }
}
