import UIKit

final class SettingsDataSource: NSObject {
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        switch section {
        case 0 where tableView.traitCollection.userInterfaceIdiom == .pad:
            return NSLocalizedString("External Displays", comment: "")
        case 1:
            return UIDevice.current.userInterfaceIdiom == .phone ? NSLocalizedString("Haptics", comment: "") : nil
        default:
            return nil
        }
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        UIDevice.current.userInterfaceIdiom == .pad ? 64 : 44
    }
}
