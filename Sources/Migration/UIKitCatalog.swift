import SourceModel

/// What screenmod knows of Apple's frameworks, as data for the type index: which names belong to
/// which kind. A name not listed here and not declared in the project stays unknown; nothing is
/// guessed from a name.
public enum UIKitCatalog {
    /// The views a table or collection view hands out and reuses: cells, headers and footers.
    static let reusableViews: Set<String> = [
        "UITableViewCell", "UICollectionViewCell", "UICollectionReusableView", "UITableViewHeaderFooterView",
    ]

    /// The table: one line per kind, `kind: Name Name …`.
    static let table = """
    view: UIView UIControl UIButton UILabel UIImageView UIScrollView UITableView UICollectionView \
    UITableViewCell UICollectionViewCell UICollectionReusableView UITableViewHeaderFooterView \
    UIStackView UITextField UITextView UIVisualEffectView UIWindow UINavigationBar UITabBar \
    UIToolbar UISearchBar UISlider UISwitch UIActivityIndicatorView UIPickerView UIDatePicker \
    UIProgressView UIPageControl UISegmentedControl UIStepper UIRefreshControl UIInputView \
    UIColorWell UIContentUnavailableView UICollectionViewListCell WKWebView MKMapView \
    MKAnnotationView MKMarkerAnnotationView SKView MTKView GLKView SCNView ARSCNView ARView \
    PKCanvasView PHLivePhotoView AVRoutePickerView
    view-controller: UIViewController UINavigationController UITabBarController \
    UITableViewController UICollectionViewController UIPageViewController UISplitViewController \
    UIAlertController UISearchController UIHostingController UIInputViewController \
    UIActivityViewController UIImagePickerController UIDocumentPickerViewController \
    UIReferenceLibraryViewController UIVideoEditorController UIFontPickerViewController \
    UIColorPickerViewController AVPlayerViewController SFSafariViewController \
    MFMailComposeViewController MFMessageComposeViewController PHPickerViewController \
    QLPreviewController CNContactViewController SKStoreProductViewController
    trait-environment: UITraitEnvironment UIPresentationController UIWindowScene \
    UIPopoverPresentationController UISheetPresentationController
    swiftui-view: View ViewModifier UIViewRepresentable UIViewControllerRepresentable \
    ButtonStyle PrimitiveButtonStyle ToggleStyle LabelStyle ProgressViewStyle GaugeStyle \
    GroupBoxStyle DisclosureGroupStyle ControlGroupStyle MenuStyle LabeledContentStyle FormStyle
    swiftui: App Scene Shape InsettableShape PreviewProvider
    screen: UIScreen
    helper: UIDevice UIApplication CGFloat CGSize CGRect CGPoint Double Float Int UIImage UIColor \
    UIFont UIEdgeInsets NSLayoutConstraint String Color Font Image Text Bundle UITraitCollection
    plain: NSObject Codable Decodable Encodable Equatable Hashable Identifiable Comparable \
    ObservableObject Sendable Error LocalizedError CustomStringConvertible \
    CustomDebugStringConvertible CaseIterable RawRepresentable Collection Sequence \
    ExpressibleByStringLiteral NSCoding NSSecureCoding NSCopying UIResponder \
    UIApplicationDelegate UIWindowSceneDelegate UISceneDelegate XCTestCase Date UserDefaults \
    NSAttributedString Optional Array Dictionary Set URL Data Notification NotificationCenter \
    Operation OperationQueue DispatchQueue Timer JSONDecoder JSONEncoder AnyObject \
    UIScrollViewDelegate \
    UITableViewDelegate UITableViewDataSource UITableViewDataSourcePrefetching \
    UICollectionViewDelegate UICollectionViewDataSource UICollectionViewDelegateFlowLayout \
    UICollectionViewDataSourcePrefetching UIGestureRecognizerDelegate UISearchBarDelegate \
    UISearchResultsUpdating UITextFieldDelegate UITextViewDelegate UINavigationControllerDelegate \
    UIImagePickerControllerDelegate UIAdaptivePresentationControllerDelegate \
    UIViewControllerTransitioningDelegate UIPopoverPresentationControllerDelegate \
    UIDocumentPickerDelegate WKNavigationDelegate WKUIDelegate WKScriptMessageHandler \
    SFSafariViewControllerDelegate MFMailComposeViewControllerDelegate \
    UNUserNotificationCenterDelegate CLLocationManagerDelegate SKNode SKScene SKSpriteNode \
    SKLabelNode SKShapeNode SKEmitterNode SKCameraNode SKCropNode SKEffectNode SCNNode SCNScene \
    UIPercentDrivenInteractiveTransition UIViewControllerAnimatedTransitioning \
    UIViewControllerInteractiveTransitioning UIViewPropertyAnimator UIDynamicAnimator \
    UIDynamicBehavior UIFeedbackGenerator UIImpactFeedbackGenerator UINotificationFeedbackGenerator \
    UIStoryboardSegue UICollectionViewLayout UICollectionViewFlowLayout \
    UICollectionViewCompositionalLayout UICollectionViewTransitionLayout \
    UICollectionViewLayoutAttributes UICollectionViewLayoutInvalidationContext \
    UICollectionViewFlowLayoutInvalidationContext UIGestureRecognizer UITapGestureRecognizer \
    UIPanGestureRecognizer UILongPressGestureRecognizer UIPinchGestureRecognizer \
    UISwipeGestureRecognizer UIScreenEdgePanGestureRecognizer UIBarButtonItem UIBarItem \
    UITabBarItem UINavigationItem UILayoutGuide UIBezierPath UIDocument UIActivity \
    UIActivityItemProvider UIMotionEffect UIInterpolatingMotionEffect NSTextContainer \
    NSLayoutManager NSTextStorage CADisplayLink
    """

