// API stub of UIKit's compositional layout (declarations only).

/// Stub of the container a compositional layout lays out in.
public protocol NSCollectionLayoutContainer: AnyObject {
    var contentSize: CGSize { get }
    var effectiveContentSize: CGSize { get }
    var contentInsets: NSDirectionalEdgeInsets { get }
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// Stub of the environment handed to a section provider.
public protocol NSCollectionLayoutEnvironment: AnyObject {
    var container: any NSCollectionLayoutContainer { get }
    var traitCollection: UITraitCollection { get }
}

/// The section provider closure type, as UIKit declares it.
public typealias UICollectionViewCompositionalLayoutSectionProvider =
    (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// Stub of compositional layout configuration.
open class UICollectionViewCompositionalLayoutConfiguration: NSObject {
    public override init() { super.init() }
    open var interSectionSpacing: CGFloat = 0
    open var scrollDirection: UICollectionViewFlowLayout.ScrollDirection = .vertical
}

/// Stub of UIKit's compositional layout.
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    public init(section: NSCollectionLayoutSection) { super.init() }
    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        super.init()
    }
    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) { super.init() }
    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
                configuration: UICollectionViewCompositionalLayoutConfiguration) { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// Stub of a layout dimension.
open class NSCollectionLayoutDimension: NSObject {
    open class func fractionalWidth(_ fractionalWidth: CGFloat) -> Self { self.init() }
    open class func fractionalHeight(_ fractionalHeight: CGFloat) -> Self { self.init() }
    open class func absolute(_ absoluteDimension: CGFloat) -> Self { self.init() }
    open class func estimated(_ estimatedDimension: CGFloat) -> Self { self.init() }
    public required override init() { super.init() }
}

/// Stub of a layout size.
open class NSCollectionLayoutSize: NSObject {
    public init(widthDimension width: NSCollectionLayoutDimension,
                heightDimension height: NSCollectionLayoutDimension) {
        super.init()
    }
}

/// Stub of layout spacing.
open class NSCollectionLayoutSpacing: NSObject {
    open class func fixed(_ fixedSpacing: CGFloat) -> Self { self.init() }
    open class func flexible(_ flexibleSpacing: CGFloat) -> Self { self.init() }
    public required override init() { super.init() }
}

/// Stub of a layout item.
open class NSCollectionLayoutItem: NSObject {
    public init(layoutSize: NSCollectionLayoutSize) { super.init() }
    open var contentInsets: NSDirectionalEdgeInsets = .zero
}

/// Stub of a layout group.
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self {
        self.init(layoutSize: layoutSize)
    }
    open class func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
                               count: Int) -> Self {
        self.init(layoutSize: layoutSize)
    }
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self {
        self.init(layoutSize: layoutSize)
    }
    public required override init(layoutSize: NSCollectionLayoutSize) { super.init(layoutSize: layoutSize) }
    open var interItemSpacing: NSCollectionLayoutSpacing?
}

/// Stub of orthogonal scrolling behaviours.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}

/// Stub of a layout section.
open class NSCollectionLayoutSection: NSObject {
    public init(group: NSCollectionLayoutGroup) { super.init() }
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    open var interGroupSpacing: CGFloat = 0
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
}
