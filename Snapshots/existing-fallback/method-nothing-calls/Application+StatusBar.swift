import UIKit

extension UIApplication {
    func paintStatusBar(color: UIColor, preferred: CGRect?) {
        let bar = UIView()
        let fallback = CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 20)
        bar.frame = preferred ?? fallback
        bar.backgroundColor = color
        windows.first?.addSubview(bar)
    }

    func paintNavigationBar(color: UIColor, preferred: CGRect?) {
        let bar = UIView()
        let fallback = CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 44)
        bar.frame = preferred ?? fallback
        bar.backgroundColor = color
    }
}

protocol Themed {
    func applyTheme(color: UIColor, preferred: CGRect?)
}

extension UIApplication: Themed {
    func applyTheme(color: UIColor, preferred: CGRect?) {
        let bar = UIView()
        bar.frame = preferred
            ?? CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 20)
        bar.backgroundColor = color
    }
}
