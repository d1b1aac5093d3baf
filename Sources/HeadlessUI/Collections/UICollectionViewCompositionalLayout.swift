import Foundation

/// Makes the section for a section index, as UIKit's `UICollectionViewCompositionalLayoutSectionProvider`.
public typealias UICollectionViewCompositionalLayoutSectionProvider =
    @MainActor (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// Options of a compositional layout, as UIKit's `UICollectionViewCompositionalLayoutConfiguration`.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayoutConfiguration: NSObject {
    /// The main scrolling direction (default vertical): sections follow each other along it.
    open var scrollDirection = UICollectionView.ScrollDirection.vertical
    /// Space between sections (default 0).
    open var interSectionSpacing: CGFloat = 0
    /// Headers and footers of the whole layout: `.top` items come before the first section, `.bottom`
    /// items after the last one, spanning the collection view's width inside its insets. Their index
    /// path is item 0 of section 0.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// What sections' content insets are measured from (default `.automatic`: the safe area). HeadlessUI
    /// measures from the collection view's adjusted content area, which is the safe area when the
    /// content inset adjusts to it; `.layoutMargins` and `.readableContent` report a runtime issue.
    open var contentInsetsReference = UIContentInsetsReference.automatic

    /// A configuration with UIKit's defaults.
    public override init() {
        super.init()
    }
}

/// A layout built from items, groups and sections, as UIKit's `UICollectionViewCompositionalLayout`.
///
/// Each section repeats its group along the scrolling axis until its items are placed. Fractional
/// dimensions are fractions of the containing element: a section's top-level group measures against
/// the collection view's size inside its insets and the section's content insets; subitems against
/// their group. Estimated dimensions are measured from the cells with Auto Layout
/// (`preferredLayoutAttributesFitting(_:)`) as they appear; a group with an estimated dimension takes
/// its items' measured extent.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    /// The options (scroll direction, spacing between sections). Setting it invalidates the layout.
    open var configuration: UICollectionViewCompositionalLayoutConfiguration {
        didSet { invalidateLayout() }
    }
    let fixedSection: NSCollectionLayoutSection?
    let sectionProvider: UICollectionViewCompositionalLayoutSectionProvider?

    var computed = CompositionalLayoutResult()
    /// Sizes measured from self-sizing cells, replacing the estimates.
    var measuredSizes: [IndexPath: CGSize] = [:]
    private var reportedOrthogonalScrolling = false
    private var reportedInsetsReference = false

    /// A layout whose every section is `section`.
    public convenience init(section: NSCollectionLayoutSection) {
        self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout whose every section is `section`, with `configuration`.
    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        fixedSection = section
        sectionProvider = nil
        self.configuration = configuration
        super.init()
    }

    /// A layout that asks `sectionProvider` for each section.
    public convenience init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout that asks `sectionProvider` for each section, with `configuration`.
    public init(
        sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
        configuration: UICollectionViewCompositionalLayoutConfiguration
    ) {
        fixedSection = nil
        self.sectionProvider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    /// See ``UICollectionViewLayout/init(coder:)``: fails with a runtime issue in HeadlessUI.
    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: UICollectionViewLayout

    /// Computes every section.
    open override func prepare() {
        super.prepare()
        computeLayout()
    }

    /// The size of all sections.
    open override var collectionViewContentSize: CGSize { computed.contentSize }

    /// The items and boundary supplementary views meeting `rect`.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        computed.index.attributes(in: rect)
    }

    /// The item's attributes, or nil when it does not exist.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard computed.items.indices.contains(indexPath.section), computed.items[indexPath.section].indices.contains(indexPath.item)
        else { return nil }
        return computed.items[indexPath.section][indexPath.item]
    }

    /// A boundary supplementary view's attributes, or nil.
    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        computed.supplementaries[CollectionElementKey(kind: elementKind, indexPath: indexPath)]
    }

    /// A compositional layout needs a new layout when the collection view's size changes.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        return newBounds.size != collectionView.bounds.size
    }

    // MARK: Self-sizing

    override func wantsSelfSizing(at indexPath: IndexPath) -> Bool {
        let axes = selfSizingFreeAxes(at: indexPath)
        return axes.width || axes.height
    }

    override func selfSizingFreeAxes(at indexPath: IndexPath) -> (width: Bool, height: Bool) {
        guard computed.estimatedAxes.indices.contains(indexPath.section),
              computed.estimatedAxes[indexPath.section].indices.contains(indexPath.item) else { return (false, false) }
        return computed.estimatedAxes[indexPath.section][indexPath.item]
    }

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

    /// Reports a content insets reference HeadlessUI does not measure from (once per layout).
    func reportUnsupportedInsetsReferenceIfNeeded() {
        let reference = configuration.contentInsetsReference
        guard reference == .layoutMargins || reference == .readableContent, !reportedInsetsReference else { return }
        reportedInsetsReference = true
        UIApplication.reportRuntimeIssue(.invalidConfiguration(
            object: "UICollectionViewCompositionalLayoutConfiguration", property: "contentInsetsReference",
            reason: "\(reference) is not supported by HeadlessUI; section insets are measured from the safe area."
        ))
    }

    /// Reports a section asking for orthogonal scrolling (once per layout).
    func reportOrthogonalScrollingIfNeeded(_ section: NSCollectionLayoutSection) {
        guard section.orthogonalScrollingBehavior != .none, !reportedOrthogonalScrolling else { return }
        reportedOrthogonalScrolling = true
        UIApplication.reportRuntimeIssue(.invalidConfiguration(
            object: "UICollectionViewCompositionalLayout", property: "orthogonalScrollingBehavior",
            reason: "\(section.orthogonalScrollingBehavior) is not supported by HeadlessUI: the section's groups are laid out in one row "
                + "across the main scrolling axis, as on iOS, but the row does not scroll sideways."
        ))
    }
}
