import Foundation

/// One row of a table, as UIKit's `UITableViewCell`: a ``contentView`` holding the built-in labels
/// and image view (or a content configuration's view, or the app's own subviews), an accessory, selection and
/// highlight state, and a separator.
///
/// Reuse: the table keeps cells that scroll away and hands them out again after
/// ``prepareForReuse()``, whose default resets nothing visible, so a label the app sets only
/// sometimes keeps its old text, exactly as on iOS.
///
/// Accessibility: the cell is one element whose label joins the labels of its content with ", "
/// (text, then secondary text, then other labels in subview order), unless the app sets
/// `accessibilityLabel` or `isAccessibilityElement`. It has `.selected` while selected and while it
/// shows a checkmark (VoiceOver says "Selected" for checkmarked rows).
///
/// Subclasses registered with a table are made with `init(style: .default, reuseIdentifier:)`, as
/// in UIKit. Its declaration is UIKit's (a plain designated initializer, with `required
/// init?(coder:)`), so iOS subclasses that override both compile unchanged; the table reaches it
/// through ``init(registeredStyle:reuseIdentifier:)``, which such subclasses inherit.
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    /// The leading separator inset and label margin (16 pt, the iPhone layout margin; HeadlessUI's choice).
    public static let defaultSeparatorInsetLeft: CGFloat = 16
    /// Horizontal margin of the built-in labels.
    public static let contentMargin: CGFloat = 16
    /// Vertical padding above and below the labels when a self-sizing row measures them (11 pt).
    public static let verticalPadding: CGFloat = 11
    /// Width taken by a standard accessory (chevron, checkmark, info button) at the trailing edge
    /// (HeadlessUI's choice: 38 pt; 68 pt for the detail disclosure button).
    public static let standardAccessoryWidth: CGFloat = 38

    /// The style the cell was made with.
    public let style: CellStyle
    /// The identifier the table reuses the cell under.
    public let reuseIdentifier: String?
    /// The view for the cell's content; add custom subviews here.
    public let contentView = UIView()
    let separatorView = UIView()
    weak var owningTableView: UITableView?
    var storedTextLabel: UILabel?
    var storedDetailTextLabel: UILabel?
    var storedImageView: UIImageView?
    var configuredContentView: UIView?
    /// Where an animated update moves the cell (set while the update animation is prepared).
    var targetFrameForUpdate: CGRect?

    /// The standard accessory (default none).
    open var accessoryType: AccessoryType = .none {
        didSet { setNeedsLayout() }
    }
    /// A custom accessory view replacing ``accessoryType``.
    open var accessoryView: UIView? {
        didSet {
            guard oldValue !== accessoryView else { return }
            oldValue?.removeFromSuperview()
            if let accessoryView { addSubview(accessoryView) }
            setNeedsLayout()
        }
    }
    /// How the cell looks when selected (default `.default`).
    open var selectionStyle: SelectionStyle = .default
    /// The view shown behind the content while selected or highlighted (stored).
    open var selectedBackgroundView: UIView?
    /// The separator's insets (left 16 pt by default).
    open var separatorInset = UIEdgeInsets(top: 0, left: UITableViewCell.defaultSeparatorInsetLeft, bottom: 0, right: 0) {
        didSet { setNeedsLayout() }
    }
    /// Indentation level (stored).
    open var indentationLevel = 0

    /// Whether the row is selected. Set by the table; use ``setSelected(_:animated:)`` to animate.
    /// A change asks for a configuration update.
    open var isSelected = false {
        didSet { if isSelected != oldValue { selectionStateDidChange() } }
    }
    /// Whether a finger is on the row (the table sets it on touch-down). A change asks for a
    /// configuration update.
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { selectionStateDidChange() } }
    }
    /// Whether the row is in editing mode (the table sets it from its own `isEditing`). A change
    /// asks for a configuration update.
    open var isEditing = false {
        didSet { if isEditing != oldValue { setNeedsUpdateConfiguration() } }
    }
    /// Whether the cell takes touches; turning it off makes the cell's configuration state disabled.
    open override var isUserInteractionEnabled: Bool {
        didSet { if isUserInteractionEnabled != oldValue { setNeedsUpdateConfiguration() } }
    }

    /// The content configuration: setting it replaces the content view's built-in labels with the
    /// configuration's view (updated in place when the configuration is of the same kind).
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet { applyContentConfiguration() }
    }
    /// The background configuration, drawn behind the content; setting one removes the
    /// ``backgroundView`` and the background colour, as in UIKit.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        didSet { backgroundConfigurationDidChange() }
    }
    /// A view behind the content (default nil). Setting one removes the ``backgroundConfiguration``.
    open var backgroundView: UIView? {
        didSet {
            guard oldValue !== backgroundView else { return }
            oldValue?.removeFromSuperview()
            if let backgroundView {
                insertSubview(backgroundView, at: 0)
                backgroundView.frame = bounds
                if backgroundConfiguration != nil { backgroundConfiguration = nil }
            }
        }
    }
    /// Whether a state change updates ``backgroundConfiguration`` with `updated(for:)` (default true).
    open var automaticallyUpdatesBackgroundConfiguration = true
    /// Whether a state change updates ``contentConfiguration`` with `updated(for:)` (default true).
    open var automaticallyUpdatesContentConfiguration = true
    /// The type of ``configurationUpdateHandler``.
    public typealias ConfigurationUpdateHandler = (UITableViewCell, UICellConfigurationState) -> Void
    /// Runs at every configuration update, after `updateConfiguration(using:)`: an alternative to
    /// overriding it. Setting it asks for an update.
    @preconcurrency public var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }
    var needsConfigurationUpdate = true
    var isUpdatingConfiguration = false
    var backgroundConfigurationView: BackgroundConfigurationView?

    // MARK: Init

    /// Creates a cell with one of the built-in label layouts (UIKit's designated initializer).
    public init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: UITableView.defaultRowHeight))
        backgroundColor = .systemBackground
        addSubview(contentView)
        separatorView.backgroundColor = .separator
        separatorView.isUserInteractionEnabled = false
        addSubview(separatorView)
    }

    /// UIKit decodes a cell from a storyboard or nib archive here. HeadlessUI has neither, so the
    /// initializer fails (returns `nil`) with a runtime issue; create cells in code or register
    /// their class with the table.
    public required init?(coder: NSCoder) {
        UIApplication.reportRuntimeIssue(.other(
            "UITableViewCell.init?(coder:): HeadlessUI decodes no storyboards or nib archives; register the cell's class "
                + "with the table or create it with init(style:reuseIdentifier:)."
        ))
        return nil
    }

    /// How a table makes a cell of a registered class: `init(style:reuseIdentifier:)`, reached
    /// through a metatype (Swift calls only `required` initializers that way; UIKit uses the
    /// Objective-C runtime). Subclasses that override `init(style:reuseIdentifier:)` and
    /// `init?(coder:)`, or declare no initializer, inherit it; a subclass with only initializers of
    /// its own must override `init(style:reuseIdentifier:)` to be registered, as on iOS.
    ///
    /// - Note: HeadlessUI only; not in UIKit.
    public required convenience init(registeredStyle style: CellStyle, reuseIdentifier: String?) {
        self.init(style: style, reuseIdentifier: reuseIdentifier)
    }

    /// Creates a default-style cell without a reuse identifier.
    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    // MARK: Built-in labels

    /// The main label, created on first use (nil while a content configuration is set).
    open var textLabel: UILabel? {
        guard contentConfiguration == nil else { return nil }
        if let storedTextLabel { return storedTextLabel }
        let label = UILabel()
        label.font = .systemFont(ofSize: UIFont.labelFontSize)
        if style == .value2 {
            label.textColor = .systemBlue
            label.textAlignment = .right
            label.font = .systemFont(ofSize: 15)
        }
        contentView.addSubview(label)
        storedTextLabel = label
        setNeedsLayout()
        return label
    }

    /// The secondary label: nil for `.default` cells; created on first use for the other styles.
    open var detailTextLabel: UILabel? {
        guard contentConfiguration == nil, style != .default else { return nil }
        if let storedDetailTextLabel { return storedDetailTextLabel }
        let label = UILabel()
        switch style {
        case .subtitle:
            label.font = .systemFont(ofSize: 15)
            label.textColor = .secondaryLabel
        case .value1:
            label.font = .systemFont(ofSize: UIFont.labelFontSize)
            label.textColor = .secondaryLabel
            label.textAlignment = .right
        case .value2, .default:
            label.font = .systemFont(ofSize: 15)
        }
        contentView.addSubview(label)
        storedDetailTextLabel = label
        setNeedsLayout()
        return label
    }

    /// The image view at the leading edge, created on first use (nil for `.value2` cells and while a
    /// content configuration is set). An image view without an image takes no room.
    open var imageView: UIImageView? {
        guard contentConfiguration == nil, style != .value2 else { return nil }
        if let storedImageView { return storedImageView }
        let view = UIImageView()
        contentView.addSubview(view)
        storedImageView = view
        setNeedsLayout()
        return view
    }

    /// Width the image takes before the labels (image width plus the margin), 0 without an image.
    var imageSpace: CGFloat {
        guard let image = storedImageView?.image, storedImageView?.isHidden == false else { return 0 }
        return image.size.width + UITableViewCell.contentMargin
    }

    /// A list content configuration for this cell's style, to fill in and assign to
    /// ``contentConfiguration``.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch style {
        case .default: return .cell()
        case .subtitle: return .subtitleCell()
        case .value1: return .valueCell()
        case .value2: return .sidebarCell()
        }
    }

    // MARK: State

    /// Called before the table hands the cell out again. The default does nothing to the content
    /// (UIKit's resets only internal state), so apps reset what they set.
    open func prepareForReuse() {}

    /// Selects or deselects the cell (the table calls it; the change is immediate in HeadlessUI).
    open func setSelected(_ selected: Bool, animated: Bool) {
        isSelected = selected
    }

    /// Highlights or unhighlights the cell.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        isHighlighted = highlighted
    }

    /// Puts the cell in or out of editing mode (the table calls it from its `setEditing(_:animated:)`).
    open func setEditing(_ editing: Bool, animated: Bool) {
        isEditing = editing
    }

    // MARK: Configuration state (updates in UITableViewCell+Configuration.swift)

    /// The cell's current state for its configurations: selected, highlighted, disabled (user
    /// interaction off), editing, swiped (its swipe actions showing) and traits. Subclasses override
    /// it to add custom states (call `super` and set keys), and call ``setNeedsUpdateConfiguration()``
    /// when those change.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isDisabled = !isUserInteractionEnabled
        state.isEditing = isEditing
        state.isSwiped = isShowingSwipeActions
        return state
    }

    /// Asks for a configuration update before the next layout pass; requests made before it runs
    /// make a single update.
    open func setNeedsUpdateConfiguration() {
        guard !isUpdatingConfiguration else { return }
        needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// Override to update the cell's configurations for `state`; do not call it directly (use
    /// ``setNeedsUpdateConfiguration()``). The default does nothing.
    open func updateConfiguration(using state: UICellConfigurationState) {}

    /// The background configuration UIKit gives this cell by default: the plain list cell background,
    /// or the grouped one in a grouped or inset-grouped table.
    open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        guard let table = owningTableView, table.style != .plain else { return .listPlainCell() }
        return .listGroupedCell()
    }

    /// The labels show highlighted colours while the cell is highlighted or selected (unless the
    /// selection style is `.none`); the configurations are updated.
    func selectionStateDidChange() {
        let highlighted = (isHighlighted || isSelected) && selectionStyle != .none
        storedTextLabel?.isHighlighted = highlighted
        storedDetailTextLabel?.isHighlighted = highlighted
        setNeedsUpdateConfiguration()
    }

    // MARK: Layout

    /// Width the accessory takes at the trailing edge.
    var accessoryWidth: CGFloat {
        if let accessoryView { return accessoryView.frame.width + UITableViewCell.contentMargin }
        switch accessoryType {
        case .none: return 0
        case .detailDisclosureButton: return UITableViewCell.standardAccessoryWidth + 30
        case .disclosureIndicator, .checkmark, .detailButton: return UITableViewCell.standardAccessoryWidth
        }
    }

    /// Lays out the content view beside the accessory, the built-in labels by style, the separator.
    open override func layoutSubviews() {
        updateConfigurationIfNeeded()
        super.layoutSubviews()
        backgroundView?.frame = bounds
        backgroundConfigurationView?.place(in: bounds)
        let contentWidth = Swift.max(0, bounds.width - accessoryWidth)
        contentView.frame = CGRect(x: 0, y: 0, width: contentWidth, height: bounds.height)
        if let accessoryView {
            let size = accessoryView.frame.size
            accessoryView.frame.origin = CGPoint(
                x: bounds.width - UITableViewCell.contentMargin - size.width, y: ((bounds.height - size.height) / 2).rounded()
            )
        }
        if let configuredContentView {
            configuredContentView.frame = contentView.bounds
        } else {
            if let imageView = storedImageView, let size = imageView.image?.size {
                let height = Swift.min(size.height, bounds.height)
                imageView.frame = CGRect(
                    x: UITableViewCell.contentMargin, y: ((bounds.height - height) / 2).rounded(), width: size.width, height: height
                )
            }
            var layout = CellLabelLayout(style: style, width: contentWidth, height: bounds.height)
            layout.imageSpace = imageSpace
            layout.place(text: storedTextLabel, detail: storedDetailTextLabel)
        }
        let lineWidth = 1 / Swift.max(1, UIApplication.current?.screen.scale ?? 1)
        separatorView.isHidden = owningTableView?.separatorStyle == UITableView.SeparatorStyle.none
        separatorView.frame = CGRect(
            x: separatorInset.left, y: bounds.height - lineWidth,
            width: Swift.max(0, bounds.width - separatorInset.left - separatorInset.right), height: lineWidth
        )
    }

    /// The height the content needs at `size.width`: the labels (or the configuration's view) plus
    /// ``verticalPadding`` above and below, at least 44 pt. A self-sizing table row uses it; cells
    /// with custom content override it.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let contentWidth = Swift.max(0, size.width - accessoryWidth)
        let contentHeight: CGFloat
        if let configuredContentView {
            contentHeight = configuredContentView.sizeThatFits(CGSize(width: contentWidth, height: .greatestFiniteMagnitude)).height
        } else {
            var layout = CellLabelLayout(style: style, width: contentWidth, height: 0)
            layout.imageSpace = imageSpace
            let imageHeight = storedImageView?.image?.size.height ?? 0
            contentHeight = Swift.max(imageHeight, layout.contentHeight(text: storedTextLabel, detail: storedDetailTextLabel))
                + 2 * UITableViewCell.verticalPadding
        }
        return CGSize(width: size.width, height: Swift.max(UITableView.defaultRowHeight, contentHeight.rounded(.up)))
    }

    // MARK: Accessibility

    /// A cell is one element.
    open override var defaultIsAccessibilityElement: Bool { true }

    /// The labels of the content and the accessory view joined with ", ".
    open override var defaultAccessibilityLabel: String? {
        var parts: [String] = []
        collectLabels(in: contentView, into: &parts)
        if let accessoryView { collectLabels(in: accessoryView, into: &parts) }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    /// `.selected` while selected or checkmarked.
    open override var defaultAccessibilityTraits: UIAccessibilityTraits {
        isSelected || accessoryType == .checkmark ? .selected : .none
    }

    private func collectLabels(in view: UIView, into parts: inout [String]) {
        guard !view.isHidden, view.alpha >= UIView.hitTestAlphaThreshold else { return }
        if view !== contentView, view.isAccessibilityElement {
            if let label = view.accessibilityLabel, !label.isEmpty { parts.append(label) }
            return
        }
        for subview in view.subviews { collectLabels(in: subview, into: &parts) }
    }

    // MARK: Content configuration

    private func applyContentConfiguration() {
        guard let configuration = contentConfiguration else {
            configuredContentView?.removeFromSuperview()
            configuredContentView = nil
            storedTextLabel?.isHidden = false
            storedDetailTextLabel?.isHidden = false
            storedImageView?.isHidden = false
            return
        }
        storedTextLabel?.isHidden = true
        storedDetailTextLabel?.isHidden = true
        storedImageView?.isHidden = true
        if let existing = configuredContentView as? (any UIContentView), existing.supports(configuration) {
            existing.configuration = configuration
        } else {
            configuredContentView?.removeFromSuperview()
            let view = configuration.makeContentView()
            contentView.addSubview(view)
            configuredContentView = view
        }
        setNeedsLayout()
    }
}
