import Foundation

/// A scrolling collection of items in sections, placed by a layout object, as UIKit's
/// `UICollectionView`: it asks its ``dataSource`` for cells and supplementary views and keeps **only
/// the elements that meet the visible area** as subviews.
///
/// Elements scrolled out of the bounds go to a reuse pool per reuse identifier (the delegate hears
/// `didEndDisplaying`); `dequeueReusableCell(withReuseIdentifier:for:)` hands them out again after
/// `prepareForReuse()`. Elements are tiled in the layout pass (each frame, or `layoutIfNeeded()`),
/// after any change of offset, size, data or layout. The content size is the layout's
/// `collectionViewContentSize`.
///
/// ```swift
/// let layout = UICollectionViewFlowLayout()
/// layout.itemSize = CGSize(width: 100, height: 100)
/// let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
/// collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Tile")
/// collection.dataSource = model
/// ```
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    /// The kind of section header supplementary views (UIKit's value).
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of section footer supplementary views (UIKit's value).
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
    /// Most views kept waiting per reuse identifier; extra retired views are dropped (HeadlessUI's choice).
    public static let reusePoolLimit = 64
    /// Duration of animated item updates (about UIKit's 0.3 s).
    public static let updateAnimationDuration: TimeInterval = 0.3
    /// Most self-sizing passes per layout pass (each may move items and bring new ones into view).
    static let selfSizingPasses = 4

    /// The layout that places the items. Setting it lays the items out again at once (see
    /// ``setCollectionViewLayout(_:animated:)``).
    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            guard oldValue !== collectionViewLayout else { return }
            adopt(collectionViewLayout, replacing: oldValue)
        }
    }

    /// What the collection view shows. Setting it reloads.
    open weak var dataSource: (any UICollectionViewDataSource)? {
        didSet { reloadData() }
    }

    /// The scroll view delegate; when it is a `UICollectionViewDelegate` the collection view also asks
    /// it about items (and a `UICollectionViewDelegateFlowLayout` about flow layout sizes). UIKit
    /// redeclares the property with the collection type; Swift cannot, so it keeps the scroll view's
    /// type.
    open override var delegate: (any UIScrollViewDelegate)? {
        didSet {
            collectionDelegate = delegate as? any UICollectionViewDelegate
            if oldValue !== delegate { collectionViewLayout.invalidateLayout() }
        }
    }
    weak var collectionDelegate: (any UICollectionViewDelegate)?

    /// Whether a tap selects items (default true). Turning it off clears the selection.
    open var allowsSelection = true {
        didSet { if !allowsSelection { clearSelection() } }
    }
    /// Whether several items can be selected at once; tapping a selected item then deselects it.
    open var allowsMultipleSelection = false {
        didSet { if !allowsMultipleSelection, selectedItems.count > 1 { clearSelection(keeping: selectedItems.first) } }
    }
    /// A view behind all content, sized to the bounds (it does not scroll).
    open var backgroundView: UIView? {
        didSet {
            guard oldValue !== backgroundView else { return }
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }
    /// Whether cells are prepared ahead of scrolling. Stored; HeadlessUI prepares none ahead (cells
    /// exist only where they meet the bounds), so it has no effect.
    open var isPrefetchingEnabled = true

    // MARK: State

    var needsReload = true
    var itemCounts: [Int] = []
    var visibleCellsByPath: [IndexPath: UICollectionViewCell] = [:]
    var visibleSupplementaries: [CollectionElementKey: UICollectionReusableView] = [:]
    var cellPool = ReusePool<UICollectionViewCell>(limit: UICollectionView.reusePoolLimit)
    var supplementaryPool = ReusePool<UICollectionReusableView>(limit: UICollectionView.reusePoolLimit)
    var cellRegistrations: [String: UICollectionViewCell.Type] = [:]
    var supplementaryRegistrations: [String: UICollectionReusableView.Type] = [:]
    var selectedItems: [IndexPath] = []
    var touchTracking: TableTouchTracking?
    /// The list item swiped open (or being swiped), with its actions view.
    var swipeState: TableSwipeState? {
        didSet {
            guard oldValue?.indexPath != swipeState?.indexPath else { return }
            for path in [oldValue?.indexPath, swipeState?.indexPath].compactMap({ $0 }) {
                visibleCellsByPath[path]?.setNeedsUpdateConfiguration()
            }
        }
    }
    /// The pan that swipes list items open (made with the collection view).
    let swipeRecognizer = TableSwipeGestureRecognizer()
    /// The item being moved interactively (`beginInteractiveMovementForItem(at:)`), if any.
    var interactiveMovement: InteractiveMovement?
    var batch: TableBatch?
    /// The cell ``reconfigureItems(at:)`` hands back when the data source dequeues its identifier.
    var cellBeingReconfigured: UICollectionViewCell?
    var isTiling = false
    /// The bounds size the layout was last prepared for.
    var preparedSize: CGSize?

    // MARK: Init

    /// Creates a collection view whose items `layout` places; it has no data until ``dataSource`` is set.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        adopt(layout, replacing: nil)
        installContextMenuInteraction()
        let swipe = swipeRecognizer
        swipe.addTarget { [weak self] recognizer in
            guard let self, let pan = recognizer as? UIPanGestureRecognizer else { return }
            self.handleSwipe(pan)
        }
        addGestureRecognizer(swipe)
    }

    /// UIKit decodes the view from a storyboard or nib here; HeadlessUI has neither, so the
    /// initializer fails (returns nil) with a runtime issue. Create collection views in code.
    public required init?(coder: NSCoder) {
        UIApplication.reportRuntimeIssue(.other(
            "UICollectionView.init?(coder:): HeadlessUI decodes no storyboards or nib archives; use init(frame:collectionViewLayout:)."
        ))
        return nil
    }

    /// Replaces the layout; the items are placed by the new layout at the next layout pass (the
    /// change is not animated in HeadlessUI).
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        collectionViewLayout = layout
    }

    /// Replaces the layout, then calls `completion(true)` on the next turn of the run loop.
    open func setCollectionViewLayout(
        _ layout: UICollectionViewLayout, animated: Bool, completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        collectionViewLayout = layout
        finish(completion, finished: true)
    }

    private func adopt(_ layout: UICollectionViewLayout, replacing old: UICollectionViewLayout?) {
        if let old, old.collectionView === self { old.collectionView = nil }
        if let previous = layout.collectionView, previous !== self {
            reportInvalid(
                "collectionViewLayout",
                "the layout already belongs to \(previous.debugName); a layout serves one collection view. It now serves this one."
            )
            previous.setNeedsLayout()
        }
        layout.collectionView = self
        layout.needsPrepare = true
        setNeedsLayout()
    }

    // MARK: Layout

    /// The bounds; before a change the layout is asked whether it must be recomputed
    /// (`shouldInvalidateLayout(forBoundsChange:)`, by default when the size changes).
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            if newValue != super.bounds, collectionViewLayout.shouldInvalidateLayout(forBoundsChange: newValue) {
                collectionViewLayout.invalidateLayout()
            }
            super.bounds = newValue
        }
    }

    /// Tiles the elements: those leaving the visible area go to the reuse pools, those entering it
    /// are asked from the data source; then lays out the refresh control and background view.
    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView?.frame = bounds
        tileElements()
        closeSwipeIfScrolled()
    }

    /// Touches on the collection view (not on a control in a cell) highlight and select items; a
    /// touch while a list item's swipe actions are open closes them instead.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let swipeState, swipeState.isOpen || swipeState.isSwiping {
            closeSwipe(animated: true)
            return
        }
        itemTouchesBegan(touches)
    }

    /// The swipe recognizer begins only over a list item with actions on the swiped side; the
    /// scroll view decides about its own recognizers.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer === swipeRecognizer { return swipeMayBegin() }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    /// While swipe actions are open, a touch outside them lands on the collection view (which
    /// closes them) instead of on a cell.
    open override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        guard let swipeState, swipeState.isOpen, let hit else { return hit }
        return hit.isDescendant(of: swipeState.actionsView) ? hit : self
    }

    /// See ``touchesBegan(_:with:)``.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        itemTouchesMoved(touches)
    }

    /// See ``touchesBegan(_:with:)``.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        itemTouchesEnded(touches)
    }

    /// See ``touchesBegan(_:with:)``.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        itemTouchesCancelled(touches)
    }

    /// The layout was invalidated: relayout at the next layout pass.
    func layoutDidInvalidate() {
        setNeedsLayout()
    }

    /// Schedules `completion(finished)` on the next turn of the run loop.
    func finish(_ completion: (@MainActor (Bool) -> Void)?, finished: Bool) {
        guard let completion else { return }
        let application = window?.application ?? UIApplication.running(reading: "UICollectionView updates")
        application.scheduler.schedule(after: 0, label: "collection view update completion") {
            completion(finished)
        }
    }
}
