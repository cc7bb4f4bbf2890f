// API stub of UIKit's scroll, table and collection views (declarations only).

/// Stub of UIKit's scroll view delegate; methods are optional in UIKit, so the stub gives defaults.
public protocol UIScrollViewDelegate: AnyObject {
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                          targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
}

/// Stub of UIKit's scroll view.
open class UIScrollView: UIView {
    open var contentSize: CGSize = .zero
    open var contentOffset: CGPoint = .zero
    open var contentInset: UIEdgeInsets = .zero
    open var isPagingEnabled: Bool = false
    open var showsHorizontalScrollIndicator: Bool = true
    open var showsVerticalScrollIndicator: Bool = true
    open weak var delegate: (any UIScrollViewDelegate)?
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {}
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {}
}

/// Stub of UIKit's table view data source.
public protocol UITableViewDataSource: AnyObject {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
}

/// Stub of UIKit's table view delegate; methods are optional in UIKit, so the stub gives defaults.
public protocol UITableViewDelegate: UIScrollViewDelegate {
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
}

extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 44 }
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell,
                          forRowAt indexPath: IndexPath) {}
}

/// Stub of UIKit's table view.
open class UITableView: UIScrollView {
    /// Stub of table styles.
    public enum Style: Int, Sendable { case plain, grouped, insetGrouped }
    public init(frame: CGRect, style: UITableView.Style) { super.init(frame: frame) }
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open weak var dataSource: (any UITableViewDataSource)?
    open var rowHeight: CGFloat = 44
    open var estimatedRowHeight: CGFloat = 44
    open var separatorInset: UIEdgeInsets = .zero
    open var tableHeaderView: UIView?
    open var tableFooterView: UIView?
    open var backgroundView: UIView?
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {}
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell()
    }
    open func reloadData() {}
}

/// Stub of UIKit's table view cell.
open class UITableViewCell: UIView {
    /// Stub of cell styles.
    public enum CellStyle: Int, Sendable { case `default`, value1, value2, subtitle }
    public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) { super.init(frame: .zero) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    public override convenience init(frame: CGRect) { self.init(style: .default, reuseIdentifier: nil) }
    open var contentView: UIView { UIView() }
    open var backgroundView: UIView?
    open var textLabel: UILabel? { nil }
    open var imageView: UIImageView? { nil }
    open var separatorInset: UIEdgeInsets = .zero
    open func prepareForReuse() {}
}

/// Stub of UIKit's collection view layout.
open class UICollectionViewLayout: NSObject {
    public override init() { super.init() }
    /// Stub of the coder initializer (UIKit's layouts conform to NSCoding).
    public required init?(coder: NSCoder) { super.init() }
    open var collectionView: UICollectionView? { nil }
    open var collectionViewContentSize: CGSize { .zero }
    open func prepare() {}
    open func invalidateLayout() {}
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                  withScrollingVelocity velocity: CGPoint) -> CGPoint { proposedContentOffset }
}

/// Stub of the attributes a collection view layout gives each item.
open class UICollectionViewLayoutAttributes: NSObject {
    public convenience init(forCellWith indexPath: IndexPath) { self.init() }
    open var frame: CGRect = .zero
    open var size: CGSize = .zero
}

/// Stub of UIKit's flow layout.
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// Stub of scroll directions.
    public enum ScrollDirection: Int, Sendable { case vertical, horizontal }
    open var itemSize: CGSize = .zero
    open var estimatedItemSize: CGSize = .zero
    open var minimumLineSpacing: CGFloat = 10
    open var minimumInteritemSpacing: CGFloat = 10
    open var sectionInset: UIEdgeInsets = .zero
    open var scrollDirection: ScrollDirection = .vertical
    open var headerReferenceSize: CGSize = .zero
    open var footerReferenceSize: CGSize = .zero
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: 0)
}

/// Stub of UIKit's collection view data source.
public protocol UICollectionViewDataSource: AnyObject {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
}

/// Stub of UIKit's collection view delegate; methods are optional in UIKit, so the stub gives defaults.
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
                        forItemAt indexPath: IndexPath)
}

extension UICollectionViewDelegate {
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
                               forItemAt indexPath: IndexPath) {}
}

/// Stub of UIKit's flow layout delegate; methods are optional in UIKit, so the stub gives defaults.
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
    public func collectionView(_ collectionView: UICollectionView,
                               layout collectionViewLayout: UICollectionViewLayout,
                               sizeForItemAt indexPath: IndexPath) -> CGSize { .zero }
}

/// Stub of UIKit's collection view.
open class UICollectionView: UIScrollView {
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open var collectionViewLayout: UICollectionViewLayout = UICollectionViewLayout()
    open weak var dataSource: (any UICollectionViewDataSource)?
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {}
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> UICollectionViewCell { UICollectionViewCell() }
    open func reloadData() {}
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {}

    /// Stub of a cell registration (iOS 14): the handler configures each cell it dequeues.
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        public typealias Handler = (Cell, IndexPath, Item) -> Void
        public init(handler: @escaping Handler) {}
    }

    public func dequeueConfiguredReusableCell<Cell, Item>(using registration: CellRegistration<Cell, Item>,
                                                          for indexPath: IndexPath, item: Item?) -> Cell {
        fatalError("stub")
    }
}

/// Stub of UIKit's reusable view of a collection view (a header, a footer, the base of a cell).
open class UICollectionReusableView: UIView {
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// Stub of UIKit's collection view cell.
open class UICollectionViewCell: UIView {
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open var contentView: UIView { UIView() }
    open var backgroundView: UIView?
    open var selectedBackgroundView: UIView?
    open func prepareForReuse() {}
}

extension IndexPath {
    /// UIKit's table view index path.
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    /// UIKit's collection view index path.
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
    /// The section, as UIKit adds it to IndexPath.
    public var section: Int { self[0] }
    /// The row in a table view, as UIKit adds it to IndexPath.
    public var row: Int { self[1] }
    /// The item in a collection view, as UIKit adds it to IndexPath.
    public var item: Int { self[1] }
}
