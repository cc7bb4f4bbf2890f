import UIKit

final class MapLegendController: UITableViewController {
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "legend", for: indexPath)
        let screenSize: CGRect = UIScreen.main.bounds
        let screenWidth = screenSize.width
        if UIDevice.current.userInterfaceIdiom == .pad || screenWidth <= 320 {
            cell.imageView?.frame = CGRect(x: 16, y: 20, width: 290, height: 400)
        }
        return cell
    }
}
