import Foundation

/// A button, as UIKit's `UIButton`: the state-based API (titles, title colours, images and
/// background images per state) and the iOS 15 ``Configuration`` API.
///
/// - Touch-up-inside also sends `.primaryActionTriggered`, right after it.
/// - Titles, title colours, images and background images are per ``UIControl/State``; a state with
///   no value of its own falls back to its primary state (highlighted, else focused, else selected,
///   else disabled), then to `.normal`, as UIKit does.
/// - With a ``configuration``, the configuration decides the content and look (see
///   ``Configuration``); the update runs at the next layout pass after
///   ``setNeedsUpdateConfiguration()`` (state changes call it).
/// - Accessibility: an element labelled by ``currentTitle`` (or, for an image-only button, the
///   image's accessibility label, which is a symbol's name), with `.button`, plus `.selected` when
///   selected and `.notEnabled` when disabled.
///
/// ```swift
/// let save = UIButton(type: .system, primaryAction: UIAction(title: "Save") { _ in store.save() })
/// let pay = UIButton(configuration: .filled(), primaryAction: UIAction(title: "Pay") { _ in store.pay() })
/// ```
@preconcurrency @MainActor
open class UIButton: UIControl {
    /// HeadlessUI decodes no archives (see `UIView.init?(coder:)`): reports a runtime issue and fails.
    public required init?(coder: NSCoder) {
        UIView.reportUndecodedArchive(of: Self.self)
        return nil
    }

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
    var attributedTitles: [UInt: NSAttributedString] = [:]
    var images: [UInt: UIImage] = [:]
    var backgroundImages: [UInt: UIImage] = [:]
    var preferredSymbolConfigurations: [UInt: UIImage.SymbolConfiguration] = [:]
    var storedTitleLabel: UILabel?
    var storedImageView: UIImageView?
    var storedBackgroundImageView: UIImageView?
    var storedSubtitleLabel: UILabel?
    /// The configuration's background shape (configuration mode only).
    var configurationBackgroundView: UIView?
    /// The configuration's activity indicator (configuration mode only).
    var configurationActivityIndicator: UIActivityIndicatorView?
    /// The configuration as resolved for the current state by the last update.
    var appliedConfiguration: Configuration?
    var needsConfigurationUpdate = false
    var isUpdatingConfiguration = false

    /// The button's configuration, as UIKit's `UIButton.configuration` (iOS 15). Setting one switches
    /// the button to configuration-driven content and look; setting nil goes back to the
    /// state-based API.
    public var configuration: Configuration? {
        didSet { configurationDidChange(from: oldValue) }
    }

    /// The menu the button shows (iOS 14): on a press and hold, or on touch down when
    /// ``UIControl/showsMenuAsPrimaryAction`` is set. Setting one turns on
    /// ``UIControl/isContextMenuInteractionEnabled``; with ``changesSelectionAsPrimaryAction`` the
    /// button is a pop-up button showing the selected action's title.
    open var menu: UIMenu? {
        didSet {
            isContextMenuInteractionEnabled = menu != nil
            applyPopUpSelection()
        }
    }

    /// Whether the button is a pop-up button (iOS 15): its menu keeps one action selected (the
    /// first one when none is on) and the button's title is the selected action's.
    open var changesSelectionAsPrimaryAction = false {
        didSet { applyPopUpSelection() }
    }

    override var menuForPresentation: UIMenu? { menu }

    override func menuDidPresent(_ presentation: MenuPresentation) {
        guard changesSelectionAsPrimaryAction else { return }
        presentation.selectionHandler = { [weak self] chosen in
            guard let self, let menu = self.menu else { return }
            for action in menu.allActions { action.state = action === chosen ? .on : .off }
            self.applyPopUpSelection()
        }
    }

    /// A pop-up button's menu keeps exactly one action on, and the button shows its title.
    private func applyPopUpSelection() {
        guard changesSelectionAsPrimaryAction, let menu else { return }
        let actions = menu.allActions
        let selected = actions.first { $0.state == .on } ?? actions.first
        for action in actions { action.state = action === selected ? .on : .off }
        guard let title = selected?.title else { return }
        if configuration != nil {
            configuration?.title = title
        } else {
            setTitle(title, for: .normal)
        }
    }

