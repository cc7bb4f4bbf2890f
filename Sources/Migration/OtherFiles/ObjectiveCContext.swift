import SourceModel

/// Where a use of the main screen sits in Objective-C: the class whose `@implementation` holds
/// it, what kind of object that class is, and the method it is in. Found from the file alone:
/// advice names the place a person must change, and never claims more than the file shows.
struct ObjectiveCContext: Equatable, Sendable {
    /// What the class is, as far as the file shows.
    enum Kind: Equatable, Sendable {
        /// A `UIViewController`: its superclass, a method only a controller has
        /// (`viewDidLoad`, `viewDidLayoutSubviews`, …) or a name ending in `ViewController`.
        case viewController
        /// A table or collection view cell (`prepareForReuse`, `initWithStyle:reuseIdentifier:`).
        case cell
        /// A `UIView` (`layoutSubviews`, `drawRect:`, `initWithFrame:`, a UIKit view superclass).
        case view
        /// A collection view layout (`UICollectionViewFlowLayout`, `prepareLayout`): it lays out inside
        /// its collection view, which it reaches as `self.collectionView`.
        case collectionViewLayout
        /// A presentation controller (`UIPresentationController`, `frameOfPresentedViewInContainerView`): it
        /// lays out the presented view inside its container view, `self.containerView`.
        case presentationController
        /// A direct subclass of `NSObject` or another Foundation class (`NSOperation`): no view of its own.
        case object
        /// The application delegate (a name ending in `AppDelegate`, or
        /// `application:didFinishLaunchingWithOptions:`): it makes windows, and has no view.
        case appDelegate
    }

    /// The class of the `@implementation` (a category's class), nil in a C function or outside any.
    var className: String?
    /// Whether the `@implementation` is a category's (`@implementation UIImage (Round)`).
    var inCategory = false
    /// Whether the method, of a UIImage category, opens image contexts only at the image's own size.
    var drawsAtOwnSize = false
    /// The kind of `className`, nil where the file does not show it.
    var kind: Kind?
    /// The selector of the method holding the use (`viewDidLoad`, `initWithFrame:`), nil outside one.
    var selector: String?
    /// Whether that method is a class method (`+`), which has no view of its own.
    var isClassMethod = false
    /// Whether that method is handed a transition's context (`id<UIViewControllerContextTransitioning>`),
    /// whose container view is where the transition happens.
    var handsTransitionContext = false
    /// A view the method is handed (`(UIImageView *)imageView`): a view in reach, whatever the class is.
    var handedView: HandedView?
    /// The view an NSObject subclass keeps as its own (`@property UIView *view;`): what its instance
    /// methods lay out, so the object is not without a view (`ObjectiveCClasses.heldView(of:)`).
    var heldView: HandedView?
    /// A method of the class that adds the view this statement sizes to a view other than its own.
    var otherHost: OtherHost?
    /// The method that adds this class's content to the key window, where what a use sizes lives.
    var windowHost: WindowHost?
    /// Whether the statement holding the use sets the object's own frame or bounds (`self.frame =
    /// …`, `[self setFrame:…]`): a view's bounds follow from that line, so they cannot replace it.
    var setsOwnFrame = false
    /// Whether the class is a window (`UIWindow`, a subclass, or a category on it): its own frame is
    /// a window's frame, which its window scene sets.
    var isWindow = false
    /// Whether the statement holding the use sets the controller's own root view, its frame or bounds,
    /// or declares the view that becomes it (`ObjectiveCStatement.setsRootView`, `declaresRootView`).
    var setsRootView = false
    /// Whether the method handles an action or a gesture: it returns `IBAction`, or is handed a
    /// `sender` or a gesture recognizer. UIKit calls it while the view is on screen and laid out.
    var handlesEvent = false
    /// Where the statement holding the use opens an image context with the screen's size: the view the
    /// method then renders into it (`self.window`), or "" where the method renders none it names.
    var imageOf: String?
    /// The constraint whose constant the statement holding the use sets, where a method of the class
    /// animates it: the value is a state of that animation.
    var animatedConstraint: AnimatedConstraint?
    /// Whether the statement holding the use converts between views' coordinates (`convertRect:toView:`).
    var convertsCoordinates = false
    /// Whether the value the use reads ends as text (`ObjectiveCStatement.endsInText`): a description, not a layout.
    var endsInText = false
    /// The local the statement holding the use declares, when nothing after it in the method reads it.
    var unreadLocal: String?
    /// The table slot whose view the value is the frame's width of (`ObjectiveCStatement.tableEdgeWidth`).
    var tableEdge: String?
    /// The view of a controller that contains this one whose frame the statement sets
    /// (`ObjectiveCStatement.containerViewFramed`).
    var containerFramed: String?
    /// Whether the statement sets or tests the view's own origin (`ObjectiveCStatement.meetsOwnOrigin`).
    var meetsOwnOrigin = false
    /// The view whose frame or centre the statement sets and Masonry constraints later in the method
    /// replace (`ObjectiveCStatement.masonryReplacement`), with the line of those constraints.
    var masonryPinned: MasonryPinned?
    /// Where the value ends in a video's frames (`VideoFrames`): the name that says so and its line.
    var videoFrame: VideoFrame?

    /// Whether the method is in a category on one of UIKit's classes (`@implementation UIView (Shadow)`): it
    /// runs on views other code makes, and cannot override their layout or window callbacks.
    var categoryOnUIKit: Bool {
        inCategory && className.flatMap(Self.kind(ofUIKitClass:)) != nil
    }

