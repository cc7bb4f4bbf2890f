/// What a framework type is, for deciding which replacement fits.
public enum FrameworkKind: String, Sendable, Equatable, CaseIterable {
    /// UIView and its subclasses.
    case view
    /// UIViewController and its subclasses.
    case viewController = "view-controller"
    /// Other UITraitEnvironment types (presentation controllers, window scenes).
    case traitEnvironment = "trait-environment"
    /// SwiftUI's `View` protocol and the view-like protocols whose conformers read the
    /// environment through `@Environment` properties: ViewModifier and the UIKit representables.
    case swiftUIView = "swiftui-view"
    /// Other SwiftUI protocols: App, Scene, Shape.
    case swiftUI = "swiftui"
    /// UIKit's `UIScreen`.
    case screen
    /// Value and utility types that projects extend with screen helpers (UIDevice, CGFloat).
    case helper
    /// Types known to have no view, traits or screen (NSObject, Codable, Equatable…).
    case plain
}

/// Framework knowledge as data: which names belong to which kind. A name not listed here
/// and not declared in the project stays unknown; nothing is guessed from a name.
public enum FrameworkTypes {
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
    swiftui-view: View ViewModifier UIViewRepresentable UIViewControllerRepresentable
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
    CALayer CAShapeLayer CAGradientLayer CATextLayer CAReplicatorLayer UIScrollViewDelegate \
    UITableViewDelegate UITableViewDataSource UITableViewDataSourcePrefetching \
    UICollectionViewDelegate UICollectionViewDataSource UICollectionViewDelegateFlowLayout \
    UICollectionViewDataSourcePrefetching UIGestureRecognizerDelegate UISearchBarDelegate \
    UISearchResultsUpdating UITextFieldDelegate UITextViewDelegate UINavigationControllerDelegate \
    UIImagePickerControllerDelegate UIAdaptivePresentationControllerDelegate \
    UIViewControllerTransitioningDelegate UIPopoverPresentationControllerDelegate \
    UIDocumentPickerDelegate WKNavigationDelegate WKUIDelegate WKScriptMessageHandler \
    SFSafariViewControllerDelegate MFMailComposeViewControllerDelegate \
    UNUserNotificationCenterDelegate CLLocationManagerDelegate
    """

    /// Name -> kind, parsed once from `table`.
    static let kinds: [String: FrameworkKind] = {
        var result: [String: FrameworkKind] = [:]
        for line in table.split(separator: "\n") {
            guard let colon = line.firstIndex(of: ":"),
                  let kind = FrameworkKind(rawValue: String(line[..<colon])) else { continue }
            for name in line[line.index(after: colon)...].split(separator: " ") {
                result[String(name)] = kind
            }
        }
        return result
    }()

    /// The kind of a framework type name (module prefixes such as `UIKit.` are ignored).
    public static func kind(of name: String) -> FrameworkKind? {
        if let dot = name.lastIndex(of: "."), ["UIKit", "SwiftUI", "Foundation", "WebKit", "MapKit"]
            .contains(String(name[..<dot])) {
            return kinds[String(name[name.index(after: dot)...])]
        }
        return kinds[name]
    }
}