    /// The type of ``configurationUpdateHandler``.
    public typealias ConfigurationUpdateHandler = @MainActor (UIButton) -> Void

    /// Runs at every configuration update (after ``updateConfiguration()``), where the app adjusts
    /// ``configuration`` for the current state. Setting it asks for an update.
    @preconcurrency public var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// Whether state changes ask for a configuration update by themselves (UIKit's default: true).
    public var automaticallyUpdatesConfiguration = true

    /// Where a subclass updates ``configuration`` for the current state, as UIKit's
    /// `updateConfiguration()`; the runtime calls it (then ``configurationUpdateHandler``) at each
    /// configuration update. The base implementation does nothing.
    open func updateConfiguration() {}

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

    /// Moves the title inside the content rectangle (legacy `titleEdgeInsets`, deprecated in iOS 15):
    /// the title is placed as if the content rectangle were inset by these values, so with centred
    /// content `left: 8` moves it 4 pt and `left: 8, right: -8` moves it 8 pt, as in UIKit. It does
    /// not change the intrinsic size.
    open var titleEdgeInsets: UIEdgeInsets = .zero {
        didSet { setNeedsLayout() }
    }

    /// Moves the image the same way as ``titleEdgeInsets`` moves the title (legacy `imageEdgeInsets`).
    open var imageEdgeInsets: UIEdgeInsets = .zero {
        didSet { setNeedsLayout() }
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

    /// Creates a `.system` button with a configuration, as UIKit's `UIButton(configuration:primaryAction:)`;
    /// the action's title (when not empty) becomes the configuration's title if it has none.
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system)
        var configuration = configuration
        if let primaryAction {
            addAction(primaryAction, for: .primaryActionTriggered)
            if configuration.title == nil, configuration.attributedTitle == nil, !primaryAction.title.isEmpty {
                configuration.title = primaryAction.title
            }
        }
        self.configuration = configuration
        // Property observers do not run inside an initializer.
        setNeedsUpdateConfiguration()
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

