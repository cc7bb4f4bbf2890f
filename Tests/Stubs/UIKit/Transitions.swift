// API stub of UIKit's custom transitions and content containers (declarations only).

/// Stub of UIKit's content container protocol (view controllers and presentation controllers adopt it).
public protocol UIContentContainer: AnyObject {
    var preferredContentSize: CGSize { get }
}

extension UIViewController: UIContentContainer {}

/// Stub of the keys for a transition's views.
public struct UITransitionContextViewKey: Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let from = UITransitionContextViewKey(rawValue: "from")
    public static let to = UITransitionContextViewKey(rawValue: "to")
}

/// Stub of the keys for a transition's view controllers.
public struct UITransitionContextViewControllerKey: Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let from = UITransitionContextViewControllerKey(rawValue: "from")
    public static let to = UITransitionContextViewControllerKey(rawValue: "to")
}

/// Stub of the context UIKit hands a transition animator.
public protocol UIViewControllerContextTransitioning: AnyObject {
    var containerView: UIView { get }
    var isAnimated: Bool { get }
    var transitionWasCancelled: Bool { get }
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    func finalFrame(for vc: UIViewController) -> CGRect
    func completeTransition(_ didComplete: Bool)
}

/// Stub of a custom transition animator.
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
}

/// Stub of UIKit's percent-driven interactive transition.
open class UIPercentDrivenInteractiveTransition: NSObject {
    public override init() { super.init() }
    open var percentComplete: CGFloat { 0 }
    open var completionSpeed: CGFloat = 1
    open func update(_ percentComplete: CGFloat) {}
    open func cancel() {}
    open func finish() {}
}

/// Stub of a storyboard segue, created as it is performed.
open class UIStoryboardSegue: NSObject {
    public let identifier: String?
    public let source: UIViewController
    public let destination: UIViewController
    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        super.init()
    }
    open func perform() {}
}
