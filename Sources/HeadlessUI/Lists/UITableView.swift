import Foundation

/// A vertical list of rows in sections, as UIKit's `UITableView`: a scroll view that asks its
/// ``dataSource`` for rows and keeps **only the cells in the visible area** as subviews.
///
/// Cells scrolled out of the bounds go to a reuse pool (the delegate hears `didEndDisplaying`);
/// `dequeueReusableCell(withIdentifier:for:)` hands them out again after `prepareForReuse()`, so a
/// cell the app does not fully reset shows stale state, exactly as on iOS. Rows are tiled in the
/// layout pass (each frame, or `layoutIfNeeded()`), after any change of offset, size or data.
///
/// Geometry (HeadlessUI's named choices, see the static constants): rows are 44 pt unless
/// ``rowHeight``, the delegate or self-sizing say otherwise; headers follow ``Style``;
/// `.insetGrouped` insets rows by ``insetGroupedMargin``; in `.plain` headers float at the top.
///
/// ```swift
/// let table = UITableView(frame: window.bounds, style: .plain)
/// table.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
/// table.dataSource = model
/// table.delegate = model
/// ```
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    /// HeadlessUI decodes no archives (see `UIView.init?(coder:)`): reports a runtime issue and fails.
    public required init?(coder: NSCoder) {
        UIView.reportUndecodedArchive(of: Self.self)
        return nil
    }

    /// Height value meaning "measure the content" (UIKit's `automaticDimension`, -1).
    public static let automaticDimension: CGFloat = -1
    /// Row height of a new table and the height assumed for rows with no estimate (44 pt, UIKit's value).
    public static let defaultRowHeight: CGFloat = 44
    /// Plain-style header or footer height when it has a title (HeadlessUI's choice: 28 pt).
    public static let plainTitledHeaderHeight: CGFloat = 28
    /// Grouped-style header or footer height when it has a title (HeadlessUI's choice: 38 pt).
    public static let groupedTitledHeaderHeight: CGFloat = 38
    /// Grouped-style spacing header or footer height without a title (HeadlessUI's choice: 18 pt).
    public static let groupedUntitledHeaderHeight: CGFloat = 18
    /// Horizontal inset of `.insetGrouped` sections from the table's edges (HeadlessUI's choice: 20 pt).
    public static let insetGroupedMargin: CGFloat = 20
    /// Duration of animated row updates (insert, delete, reload, batch), about UIKit's 0.3 s.
    public static let updateAnimationDuration: TimeInterval = 0.3
    /// Extra distance beyond the bounds (above and below) in which cells are kept: 0, only rows that
    /// overlap the bounds exist (UIKit's buffer is undocumented).
    public static let offscreenCellBuffer: CGFloat = 0

    /// The style given at creation.
    public let style: Style

    /// What the table shows. Setting it reloads.
    open weak var dataSource: (any UITableViewDataSource)? {
        didSet { reloadData() }
    }

    /// The scroll view delegate; when it is a `UITableViewDelegate` the table also asks it about
    /// rows. (UIKit redeclares the property with the table type; Swift cannot, so it keeps the scroll
    /// view's type and the table reads it as a `UITableViewDelegate`.)
    open override var delegate: (any UIScrollViewDelegate)? {
        didSet {
            tableDelegate = delegate as? any UITableViewDelegate
            if oldValue !== delegate { reloadData() }
        }
    }
    weak var tableDelegate: (any UITableViewDelegate)?
    /// The object told ahead of time which rows will soon be needed, and which no longer will (see
    /// ``UITableViewDataSourcePrefetching``).
    open weak var prefetchDataSource: (any UITableViewDataSourcePrefetching)? {
        didSet {
            guard prefetchDataSource !== oldValue else { return }
            prefetchedRows.removeAll()
            setNeedsLayout()
        }
    }
    /// Rows announced to the prefetch data source and not yet displayed or cancelled.
    var prefetchedRows: Set<IndexPath> = []
    /// The content offset at the last tiling pass (the scrolling direction decides what is ahead).
    var lastTiledOffsetY: CGFloat = 0

    /// Height of every row unless the delegate says otherwise; ``automaticDimension`` measures each
    /// row's cell (`sizeThatFits`). Default 44. Negative values other than automatic are reported.
    open var rowHeight: CGFloat = UITableView.defaultRowHeight {
        didSet { validateHeight(\.rowHeight, "rowHeight", oldValue) }
    }
    /// The height assumed for rows not yet measured (self-sizing); automatic or 0 means 44.
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension {
        didSet { validateHeight(\.estimatedRowHeight, "estimatedRowHeight", oldValue) }
    }
    /// Header height unless the delegate says otherwise; automatic means the style's value.
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension {
        didSet { validateHeight(\.sectionHeaderHeight, "sectionHeaderHeight", oldValue) }
    }
    /// Footer height unless the delegate says otherwise; automatic means the style's value.
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension {
        didSet { validateHeight(\.sectionFooterHeight, "sectionFooterHeight", oldValue) }
    }
    /// Space above each section header (iOS 15); automatic means none in HeadlessUI (see
    /// Guide/HeadlessUI.md), so screens that set it to 0 look as they do on iOS.
    open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension {
        didSet { validateHeight(\.sectionHeaderTopPadding, "sectionHeaderTopPadding", oldValue) }
    }
    /// Whether cells' layout margins follow the readable content width (UIKit's default since iOS 12:
    /// false). HeadlessUI keeps cell margins at the table's width; on an iPad, where the readable
    /// width is narrower, turning it on is reported as a runtime issue (see Guide/HeadlessUI.md).
    open var cellLayoutMarginsFollowReadableWidth = false {
        didSet {
            guard cellLayoutMarginsFollowReadableWidth, UIApplication.current?.configuration.device.idiom == .pad else { return }
            reportInvalid(
                "cellLayoutMarginsFollowReadableWidth",
                "HeadlessUI does not narrow cell margins to the readable width on iPad; cells keep the table's margins."
            )
        }
    }
    /// The header height assumed before a header is measured. HeadlessUI measures every header
    /// up front, so the estimate is kept but never shown.
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension {
        didSet { validateHeight(\.estimatedSectionHeaderHeight, "estimatedSectionHeaderHeight", oldValue) }
    }
    /// The footer height assumed before a footer is measured (kept, never shown; see above).
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension {
        didSet { validateHeight(\.estimatedSectionFooterHeight, "estimatedSectionFooterHeight", oldValue) }
    }

    /// Whether a tap selects rows (default true).
    open var allowsSelection = true {
        didSet { if !allowsSelection { clearSelection() } }
    }
    /// Whether several rows can be selected at once; tapping a selected row then deselects it.
    open var allowsMultipleSelection = false {
        didSet { if !allowsMultipleSelection, selectedRows.count > 1 { clearSelection(keeping: selectedRows.first) } }
    }
    /// Whether the table is in edit mode (see ``setEditing(_:animated:)``; HeadlessUI shows no editing
    /// controls, and rows do not swipe while editing). The visible cells follow (`UITableViewCell.isEditing`).
    open var isEditing = false {
        didSet { if isEditing != oldValue { for cell in visibleCellsByPath.values { cell.setEditing(isEditing, animated: false) } } }
    }

    /// Separator style (single line by default).
    open var separatorStyle: SeparatorStyle = .singleLine {
        didSet { setNeedsLayout() }
    }
    /// Separator colour.
    open var separatorColor: UIColor? = UIColor(white: 0.78, alpha: 1)
    /// Default separator inset of the cells (left 16 pt, the iPhone layout margin; HeadlessUI's choice).
    open var separatorInset = UIEdgeInsets(top: 0, left: UITableViewCell.defaultSeparatorInsetLeft, bottom: 0, right: 0)

    /// A view above the first section, scrolling with the rows.
    open var tableHeaderView: UIView? {
        didSet { replaceAccessoryView(oldValue, with: tableHeaderView) }
    }
    /// A view below the last section, scrolling with the rows.
    open var tableFooterView: UIView? {
        didSet { replaceAccessoryView(oldValue, with: tableFooterView) }
    }

    // MARK: State

    var layoutModel = TableLayout()
    var needsReload = true
    var sectionRowCounts: [Int] = []
    /// Rows whose height comes from measuring the cell (automatic dimension), measured or not.
    var measuredHeights: [IndexPath: CGFloat] = [:]
    var visibleCellsByPath: [IndexPath: UITableViewCell] = [:]
    var headerViews: [Int: UIView] = [:]
    var footerViews: [Int: UIView] = [:]
    var reusePool = ReusePool<UITableViewCell>(limit: UITableView.reusePoolLimit)
    var registrations: [String: UITableViewCell.Type] = [:]
    /// Header and footer classes by reuse identifier, and the retired ones waiting to be reused.
    var headerFooterRegistrations: [String: UITableViewHeaderFooterView.Type] = [:]
    var headerFooterPool = ReusePool<UITableViewHeaderFooterView>(limit: UITableView.reusePoolLimit)
    var selectedRows: [IndexPath] = []
    var touchTracking: TableTouchTracking?
    var swipeState: TableSwipeState? {
        didSet {
            guard oldValue?.indexPath != swipeState?.indexPath else { return }
            // The rows that start or stop showing swipe actions update their configurations (isSwiped).
            for path in [oldValue?.indexPath, swipeState?.indexPath].compactMap({ $0 }) {
                visibleCellsByPath[path]?.setNeedsUpdateConfiguration()
            }
        }
    }
    /// The pan that swipes rows open (made with the table).
    let swipeRecognizer = TableSwipeGestureRecognizer()
    var batch: TableBatch?
    /// The cell `dequeueReusableCell` hands back while its row is reconfigured.
    var cellBeingReconfigured: UITableViewCell?
    var isTiling = false

    // MARK: Init

    /// Creates a table with `style`; it has no data until ``dataSource`` is set.
    public required init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        alwaysBounceVertical = true
        let swipe = swipeRecognizer
        swipe.tableView = self
        swipe.addTarget { [weak self] recognizer in
            guard let self, let pan = recognizer as? UIPanGestureRecognizer else { return }
            self.handleSwipe(pan)
        }
        addGestureRecognizer(swipe)
        installContextMenuInteraction()
    }

    /// Creates a plain table.
    public convenience override init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    // MARK: Layout

    /// Tiles the rows: cells leaving the visible area go to the reuse pool, cells entering it are
    /// asked from the data source, headers and footers follow; then lays out the refresh control.
    open override func layoutSubviews() {
        super.layoutSubviews()
        tileRows()
        closeSwipeIfScrolled()
    }

    /// Touches on the table (not on a control in a cell) highlight and select rows.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        rowTouchesBegan(touches)
    }

    /// See ``touchesBegan(_:with:)``.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        rowTouchesMoved(touches)
    }

    /// See ``touchesBegan(_:with:)``.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        rowTouchesEnded(touches)
    }

    /// See ``touchesBegan(_:with:)``.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        rowTouchesCancelled(touches)
    }

    /// The swipe recognizer begins only over a row with actions on the swiped side; the scroll
    /// view decides about its own recognizers.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer === swipeRecognizer { return swipeMayBegin() }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    /// While swipe actions are open, a touch outside them lands on the table (which closes them)
    /// instead of on a cell.
    open override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        guard let swipeState, swipeState.isOpen, let hit else { return hit }
        return hit.isDescendant(of: swipeState.actionsView) ? hit : self
    }

    // MARK: Helpers

    private func validateHeight(_ keyPath: ReferenceWritableKeyPath<UITableView, CGFloat>, _ name: String, _ oldValue: CGFloat) {
        let value = self[keyPath: keyPath]
        guard value.isFinite, value >= 0 || value == UITableView.automaticDimension else {
            reportInvalid(
                name, "\(value) is not a height; use a finite value ≥ 0 or UITableView.automaticDimension. The previous value is kept."
            )
            self[keyPath: keyPath] = oldValue
            return
        }
        if value != oldValue { invalidateLayoutModel() }
    }

    private func replaceAccessoryView(_ old: UIView?, with new: UIView?) {
        guard old !== new else { return }
        old?.removeFromSuperview()
        if let new { addSubview(new) }
        invalidateLayoutModel()
    }

    /// Heights or counts may have changed: rebuild the layout model at the next layout pass.
    func invalidateLayoutModel() {
        needsReload = true
        setNeedsLayout()
    }
}