    /// Sets the title for a state (`nil` removes it, so the state falls back again). On a button
    /// with a configuration, the normal title also becomes the configuration's title, as in UIKit.
    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        if state == .normal, configuration != nil {
            configuration?.title = title
            return
        }
        if currentTitle != nil { _ = titleLabel }
        updateTitleLabel()
    }

    /// The title shown in `state`, following UIKit's fallback (exact, primary state, normal): an
    /// attributed title's text wins over a plain one; a configured button's title comes from its
    /// configuration when no state title is set.
    open func title(for state: State) -> String? {
        if let attributed = UIButton.lookUp(attributedTitles, for: state) { return attributed.string }
        if let title = UIButton.lookUp(titles, for: state) { return title }
        return configuration?.resolvedTitleText
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
        if configuration != nil {
            if automaticallyUpdatesConfiguration { setNeedsUpdateConfiguration() }
            return
        }
        updateTitleLabel()
        updateImageViews()
    }

    func updateTitleLabel() {
        guard configuration == nil, let label = storedTitleLabel else { return }
        label.text = currentTitle
        label.textColor = currentTitleColor
        label.isHidden = currentTitle?.isEmpty ?? true
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    // MARK: Size and layout

    /// The content's size plus ``contentEdgeInsets``: the title (with the legacy 6 pt above and
    /// below) beside the image, at least the background image's size; a configured button measures
    /// its configuration's content plus its content insets.
    open override var intrinsicContentSize: CGSize {
        if configuration != nil { return configurationIntrinsicContentSize() }
        let content = legacyContentSize()
        var size = CGSize(
            width: content.width + contentEdgeInsets.left + contentEdgeInsets.right,
            height: content.height + contentEdgeInsets.top + contentEdgeInsets.bottom
        )
        if let background = currentBackgroundImage {
            size.width = Swift.max(size.width, background.size.width)
            size.height = Swift.max(size.height, background.size.height)
        }
        return size
    }

    /// The intrinsic size (buttons size to their content).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        intrinsicContentSize
    }

    private var legacyTitleSize: CGSize? {
        guard let label = storedTitleLabel, let title = currentTitle, !title.isEmpty else { return nil }
        return label.intrinsicContentSize
    }

    private func legacyContentSize() -> CGSize {
        let imageSize = displayedLegacyImage?.size
        let titleSize = legacyTitleSize
        let titleHeight = titleSize.map { $0.height + 2 * UIButton.titleVerticalPadding } ?? 0
        return CGSize(
            width: (imageSize?.width ?? 0) + (titleSize?.width ?? 0),
            height: Swift.max(imageSize?.height ?? 0, titleHeight)
        )
    }

    /// Places the background image over the bounds, then the image and title side by side inside the
    /// content rectangle following the content alignments (a configured button lays out its
    /// configuration's content instead).
    open override func layoutSubviews() {
        super.layoutSubviews()
        if configuration != nil {
            layoutConfiguredContent()
            return
        }
        storedBackgroundImageView?.frame = bounds
        let content = bounds.inset(by: contentEdgeInsets)
        let imageSize = displayedLegacyImage?.size ?? .zero
        let titleSize = legacyTitleSize ?? .zero
        let isFillHorizontally = effectiveContentHorizontalAlignment == .fill
        let titleWidth = isFillHorizontally
            ? Swift.max(0, content.width - imageSize.width) : Swift.min(titleSize.width, Swift.max(0, content.width - imageSize.width))
        let blockWidth = imageSize.width + titleWidth
        let x: CGFloat
        switch effectiveContentHorizontalAlignment {
        case .left, .fill: x = content.minX
        case .right: x = content.maxX - blockWidth
        default: x = content.midX - blockWidth / 2
        }
        func y(height: CGFloat) -> CGFloat {
            switch contentVerticalAlignment {
            case .top, .fill: return content.minY
            case .bottom: return content.maxY - height
            default: return content.midY - height / 2
            }
        }
        if let imageView = storedImageView {
            let height = Swift.min(imageSize.height, content.height)
            imageView.frame = shifted(CGRect(x: x, y: y(height: height), width: imageSize.width, height: height), by: imageEdgeInsets)
        }
        guard let label = storedTitleLabel else { return }
        let height = contentVerticalAlignment == .fill ? content.height : Swift.min(titleSize.height, content.height)
        label.frame = shifted(CGRect(x: x + imageSize.width, y: y(height: height), width: titleWidth, height: height), by: titleEdgeInsets)
    }

    /// Where `frame`, placed in the content rectangle by the alignments, lands when that rectangle is
    /// inset by `insets`: edge-aligned content moves by the inset of its edge, centred content by
    /// half the difference of the two insets.
    private func shifted(_ frame: CGRect, by insets: UIEdgeInsets) -> CGRect {
        guard insets != .zero else { return frame }
        let dx: CGFloat
        switch effectiveContentHorizontalAlignment {
        case .left, .fill: dx = insets.left
        case .right: dx = -insets.right
        default: dx = (insets.left - insets.right) / 2
        }
        let dy: CGFloat
        switch contentVerticalAlignment {
        case .top, .fill: dy = insets.top
        case .bottom: dy = -insets.bottom
        default: dy = (insets.top - insets.bottom) / 2
        }
        return frame.offsetBy(dx: dx, dy: dy)
    }

    static func lookUpValue<Value>(_ values: [UInt: Value], for state: State) -> Value? {
        lookUp(values, for: state)
    }

    private static func lookUp<Value>(_ values: [UInt: Value], for state: State) -> Value? {
        values[state.rawValue] ?? values[state.primaryState.rawValue] ?? values[State.normal.rawValue]
    }

    // MARK: Accessibility

    /// Buttons are accessibility elements.
    open override var defaultIsAccessibilityElement: Bool { true }
    /// The current title; for a button without one, its image's accessibility label (a symbol
    /// image's name), as UIKit does.
    open override var defaultAccessibilityLabel: String? {
        if let title = currentTitle, !title.isEmpty { return title }
        return (configuration != nil ? appliedConfiguration?.image ?? configuration?.image : currentImage)?.accessibilityLabel
    }
    /// `.button`, plus `.selected`/`.notEnabled` from the state.
    open override var defaultAccessibilityTraits: UIAccessibilityTraits {
        super.defaultAccessibilityTraits.union(.button)
    }
}
