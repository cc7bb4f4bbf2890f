import UIKit

enum DeviceModel {
    static var isTallPhone: Bool {
        UIScreen.main.bounds.height * UIScreen.main.scale == 2436
    }
}
