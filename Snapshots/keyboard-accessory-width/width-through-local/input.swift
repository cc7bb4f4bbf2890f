import UIKit

final class DateField: UIView {
    let field = UITextField()
    let note = UITextField()

    override init(frame: CGRect) {
        super.init(frame: frame)
        field.setPicker()
        note.setBanner(in: self)
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}

private extension UITextField {
    func setPicker() {
        let screenWidth = UIScreen.main.bounds.width
        let picker = UIView(frame: CGRect(x: 0, y: 0, width: screenWidth, height: 216))
        inputView = picker
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: screenWidth, height: 44))
        inputAccessoryView = toolbar
    }

    func setBanner(in host: UIView) {
        let screenWidth = UIScreen.main.bounds.width
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: screenWidth, height: 44))
        inputAccessoryView = toolbar
        let banner = UIView(frame: CGRect(x: 0, y: 0, width: screenWidth, height: 20))
        host.addSubview(banner)
    }
}
