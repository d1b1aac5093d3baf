import Foundation

/// A button, as UIKit's `UIButton` (the state-based API; no `titleLabel`, image or configuration yet).
///
/// - Touch-up-inside also sends `.primaryActionTriggered`, right after it.
/// - Titles and title colours are per ``UIControl/State``; a state with no value of its own falls
///   back to its primary state (highlighted, else focused, else selected, else disabled), then to
///   `.normal`, as UIKit does.
/// - Accessibility: an element labelled by ``currentTitle``, with `.button`, plus `.selected` when
///   selected and `.notEnabled` when disabled.
///
/// ```swift
/// let save = UIButton(type: .system, primaryAction: UIAction(title: "Save") { _ in store.save() })
/// ```
@preconcurrency @MainActor
open class UIButton: UIControl {
    override var defaultActionIsSingleTap: Bool { true }

    /// The kind of button, as UIKit's `UIButton.ButtonType`, with UIKit's raw values.
    public enum ButtonType: Int, Sendable {
        /// No system styling.
        case custom = 0
        /// The standard system button (tinted title).
        case system = 1
        /// A detail-disclosure (ⓘ chevron) button.
        case detailDisclosure = 2
        /// An information button for a light background.
        case infoLight = 3
        /// An information button for a dark background.
        case infoDark = 4
        /// A contact-add (+) button.
        case contactAdd = 5
        /// A close (×) button.
        case close = 7

        /// UIKit's deprecated alias of ``system``.
        public static var roundedRect: ButtonType { .system }
    }

    /// The kind of button, fixed at creation (`.custom` for `init(frame:)`).
    public let buttonType: ButtonType

    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var storedTitleLabel: UILabel?

    /// The default title font of a button without a configuration (UIKit: system 15 pt).
    public static let defaultTitleFont = UIFont.systemFont(ofSize: 15)
    /// Space above and below the title in the intrinsic size (UIKit's legacy buttons are 30 pt tall
    /// with a 15 pt title).
    public static let titleVerticalPadding: CGFloat = 6

    /// The label that shows the current title, created on first use (as in UIKit). It follows the
    /// button's state: text and colour come from ``currentTitle`` and ``currentTitleColor``.
    public var titleLabel: UILabel? {
        if let storedTitleLabel { return storedTitleLabel }
        let label = UILabel()
        label.font = UIButton.defaultTitleFont
        label.textAlignment = .center
        label.lineBreakMode = .byTruncatingMiddle
        storedTitleLabel = label
        addSubview(label)
        updateTitleLabel()
        return label
    }

    /// Space around the content in the intrinsic size and layout (legacy `contentEdgeInsets`).
    open var contentEdgeInsets: UIEdgeInsets = .zero {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// Creates a button of the given type.
    public init(type buttonType: ButtonType) {
        self.buttonType = buttonType
        super.init(frame: .zero)
    }

    /// Creates a `.custom` button.
    public override init(frame: CGRect) {
        self.buttonType = .custom
        super.init(frame: frame)
    }

    /// Creates a button whose `primaryAction` runs on `.primaryActionTriggered`; the action's title
    /// (when not empty) becomes the normal title, as in UIKit.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        guard let primaryAction else { return }
        addAction(primaryAction, for: .primaryActionTriggered)
        if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
    }

    override var actionTriggeringEvents: Event { .touchUpInside }

    // MARK: Titles

    /// Sets the title for a state (`nil` removes it, so the state falls back again).
    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        if currentTitle != nil { _ = titleLabel }
        updateTitleLabel()
    }

    /// The title shown in `state`, following UIKit's fallback (exact, primary state, normal).
    open func title(for state: State) -> String? {
        UIButton.lookUp(titles, for: state)
    }

    /// The title shown now.
    open var currentTitle: String? { title(for: state) }

    /// Sets the title colour for a state.
    open func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state.rawValue] = color
        updateTitleLabel()
    }

    /// The title colour in `state`, with the same fallback as titles; without any, the tint colour for
    /// system-style buttons and white for custom ones.
    open func titleColor(for state: State) -> UIColor? {
        if let color = UIButton.lookUp(titleColors, for: state) { return color }
        return buttonType == .custom ? .white : tintColor
    }

    /// The title colour shown now.
    open var currentTitleColor: UIColor { titleColor(for: state) ?? tintColor }

    override func controlStateDidChange() {
        updateTitleLabel()
    }

    private func updateTitleLabel() {
        guard let label = storedTitleLabel else { return }
        label.text = currentTitle
        label.textColor = currentTitleColor
        label.isHidden = currentTitle?.isEmpty ?? true
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    // MARK: Size and layout

    /// The title's size plus ``contentEdgeInsets`` and the legacy vertical padding; no intrinsic
    /// size without a title.
    open override var intrinsicContentSize: CGSize {
        guard let label = storedTitleLabel, let title = currentTitle, !title.isEmpty else {
            return CGSize(width: contentEdgeInsets.left + contentEdgeInsets.right,
                          height: contentEdgeInsets.top + contentEdgeInsets.bottom)
        }
        let titleSize = label.intrinsicContentSize
        return CGSize(
            width: titleSize.width + contentEdgeInsets.left + contentEdgeInsets.right,
            height: titleSize.height + 2 * UIButton.titleVerticalPadding + contentEdgeInsets.top + contentEdgeInsets.bottom
        )
    }

    /// The intrinsic size (buttons size to their content).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        intrinsicContentSize
    }

    /// Places the title label inside the content rectangle following the content alignments.
    open override func layoutSubviews() {
        super.layoutSubviews()
        guard let label = storedTitleLabel else { return }
        let content = bounds.inset(by: contentEdgeInsets)
        let fitted = label.intrinsicContentSize
        let width = Swift.min(fitted.width, content.width)
        let height = Swift.min(fitted.height, content.height)
        let x: CGFloat
        switch effectiveContentHorizontalAlignment {
        case .left: x = content.minX
        case .right: x = content.maxX - width
        case .fill: x = content.minX
        default: x = content.midX - width / 2
        }
        let y: CGFloat
        switch contentVerticalAlignment {
        case .top: y = content.minY
        case .bottom: y = content.maxY - height
        case .fill: y = content.minY
        default: y = content.midY - height / 2
        }
        let isFill = effectiveContentHorizontalAlignment == .fill
        label.frame = CGRect(
            x: x, y: y, width: isFill ? content.width : width, height: contentVerticalAlignment == .fill ? content.height : height
        )
    }

    private static func lookUp<Value>(_ values: [UInt: Value], for state: State) -> Value? {
        values[state.rawValue] ?? values[state.primaryState.rawValue] ?? values[State.normal.rawValue]
    }

    // MARK: Accessibility

    /// Buttons are accessibility elements.
    open override var defaultIsAccessibilityElement: Bool { true }
    /// The current title.
    open override var defaultAccessibilityLabel: String? { currentTitle }
    /// `.button`, plus `.selected`/`.notEnabled` from the state.
    open override var defaultAccessibilityTraits: UIAccessibilityTraits {
        super.defaultAccessibilityTraits.union(.button)
    }
}
