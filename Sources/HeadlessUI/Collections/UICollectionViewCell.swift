import Foundation

/// One item of a collection view, as UIKit's `UICollectionViewCell`: a ``contentView`` for the app's
/// subviews (or a content configuration's view), an optional ``backgroundView`` and
/// ``selectedBackgroundView``, and selection and highlight state set by the collection view.
///
/// Accessibility (as HeadlessUI's table cells): the cell is one element whose label joins the labels
/// of its content with ", ", with `.selected` while selected, unless the app sets
/// `isAccessibilityElement` or `accessibilityLabel` itself.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// The view for the cell's content; add custom subviews here.
    public let contentView = UIView()
    var configuredContentView: UIView?

    /// A view behind the content (default nil). Setting one removes the ``backgroundConfiguration``.
    open var backgroundView: UIView? {
        didSet {
            replaceBackground(oldValue, with: backgroundView, at: 0)
            if backgroundView != nil, backgroundConfiguration != nil { backgroundConfiguration = nil }
        }
    }
    /// A view shown behind the content while the cell is selected or highlighted (default nil).
    open var selectedBackgroundView: UIView? {
        didSet { replaceBackground(oldValue, with: selectedBackgroundView, at: backgroundView == nil ? 0 : 1) }
    }
    /// Whether the item is selected (set by the collection view); a change asks for a configuration update.
    open var isSelected = false {
        didSet { if isSelected != oldValue { selectionStateDidChange() } }
    }
    /// Whether a finger is on the item (set by the collection view on touch-down); a change asks for
    /// a configuration update.
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { selectionStateDidChange() } }
    }
    /// Whether the cell takes touches; turning it off makes the cell's configuration state disabled.
    open override var isUserInteractionEnabled: Bool {
        didSet { if isUserInteractionEnabled != oldValue { setNeedsUpdateConfiguration() } }
    }
    /// The content configuration: setting it puts the configuration's view in the content view
    /// (updated in place when the configuration is of the same kind).
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet { applyContentConfiguration() }
    }
    /// The background configuration, drawn behind the content; setting one removes the
    /// ``backgroundView`` and the background colour, as in UIKit.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        didSet { backgroundConfigurationDidChange() }
    }
    /// Whether a state change updates ``backgroundConfiguration`` with `updated(for:)` (default true).
    open var automaticallyUpdatesBackgroundConfiguration = true
    /// Whether a state change updates ``contentConfiguration`` with `updated(for:)` (default true).
    open var automaticallyUpdatesContentConfiguration = true
    /// The type of ``configurationUpdateHandler``.
    public typealias ConfigurationUpdateHandler = (UICollectionViewCell, UICellConfigurationState) -> Void
    /// Runs at every configuration update, after `updateConfiguration(using:)`: an alternative to
    /// overriding it. Setting it asks for an update.
    @preconcurrency public var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }
    var needsConfigurationUpdate = true
    var isUpdatingConfiguration = false
    var backgroundConfigurationView: BackgroundConfigurationView?

    /// Creates a cell with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.frame = bounds
        addSubview(contentView)
    }

    /// See ``UICollectionReusableView/init(coder:)``: fails with a runtime issue in HeadlessUI.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The content view fills the cell; the background views fill it behind the content.
    open override func layoutSubviews() {
        updateConfigurationIfNeeded()
        super.layoutSubviews()
        contentView.frame = bounds
        backgroundConfigurationView?.place(in: bounds)
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
        configuredContentView?.frame = contentView.bounds
    }

    /// A self-sizing cell measures its content view's constraints.
    override var measuringView: UIView { contentView }

    /// A content configuration's view measures itself (`sizeThatFits`) at the cell's width.
    override func fittingSizeWithoutConstraints(width: CGFloat) -> CGSize? {
        guard let configuredContentView else { return nil }
        let height = configuredContentView.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
        return CGSize(width: width, height: height)
    }

    // MARK: Configuration state (updates in UICollectionViewCell+Configuration.swift)

    /// The cell's current state for its configurations: selected, highlighted, disabled (user
    /// interaction off), swiped (a list item's swipe actions showing) and traits. Subclasses override it to add custom states
    /// (call `super` and set keys), and call ``setNeedsUpdateConfiguration()`` when those change.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isDisabled = !isUserInteractionEnabled
        if let collection = superview as? UICollectionView, let swipe = collection.swipeState {
            state.isSwiped = collection.visibleCellsByPath[swipe.indexPath] === self
        }
        return state
    }

    /// Asks for a configuration update before the next layout pass; requests made before it run
    /// make a single update.
    open func setNeedsUpdateConfiguration() {
        guard !isUpdatingConfiguration else { return }
        needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// Override to update the cell's configurations for `state`; do not call it directly (use
    /// ``setNeedsUpdateConfiguration()``). The default does nothing.
    open func updateConfiguration(using state: UICellConfigurationState) {}

    /// The background configuration UIKit would give this cell by default: clear for plain cells
    /// (list cells give the plain list cell background).
    open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        .clear()
    }

    // MARK: State

    /// Shows the selected background while selected or highlighted, and asks for a configuration update.
    func selectionStateDidChange() {
        selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
        setNeedsUpdateConfiguration()
    }

    private func replaceBackground(_ old: UIView?, with new: UIView?, at index: Int) {
        guard old !== new else { return }
        old?.removeFromSuperview()
        guard let new else { return }
        insertSubview(new, at: index)
        new.frame = bounds
        selectionStateDidChange()
    }

    // MARK: Accessibility

    /// A cell is one element.
    open override var defaultIsAccessibilityElement: Bool { true }

    /// The labels of the content joined with ", ".
    open override var defaultAccessibilityLabel: String? {
        var parts: [String] = []
        collectLabels(in: contentView, into: &parts)
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    /// `.selected` while selected.
    open override var defaultAccessibilityTraits: UIAccessibilityTraits {
        isSelected ? .selected : .none
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
            return
        }
        if let existing = configuredContentView as? (any UIContentView), existing.supports(configuration) {
            existing.configuration = configuration
        } else {
            configuredContentView?.removeFromSuperview()
            let view = configuration.makeContentView()
            contentView.addSubview(view)
            view.frame = contentView.bounds
            configuredContentView = view
        }
        setNeedsLayout()
    }
}
