//
//  ScreenUsesViewController.swift
//  A UIKit screen that still reads UIScreen.main in the ways real apps do.
//

import UIKit

/// Shows a header whose height follows the screen.
@MainActor
final class ScreenUsesViewController: UIViewController {
    private let headerView = UIView()
    private lazy var scale: CGFloat = UIScreen.main.scale
    weak var delegate: ScreenUsesDelegate?

    override func viewDidLoad() {
        super.viewDidLoad()
        let width = UIScreen.main.bounds.width
        let height = UIScreen.main.bounds.size.height * 0.25
        headerView.frame = CGRect(x: 0, y: 0, width: width, height: height)
        view.addSubview(headerView)
        // UIScreen.main in a comment must never be rewritten.
        print("UIScreen.main in a string is text, but \(UIScreen.main.nativeScale) is code")
        delegate?.screenUses(self, didLayout: headerView.frame)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let onePixel = 1 / max(UIScreen.main.scale, 1)
        headerView.layer.borderWidth = onePixel
        #if DEBUG
        assert(onePixel > 0, "a pixel has width")
        #endif
    }

    @objc private func didTapHeader(_ sender: UITapGestureRecognizer?) {
        guard let window = view.window, let screen = window.windowScene?.screen else { return }
        UIView.animate(withDuration: 0.25) { [weak self] in
            self?.headerView.alpha = screen.brightness > 0.5 ? 1.0 : 0.8
        }
    }
}

protocol ScreenUsesDelegate: AnyObject {
    func screenUses(_ controller: ScreenUsesViewController, didLayout frame: CGRect)
}
