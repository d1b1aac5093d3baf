import Foundation

/// A bar that fills as a task progresses, as UIKit's `UIProgressView`.
///
/// - ``progress`` is clamped to 0...1 (NaN is reported and ignored); setting it sends no event.
/// - ``setProgress(_:animated:)`` with `animated: true` changes ``progress`` at once and animates
///   the bar on the runtime clock as UIKit does: linearly, from the bar's on-screen position, over
///   as many seconds as the fraction it travels (0.5 → 0.5 s). ``presentedProgress`` is the
///   fraction on screen; the animation counts in the idle report until it ends.
/// - Height: 4 pt for ``UIProgressView/Style/default`` (UIKit since iOS 14) and
///   ``barStyleHeight`` for ``UIProgressView/Style/bar``; no intrinsic width.
/// - Colours: ``progressTintColor`` (the view's tint when nil) and ``trackTintColor`` (a light
///   system fill for `.default`, clear for `.bar`, when nil). The bar fills from the leading edge
///   (from the right in right-to-left layouts).
/// - Accessibility: an element with the `.updatesFrequently` trait whose value is the progress as
///   a rounded percentage (`"50%"`).
@preconcurrency @MainActor
open class UIProgressView: UIView {
    /// HeadlessUI decodes no archives (see `UIView.init?(coder:)`): reports a runtime issue and fails.
    public required init?(coder: NSCoder) {
        UIView.reportUndecodedArchive(of: Self.self)
        return nil
    }

    /// The look of the bar, as UIKit's `UIProgressView.Style`.
    public enum Style: Int, Sendable {
        /// The standard rounded bar.
        case `default`
        /// The thinner bar for toolbars, on a clear track.
        case bar
    }

    /// Height of a `.default` bar (UIKit: 4 pt since iOS 14).
    public static let defaultStyleHeight: CGFloat = 4
    /// Height of a `.bar` bar (HeadlessUI choice: UIKit takes it from its artwork).
    public static let barStyleHeight: CGFloat = 3
    /// Width `init(progressViewStyle:)` gives the view (UIKit's default size: 160 pt).
    public static let defaultWidth: CGFloat = 160
    /// The `.default` track colour when none is set (the light-mode system fill).
    public static let defaultTrackColor = UIColor(red: 120.0 / 255, green: 120.0 / 255, blue: 128.0 / 255, alpha: 0.2)

    private var storedProgress: Float = 0
    /// The filled part of the bar; its (animated) width is what the screen shows.
    private let fillView = UIView()

    /// The style; changing it changes the intrinsic height.
    open var progressViewStyle: Style = .default {
        didSet { if progressViewStyle != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// The colour of the filled part; nil (the default) means the view's tint colour.
    open var progressTintColor: UIColor?
    /// The colour of the unfilled track; nil (the default) means the style's track colour.
    open var trackTintColor: UIColor?

    /// The colour rendering uses for the filled part.
    public var effectiveProgressTintColor: UIColor { progressTintColor ?? tintColor }
    /// The colour rendering uses for the track.
    public var effectiveTrackTintColor: UIColor {
        trackTintColor ?? (progressViewStyle == .bar ? .clear : UIProgressView.defaultTrackColor)
    }

    // MARK: Init

    /// Creates a progress view of `style`, 160 pt wide and as high as the style.
    public convenience init(progressViewStyle style: Style) {
        let height = style == .bar ? UIProgressView.barStyleHeight : UIProgressView.defaultStyleHeight
        self.init(frame: CGRect(x: 0, y: 0, width: UIProgressView.defaultWidth, height: height))
        progressViewStyle = style
    }

    /// Creates a `.default` progress view with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentPriorities = .usuallyFixed(width: false, height: true)
        fillView.isUserInteractionEnabled = false
        addSubview(fillView)
        fillView.frame = fillRect(for: 0)
    }

    // MARK: Progress

    /// The progress, 0...1. Values outside are clamped; NaN is reported and ignored.
    open var progress: Float {
        get { storedProgress }
        set { setProgress(newValue, animated: false) }
    }

    /// Sets the progress (clamped to 0...1; NaN is reported and ignored). Animated, the bar moves
    /// linearly from where it is on screen, taking one second per whole bar it travels.
    open func setProgress(_ progress: Float, animated: Bool) {
        guard !progress.isNaN else {
            UIApplication.reportRuntimeIssue(.invalidConfiguration(
                object: debugName, property: "progress",
                reason: "NaN is not a progress; pass a fraction between 0 and 1 (UIKit would show a full bar)."
            ))
            return
        }
        let clamped = Swift.min(1, Swift.max(0, progress))
        guard clamped != storedProgress else { return }
        let travelled = TimeInterval(abs(clamped - storedProgress))
        storedProgress = clamped
        let target = fillRect(for: clamped)
        if animated {
            UIView.animate(withDuration: travelled, delay: 0, options: [.curveLinear, .beginFromCurrentState]) {
                self.fillView.frame = target
            }
        } else {
            UIView.performWithoutAnimation { fillView.frame = target }
        }
    }

    /// The fraction of the bar filled on screen now: ``progress`` unless an animated change is
    /// still running on the clock.
    public var presentedProgress: Float {
        guard bounds.width > 0, let presented = fillView.layer.presentation() else { return storedProgress }
        return Float(presented.bounds.width / bounds.width)
    }

    /// The filled rectangle for `progress` in the view's coordinates (leading-aligned).
    func fillRect(for progress: Float) -> CGRect {
        let width = bounds.width * CGFloat(progress)
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        return CGRect(x: rightToLeft ? bounds.maxX - width : bounds.minX, y: bounds.minY, width: width, height: bounds.height)
    }

    /// Keeps the filled part matching the progress when the view resizes.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let target = fillRect(for: storedProgress)
        if fillView.frame != target { fillView.frame = target }
    }

    // MARK: Size

    /// The style's height; no intrinsic width.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: styleHeight)
    }

    /// The given width and the style's height.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: styleHeight)
    }

    private var styleHeight: CGFloat {
        progressViewStyle == .bar ? UIProgressView.barStyleHeight : UIProgressView.defaultStyleHeight
    }

    // MARK: Accessibility

    /// Progress views are accessibility elements.
    open override var defaultIsAccessibilityElement: Bool { true }
    /// The progress as a rounded percentage: `"50%"`.
    open override var defaultAccessibilityValue: String? { "\(Int((storedProgress * 100).rounded()))%" }
    /// `.updatesFrequently`.
    open override var defaultAccessibilityTraits: UIAccessibilityTraits { .updatesFrequently }
}