    /// Whether the code has no view of its own: outside any method (a C function or a constant), in a
    /// class method, or in the app delegate or an NSObject subclass that keeps no view.
    var hasNoViewOfItsOwn: Bool {
        methodName == nil || isClassMethod || (kind == .object && heldView == nil) || kind == .appDelegate
    }

    /// A parameter whose declared type is one of UIKit's views.
    struct HandedView: Equatable, Sendable {
        var name: String
        var type: String

        /// `UIView` and UIKit's views and controls (`UIImageView`, `UIButton`, `UITableViewCell`).
        static func isViewType(_ type: String) -> Bool {
            guard type.hasPrefix("UI") else { return false }
            return ["View", "Button", "Label", "Field", "Cell", "Bar", "Control", "Switch", "Slider"].contains { type.hasSuffix($0) }
        }
    }

    /// A constraint a method animates (`menuOffset`, animated at line 80 of `-[Menu viewWillAppear:]`).
    /// A name that makes a value a video's size or a layer's scale in a video (`AVVideoWidthKey`), and its line.
    struct VideoFrame: Equatable, Sendable {
        var name: String
        var line: Int
    }

    struct AnimatedConstraint: Equatable, Sendable {
        var name: String
        var line: Int
        var method: String
    }

    /// A method that puts content into the key window (`[keyWindow addSubview:…]`).
    struct WindowHost: Equatable, Sendable {
        /// The method as Objective-C writes it.
        var method: String
        /// The line that names the key window.
        var line: Int
        /// Whether it is the method holding the use.
        var isHoldingMethod: Bool
    }

    /// The method as Objective-C writes it: `-[Photo setup]`, `+[Photo scale]`.
    struct MasonryPinned: Equatable, Sendable {
        var view: String
        var member: String
        var line: Int
    }

    var methodName: String? {
        guard let selector else { return nil }
        return "\(isClassMethod ? "+" : "-")[\(className ?? "?") \(selector)]"
    }
}

extension ObjectiveCContext {
    /// The methods only a view controller has, only a cell has, and only a view has.
    static let controllerSelectors: Set<String> = [
        "viewDidLoad", "loadView", "viewWillAppear:", "viewDidAppear:", "viewWillLayoutSubviews",
        "viewDidLayoutSubviews", "viewSafeAreaInsetsDidChange", "preferredStatusBarStyle",
        "viewWillTransitionToSize:withTransitionCoordinator:", "initWithNibName:bundle:"]
    static let cellSelectors: Set<String> = ["prepareForReuse", "initWithStyle:reuseIdentifier:"]
    /// UIKit's collection view layouts, and the methods only a layout overrides.
    static let layoutClasses: Set<String> = ["UICollectionViewLayout", "UICollectionViewFlowLayout",
                                             "UICollectionViewCompositionalLayout", "UICollectionViewTransitionLayout"]
    static let layoutSelectors: Set<String> = ["prepareLayout", "layoutAttributesForElementsInRect:",
                                               "collectionViewContentSize", "shouldInvalidateLayoutForBoundsChange:"]
    /// UIKit's presentation controllers, and the methods only one overrides.
    static let presentationClasses: Set<String> = ["UIPresentationController", "UIPopoverPresentationController",
                                                   "UISheetPresentationController"]
    static let presentationSelectors: Set<String> = ["frameOfPresentedViewInContainerView", "presentationTransitionWillBegin",
                                                     "containerViewWillLayoutSubviews", "dismissalTransitionWillBegin"]
    static let viewSelectors: Set<String> = [
        "layoutSubviews", "drawRect:", "initWithFrame:", "didMoveToWindow", "willMoveToSuperview:",
        "didMoveToSuperview", "sizeThatFits:", "intrinsicContentSize"]

    /// The kind a UIKit superclass (or a category's class) names, by the catalogue the type
    /// index uses; nil for any other name.
    static func kind(ofUIKitClass name: String) -> Kind? {
        if UIKitCatalog.reusableViews.contains(name) { return .cell }
        if layoutClasses.contains(name) { return .collectionViewLayout }
        if presentationClasses.contains(name) { return .presentationController }
        switch UIKitCatalog.standard.kind(of: name) {
        case .viewController?: return .viewController
        case .view?: return .view
        default: return nil
        }
    }

    /// The kind of class `name` from its superclass in the file, the methods it defines, or, last,
    /// the ending of its own name (`…ViewController`, `…Cell`, `…View`).
    static func kind(of name: String, superclass: String?, selectors: Set<String>) -> Kind? {
        if let found = kind(ofUIKitClass: name) ?? superclass.flatMap(kind(ofUIKitClass:)) { return found }
        if name.hasSuffix("AppDelegate") || selectors.contains("application:didFinishLaunchingWithOptions:") {
            return .appDelegate
        }
        // Foundation's classes (`NSObject`, `NSOperation`, `NSProxy`) are never views.
        if superclass?.hasPrefix("NS") == true { return .object }
        if !selectors.isDisjoint(with: layoutSelectors) { return .collectionViewLayout }
        if !selectors.isDisjoint(with: presentationSelectors) { return .presentationController }
        if !selectors.isDisjoint(with: cellSelectors) { return .cell }
        if !selectors.isDisjoint(with: controllerSelectors) { return .viewController }
        if !selectors.isDisjoint(with: viewSelectors) { return .view }
        for candidate in [name, superclass].compactMap({ $0 }) {
            if candidate.hasSuffix("ViewController") { return .viewController }
            if candidate.hasSuffix("Cell") { return .cell }
            if candidate.hasSuffix("View") { return .view }
        }
        return nil
    }
}