    /// Core Animation's layers, plain types to the index (no trait collection, no window): a
    /// layer draws at the scale its host view gives it.
    static let layers: Set<String> = ["CALayer", "CAShapeLayer", "CAGradientLayer", "CATextLayer",
                                      "CAReplicatorLayer", "CAEmitterLayer", "AVPlayerLayer"]

    /// The catalog the project's type index resolves names with, parsed once from `table`.
    public static let standard: FrameworkCatalog = {
        // Split as bytes: by `Character`, the split took about 0.2 ms of every run's start-up.
        var kinds: [String: FrameworkKind] = [:]
        for line in table.utf8.split(separator: UInt8(ascii: "\n")) {
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")),
                  let kind = FrameworkKind(rawValue: String(Substring(line[..<colon]))) else { continue }
            for name in line[line.index(after: colon)...].split(separator: UInt8(ascii: " ")) {
                kinds[String(Substring(name))] = kind
            }
        }
        for name in layers { kinds[name] = .plain }
        return FrameworkCatalog(kinds: kinds, modules: ["UIKit", "SwiftUI", "Foundation", "WebKit", "MapKit", "SpriteKit", "SceneKit"])
    }()
}

extension TypeIndex {
    /// Whether the project declares its own top-level type named `UIScreen` (then no `UIScreen`
    /// in it is UIKit's). A nested one only shadows UIKit's inside the type that nests it.
    var declaresOwnUIScreen: Bool { types["UIScreen"]?.contains { $0.outerTypes.isEmpty } ?? false }

    /// Qualified names of the types that nest their own `UIScreen`, e.g. `Design` for
    /// `enum Design { struct UIScreen … }`: inside them (and their extensions) `UIScreen` is that type.
    var typesNestingUIScreen: Set<String> {
        Set((types["UIScreen"] ?? []).filter { !$0.outerTypes.isEmpty }.map { $0.outerTypes.joined(separator: ".") })
    }
}
