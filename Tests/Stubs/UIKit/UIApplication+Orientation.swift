// API stub of the application-wide orientation UIKit deprecated for scenes (declarations only).
// On iOS it is deprecated since 13.0 ("Use the interfaceOrientation property of the window
// scene instead."); it is deprecated for every platform here so that a use warns on Linux too.

extension UIApplication {
    @available(*, deprecated, message: "Use the interfaceOrientation property of the window scene instead")
    public var statusBarOrientation: UIInterfaceOrientation { .portrait }
}
