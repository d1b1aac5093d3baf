import Foundation

/// A view whose content is larger than itself and is moved by dragging, as UIKit's `UIScrollView`.
///
/// The content offset is the bounds origin: setting it moves every subview, and since a scroll view
/// clips to its bounds (``clipsToBounds`` is true, as in UIKit), content scrolled out of the bounds is
/// neither visible nor hittable. A real ``panGestureRecognizer`` (10 pt hysteresis) drives scrolling:
/// the offset follows the finger, rubber-bands past the edges when ``bounces``, then decelerates on the
/// runtime clock at ``decelerationRate``, springs back into range and, with ``isPagingEnabled``, snaps
/// to a page. While it moves the app reports busy work, so `runUntilIdle` settles after it stops.
///
/// Content touches follow UIKit: with ``delaysContentTouches`` a touch reaches the content 0.15 s after
/// touch-down (at once when the finger lifts first, so a quick tap still works); a drag that starts
/// scrolling takes the touch, cancelling content that was already tracking it when
/// ``canCancelContentTouches`` and ``touchesShouldCancel(in:)`` allow.
///
/// ```swift
/// let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
/// scrollView.contentSize = CGSize(width: 390, height: 2000)
/// scrollView.setContentOffset(CGPoint(x: 0, y: 500), animated: true)   // 0.3 s on the runtime clock
/// ```
@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// HeadlessUI decodes no archives (see `UIView.init?(coder:)`): reports a runtime issue and fails.
    public required init?(coder: NSCoder) {
        UIView.reportUndecodedArchive(of: Self.self)
        return nil
    }

    /// Duration of `setContentOffset(_:animated: true)` and `scrollRectToVisible(_:animated: true)`
    /// (HeadlessUI's choice; UIKit's value is undocumented and close to this).
    public static let scrollAnimationDuration: TimeInterval = 0.3
    /// How long content touches are held while the scroll view decides whether the touch is a scroll
    /// (UIKit's `_touchDelayForScrollDetection`: 0.15 s).
    public static let contentTouchDelay: TimeInterval = 0.15
    /// Movement along an axis the scroll view cannot scroll that releases held content touches at once (10 pt).
    public static let contentTouchReleaseDistance: CGFloat = 10

    // MARK: Content geometry

    /// The size of the scrollable content. Negative or non-finite sizes are reported and ignored.
    open var contentSize: CGSize = .zero {
        didSet {
            guard contentSize.width.isFinite, contentSize.height.isFinite, contentSize.width >= 0, contentSize.height >= 0 else {
                reportInvalid("contentSize", "\(contentSize) must be finite and non-negative; the previous size is kept.")
                contentSize = oldValue
                return
            }
            if contentSize != oldValue { setNeedsLayout() }
        }
    }

    /// The point of the content shown at the scroll view's top-left corner (the bounds origin).
    /// Setting it scrolls at once and calls `scrollViewDidScroll`; it is not clamped, as in UIKit.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds.origin = newValue }
    }

    /// Extra space around the content, in which it can also be scrolled. Non-finite values are
    /// reported and ignored.
    open var contentInset: UIEdgeInsets = .zero {
        didSet {
            guard contentInset.isFinite else {
                reportInvalid("contentInset", "\(contentInset) must be finite; the previous inset is kept.")
                contentInset = oldValue
                return
            }
        }
    }

    /// How the safe area is added to ``contentInset`` (default `.automatic`).
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic

    /// Insets of the vertical scroll indicator.
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// Insets of the horizontal scroll indicator.
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// Both indicators' insets, as UIKit's older `scrollIndicatorInsets`: reads the vertical
    /// indicator's, sets both.
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }
    /// Whether the vertical indicator shows while scrolling (default true).
    open var showsVerticalScrollIndicator = true
    /// Whether the horizontal indicator shows while scrolling (default true).
    open var showsHorizontalScrollIndicator = true
    /// The indicators' style.
    open var indicatorStyle: IndicatorStyle = .default

    // MARK: Scrolling behaviour

    /// Whether dragging scrolls (default true). When false the pan recognizer is disabled and content
    /// touches are delivered without delay.
    open var isScrollEnabled = true {
        didSet { panGestureRecognizer.isEnabled = isScrollEnabled }
    }
    /// Whether scrolling stops on multiples of the scroll view's size (default false).
    open var isPagingEnabled = false
    /// Whether content can be pulled past its edges and springs back (default true).
    open var bounces = true
    /// Whether a vertical drag bounces even when the content is not taller than the view (default false).
    open var alwaysBounceVertical = false
    /// Whether a horizontal drag bounces even when the content is not wider than the view (default false).
    open var alwaysBounceHorizontal = false
    /// Whether scrolling locks to the dominant axis (stored; HeadlessUI does not lock).
    open var isDirectionalLockEnabled = false
    /// Whether a scroll-to-top gesture scrolls this view (stored; HeadlessUI has no status-bar tap).
    open var scrollsToTop = true
    /// How quickly content slows down after a flick. Rates outside 0 < r < 1 are reported and ignored.
    open var decelerationRate: DecelerationRate = .normal {
        didSet {
            let value = decelerationRate.rawValue
            guard value.isFinite, value > 0, value < 1 else {
                reportInvalid(
                    "decelerationRate",
                    "\(value) is not a per-millisecond factor between 0 and 1 (exclusive); use .normal (0.998) or .fast (0.99). The "
                        + "previous rate is kept."
                )
                decelerationRate = oldValue
                return
            }
        }
    }
    /// Whether dragging dismisses the software keyboard (default `.none`): `.onDrag` when a drag begins
    /// scrolling, `.interactive` by pulling it down with the finger (see `UIScrollView+Keyboard.swift`).
    open var keyboardDismissMode: KeyboardDismissMode = .none

    // MARK: Content touches

    /// Whether touch-down reaches the content only once the scroll view knows the touch is not a
    /// scroll (0.15 s, or earlier when the finger lifts). Default true.
    open var delaysContentTouches = true
    /// Whether a drag may cancel touches the content is already tracking and scroll. Default true.
    open var canCancelContentTouches = true

    // MARK: State

    /// Whether a finger is on the scroll view (it may not have started scrolling yet).
    public internal(set) var isTracking = false
    /// Whether the user is scrolling the content with a finger.
    public internal(set) var isDragging = false
    /// Whether the content is moving on after the finger lifted (decelerating or bouncing back).
    public internal(set) var isDecelerating = false

    /// The delegate.
    open weak var delegate: (any UIScrollViewDelegate)?

    /// The recognizer that scrolls the content (a `UIPanGestureRecognizer`, 10 pt hysteresis).
    public let panGestureRecognizer: UIPanGestureRecognizer
    let delayedTouchesRecognizer: ScrollViewDelayedTouchesRecognizer

    /// The pull-to-refresh control, added as a subview at the top of the content.
    open var refreshControl: UIRefreshControl? {
        didSet {
            guard refreshControl !== oldValue else { return }
            oldValue?.detach(from: self)
            if let refreshControl {
                if refreshControl.superview !== self { addSubview(refreshControl) }
                refreshControl.attach(to: self)
            }
            setNeedsLayout()
        }
    }

    // MARK: Internal state

    /// The offset the drag started from, with any rubber band undone, and the pan translation then.
    var dragOrigin: CGPoint = .zero
    /// Whether the current drag was handed to an enclosing sheet (the content stays at its top edge).
    var isDragHandedToSheet = false
    /// The page (per axis) the drag started on, for paging.
    var dragStartPage: CGPoint = .zero
    /// Motion after the finger lifted, or an animated offset change.
    var motion: ScrollMotionState?
    /// Drives ``motion`` once per frame and reports busy work while it runs.
    var frameDriver: ScrollFrameDriver?
    /// Extra top inset kept while the refresh control refreshes.
    var refreshInsetTop: CGFloat = 0
    /// The adjusted inset when the safe area last changed (nil: not yet in a window).
    var adjustedInsetAtLastSafeAreaChange: UIEdgeInsets?

    // MARK: Init

    /// Creates a scroll view; it clips to its bounds and owns its pan and touch-delay recognizers.
    public override init(frame: CGRect) {
        let pan = ScrollViewPanGestureRecognizer()
        let delay = ScrollViewDelayedTouchesRecognizer()
        panGestureRecognizer = pan
        delayedTouchesRecognizer = delay
        super.init(frame: frame)
        clipsToBounds = true
        pan.scrollView = self
        delay.scrollView = self
        pan.addTarget { [weak self] recognizer in
            guard let self, let pan = recognizer as? UIPanGestureRecognizer else { return }
            self.handlePan(pan)
        }
        addGestureRecognizer(pan)
        addGestureRecognizer(delay)
    }

    // MARK: Geometry

    /// The bounds; changing the origin is scrolling (layout is requested and the delegate told).
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let oldOrigin = super.bounds.origin
            super.bounds = newValue
            if super.bounds.origin != oldOrigin { contentOffsetDidChange() }
        }
    }

    /// Called when ``adjustedContentInset`` changed because the safe area did; the base does nothing.
    open func adjustedContentInsetDidChange() {}

    /// Follows the new safe area (see ``followSafeAreaChange()``).
    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        followSafeAreaChange()
    }

    /// Lays out the refresh control at the top of the visible area; subclasses call `super`.
    open override func layoutSubviews() {
        super.layoutSubviews()
        refreshControl?.layoutInScrollView()
    }

    // MARK: Scrolling API

    /// Scrolls to `contentOffset`, at once or animated over ``scrollAnimationDuration`` on the runtime
    /// clock (`scrollViewDidScroll` per frame, then `scrollViewDidEndScrollingAnimation`). The offset
    /// is not clamped; non-finite offsets are reported and ignored.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        guard contentOffset.x.isFinite, contentOffset.y.isFinite else {
            reportInvalid(
                "setContentOffset(_:animated:)", "(\(contentOffset.x), \(contentOffset.y)) is not a finite point; the offset is unchanged."
            )
            return
        }
        startOffsetAnimation(to: contentOffset, animated: animated, notifiesDelegate: true)
    }

    /// Scrolls the least needed to show `rect` (in content coordinates) inside the area not covered
    /// by the adjusted insets, clamped to the scrollable range.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        guard rect.isFiniteRect else {
            reportInvalid("scrollRectToVisible(_:animated:)", "\(rect) is not a finite rectangle; nothing scrolled.")
            return
        }
        let target = offsetShowing(rect)
        guard target != contentOffset else { return }
        setContentOffset(target, animated: animated)
    }

    /// Shows the scroll indicators briefly (HeadlessUI draws no indicators; kept for API parity).
    open func flashScrollIndicators() {}

    // MARK: Content touches (override points)

    /// Asked before touches are delivered to `view` in the content; return false to keep them from
    /// it. The default returns true.
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { true }

    /// Asked when a drag would start scrolling while `view` already tracks the touch: return true to
    /// cancel the view's touches and scroll, false to leave the touch to the view (no scrolling).
    /// The default returns false for a `UIControl` and true otherwise, as UIKit documents.
    open func touchesShouldCancel(in view: UIView) -> Bool {
        !(view is UIControl)
    }

    /// The scroll view's pan may begin only when scrolling is enabled and, if content already tracks
    /// the touch, when the content may be cancelled (``canCancelContentTouches`` and
    /// ``touchesShouldCancel(in:)``).
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer === panGestureRecognizer { return panMayBeginScrolling() }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    // MARK: Reporting

    func reportInvalid(_ property: String, _ reason: String) {
        UIApplication.reportRuntimeIssue(.invalidConfiguration(object: debugName, property: property, reason: reason))
    }
}
