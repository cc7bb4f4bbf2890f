/// A container the code at a use is handed, whose size can replace the main screen's: the
/// values of the `container` condition subject, one typed list for the rule language and the engine.
public enum ContainerKind: String, CaseIterable, Sendable {
    /// The `UIScrollView` parameter of a scroll view delegate method (`scrollViewDidScroll(_:)`).
    case scrollViewParameter = "scroll-view-parameter"
    /// The `collectionView` of a `UICollectionViewLayout` subclass (optional: it must be unwrapped).
    case collectionViewLayout = "collection-view-layout"
    /// The `containerView` of a `UIPresentationController` subclass (optional: it must be unwrapped).
    case presentationContainer = "presentation-container"
    /// `containerView` of the `UIViewControllerContextTransitioning` parameter of `animateTransition(using:)`.
    case transitionContainer = "transition-container"
    /// A `UIView` parameter named as the container (`in container: UIView`, `containerView: UIView`).
    case viewParameter = "view-parameter"
    /// A `CGSize` or `CGRect` parameter named as the container's size (`parentSize`, `containerSize`, `newBounds`).
    case sizeParameter = "size-parameter"
    /// An `NSCollectionLayoutEnvironment` parameter: its container's effective content size.
    case layoutEnvironment = "layout-environment"
    /// A stored property of a plain type (no view, view controller or SwiftUI view) typed as a
    /// view or a content-showing view controller (a coordinator's `navigationController`):
    /// nothing proves it is on screen when the code runs, so rules name it and never read it.
    case storedContainer = "stored-container"
    /// A `GeometryReader` in a `.background` or `.overlay`: it measures the view it decorates
    /// (in a `ScrollView`, the scrolling content), not the space around it; never a replacement.
    case backgroundReader = "background-reader"
}
