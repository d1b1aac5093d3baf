import Foundation

/// A layout that fills lines with items and wraps to the next line, as UIKit's
/// `UICollectionViewFlowLayout`. Scrolling vertically, lines are rows filled left to right; scrolling
/// horizontally, lines are columns filled top to bottom.
///
/// Placement follows UIKit's flow layout:
/// - A line takes items while they fit within the section's width (minus ``sectionInset`` and the
///   collection view's content insets) with at least ``minimumInteritemSpacing`` between them.
/// - The leftover space of a full line is spread evenly **between** its items (the first item at the
///   leading inset, the last at the trailing one); an item alone on a line that is not the last is centred.
/// - The last line of a section is aligned to the leading edge: with the spacing of the section's
///   full lines when all its items have one size (so a grid's last row keeps the columns), else with
///   the minimum spacing.
/// - Items are centred across the line's thickness (the tallest item's height in a row); lines are
///   ``minimumLineSpacing`` apart.
/// - Headers and footers span the collection view's width (vertical) with the height of
///   ``headerReferenceSize`` / ``footerReferenceSize`` (the width when scrolling horizontally); a zero
///   size means none.
///
/// Self-sizing: with ``estimatedItemSize`` non-zero (for example ``automaticSize``), cells are
/// measured with Auto Layout (`preferredLayoutAttributesFitting(_:)`) as they appear, and items move
/// to make room.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// Set as ``estimatedItemSize`` to size cells from their content (UIKit's value, the largest size).
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    /// The size of each item unless the delegate says otherwise (default 50 × 50).
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateIfChanged(oldValue != itemSize) } }
    /// The estimated item size; non-zero turns self-sizing on (default zero).
    open var estimatedItemSize = CGSize.zero { didSet { invalidateIfChanged(oldValue != estimatedItemSize) } }
    /// Least spacing between lines (default 10).
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateIfChanged(oldValue != minimumLineSpacing) } }
    /// Least spacing between items of a line (default 10).
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateIfChanged(oldValue != minimumInteritemSpacing) } }
    /// Insets of each section's items (default zero).
    open var sectionInset = UIEdgeInsets.zero { didSet { invalidateIfChanged(oldValue != sectionInset) } }
    /// The scrolling direction (default vertical).
    open var scrollDirection = UICollectionView.ScrollDirection.vertical { didSet { invalidateIfChanged(oldValue != scrollDirection) } }
    /// Size of section headers (only the height counts vertically, the width horizontally; default zero: none).
    open var headerReferenceSize = CGSize.zero { didSet { invalidateIfChanged(oldValue != headerReferenceSize) } }
    /// Size of section footers (default zero: none).
    open var footerReferenceSize = CGSize.zero { didSet { invalidateIfChanged(oldValue != footerReferenceSize) } }

    /// Whether headers stay in view while their section scrolls. HeadlessUI does not pin: setting it
    /// reports a runtime issue and headers scroll with their section.
    open var sectionHeadersPinToVisibleBounds = false {
        didSet { if sectionHeadersPinToVisibleBounds { reportPinningNotSupported("sectionHeadersPinToVisibleBounds") } }
    }
    /// Whether footers stay in view while their section scrolls (not supported, as headers).
    open var sectionFootersPinToVisibleBounds = false {
        didSet { if sectionFootersPinToVisibleBounds { reportPinningNotSupported("sectionFootersPinToVisibleBounds") } }
    }

    /// The computed geometry: per section, its items' and supplementary views' attributes.
    var flowSections: [FlowSection] = []
    var index = LayoutAttributesIndex(isVertical: true, attributes: [])
    var contentSize = CGSize.zero
    /// Sizes measured from self-sizing cells, replacing the estimate.
    var measuredSizes: [IndexPath: CGSize] = [:]

    /// Creates a flow layout with UIKit's defaults.
    public override init() {
        super.init()
    }

    /// See ``UICollectionViewLayout/init(coder:)``: fails with a runtime issue in HeadlessUI.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    private func reportPinningNotSupported(_ property: String) {
        UIApplication.reportRuntimeIssue(.invalidConfiguration(
            object: "UICollectionViewFlowLayout", property: property,
            reason: "pinned supplementary views are not supported by HeadlessUI; they scroll with their section."
        ))
    }

    private func invalidateIfChanged(_ changed: Bool) {
        if changed { invalidateLayout() }
    }

    /// Whether items are sized from their cells.
    var isSelfSizing: Bool { estimatedItemSize != .zero }

    // MARK: UICollectionViewLayout

    /// Computes every section's lines.
    open override func prepare() {
        super.prepare()
        computeLayout()
    }

    /// The size of all sections (the collection view's width, or height when horizontal).
    open override var collectionViewContentSize: CGSize { contentSize }

    /// The items and supplementary views meeting `rect`.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        index.attributes(in: rect)
    }

    /// The item's attributes, or nil when it does not exist.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard flowSections.indices.contains(indexPath.section), flowSections[indexPath.section].items.indices.contains(indexPath.item)
        else { return nil }
        return flowSections[indexPath.section].items[indexPath.item]
    }

    /// The header's or footer's attributes, or nil when the section has none.
    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        guard flowSections.indices.contains(indexPath.section) else { return nil }
        switch elementKind {
        case UICollectionView.elementKindSectionHeader: return flowSections[indexPath.section].header
        case UICollectionView.elementKindSectionFooter: return flowSections[indexPath.section].footer
        default: return nil
        }
    }

    /// A flow layout needs a new layout when the collection view's width (vertical) or height
    /// (horizontal) changes.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        return scrollDirection == .vertical
            ? newBounds.width != collectionView.bounds.width : newBounds.height != collectionView.bounds.height
    }

    // MARK: Self-sizing

    override func wantsSelfSizing(at indexPath: IndexPath) -> Bool { isSelfSizing }

    override func recordPreferredSize(_ size: CGSize, forItemAt indexPath: IndexPath) -> Bool {
        guard size.width.isFinite, size.height.isFinite, measuredSizes[indexPath] != size else { return false }
        measuredSizes[indexPath] = size
        needsPrepare = true
        return true
    }

    override func forgetPreferredSizes() {
        measuredSizes.removeAll()
    }

    override func updatePreferredSizes(_ newPath: (IndexPath) -> IndexPath?) {
        measuredSizes = Dictionary(measuredSizes.compactMap { path, size in newPath(path).map { ($0, size) } }) { first, _ in first }
    }
}

extension UICollectionView {
    /// The direction a layout scrolls, as UIKit's `UICollectionView.ScrollDirection`.
    public enum ScrollDirection: Int, Sendable {
        /// Content scrolls up and down.
        case vertical
        /// Content scrolls left and right.
        case horizontal
    }
}
