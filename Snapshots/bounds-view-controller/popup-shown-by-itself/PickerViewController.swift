import UIKit

final class SoundPicker: UIView {
    func show() {}
}

final class PickerViewController: UIViewController {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        let picker = SoundPicker(frame: CGRect(x: 0, y: 0, width: UIScreen.main.bounds.size.width, height: 300))
        picker.show()
    }
}
