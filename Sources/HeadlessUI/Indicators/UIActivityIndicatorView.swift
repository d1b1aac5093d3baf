import Foundation

/// A spinning "busy" indicator, as UIKit's `UIActivityIndicatorView`.
///
/// - Size: 20 pt square for ``Style/medium``, 37 pt for ``Style/large`` (UIKit's numbers),
///   as ``intrinsicContentSize``; `init(style:)` uses it as the frame.
/// - ``startAnimating()``/``stopAnimating()``; with ``hidesWhenStopped`` (the default) the view is
///   hidden whenever it is not animating, so a new spinner starts hidden, as in UIKit.
/// - The spin runs on the runtime clock (``currentAnimationStep`` of ``spokeCount`` spokes per
///   ``animationLoopDuration``), but a running spinner does **not** make the app busy: apps leave
///   spinners running for as long as they like, so waiting for idle must not wait for them.
/// - Accessibility: an element with the `.updatesFrequently` trait, labelled "In progress" while
///   animating and "Progress halted" when stopped (VoiceOver's wording).
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    /// HeadlessUI decodes no archives (see `UIView.init?(coder:)`): reports a runtime issue and fails.
    public required init?(coder: NSCoder) {
        UIView.reportUndecodedArchive(of: Self.self)
        return nil
    }

    /// The look of the indicator, as UIKit's `UIActivityIndicatorView.Style`.
    public enum Style: Int, Sendable {
        /// Deprecated large white style (37 pt).
        case whiteLarge = 0
        /// Deprecated white style (20 pt).
        case white = 1
        /// Deprecated grey style (20 pt).
        case gray = 2
        /// The standard 20 pt indicator (the default).
        case medium = 100
        /// The large 37 pt indicator.
        case large = 101

        /// The square side in points.
        public var sideLength: CGFloat {
            switch self {
            case .whiteLarge, .large: return 37
            case .white, .gray, .medium: return 20
            }
        }
    }

    /// Spokes drawn by the indicator (UIKit: 8).
    public static let spokeCount = 8
    /// Seconds for one full turn (HeadlessUI choice: UIKit reads it from a private settings domain).
    public static let animationLoopDuration: TimeInterval = 1
    /// The spoken label while animating.
    public static let animatingAccessibilityLabel = "In progress"
    /// The spoken label when stopped.
    public static let stoppedAccessibilityLabel = "Progress halted"

    private var animationStartTime: TimeInterval?

    /// The style; changing it changes the intrinsic size.
    open var style: Style = .medium {
        didSet { if style.sideLength != oldValue.sideLength { invalidateIntrinsicContentSize() } }
    }

    /// Whether the view hides itself while not animating (default `true`). Setting it while
    /// stopped hides or shows the view at once.
    open var hidesWhenStopped = true {
        didSet { if !isAnimating { isHidden = hidesWhenStopped } }
    }

    /// The spoke colour; defaults to the style's colour (white for the deprecated white styles,
    /// grey otherwise). Setting nil restores the default.
    open var color: UIColor! {
        get { storedColor ?? defaultColor }
        set { storedColor = newValue }
    }
    private var storedColor: UIColor?

    private var defaultColor: UIColor {
        switch style {
        case .white, .whiteLarge: return .white
        case .gray, .medium, .large: return .gray
        }
    }

    // MARK: Init

    /// Creates an indicator of `style`, sized to it, hidden until it starts animating.
    public convenience init(style: Style) {
        self.init(frame: CGRect(x: 0, y: 0, width: style.sideLength, height: style.sideLength))
        self.style = style
    }

    /// Creates a medium indicator with the given frame, hidden until it starts animating.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentPriorities = .usuallyFixed(width: true, height: true)
        isHidden = hidesWhenStopped
    }

    // MARK: Animating

    /// Starts spinning and, with ``hidesWhenStopped``, shows the view. Does nothing when already spinning.
    open func startAnimating() {
        guard !isAnimating else { return }
        animationStartTime = owningApplication?.clock.seconds ?? 0
        if hidesWhenStopped { isHidden = false }
    }

    /// Stops spinning and, with ``hidesWhenStopped``, hides the view.
    open func stopAnimating() {
        animationStartTime = nil
        if hidesWhenStopped { isHidden = true }
    }

    /// Whether the indicator is spinning.
    open var isAnimating: Bool { animationStartTime != nil }

    /// Which spoke is brightest now (0..<``spokeCount``), from the runtime clock; 0 when stopped.
    public var currentAnimationStep: Int {
        guard let start = animationStartTime, let now = owningApplication?.clock.seconds else { return 0 }
        let perStep = UIActivityIndicatorView.animationLoopDuration / Double(UIActivityIndicatorView.spokeCount)
        return Int(((now - start) / perStep + TimeTolerance.epsilon).rounded(.down)) % UIActivityIndicatorView.spokeCount
    }

    // MARK: Size

    /// 20 × 20 pt (medium) or 37 × 37 pt (large).
    open override var intrinsicContentSize: CGSize { CGSize(width: style.sideLength, height: style.sideLength) }

    /// The style's size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    // MARK: Accessibility

    /// Activity indicators are accessibility elements.
    open override var defaultIsAccessibilityElement: Bool { true }
    /// "In progress" while animating, "Progress halted" when stopped.
    open override var defaultAccessibilityLabel: String? {
        isAnimating ? UIActivityIndicatorView.animatingAccessibilityLabel : UIActivityIndicatorView.stoppedAccessibilityLabel
    }
    /// `.updatesFrequently`.
    open override var defaultAccessibilityTraits: UIAccessibilityTraits { .updatesFrequently }
}
