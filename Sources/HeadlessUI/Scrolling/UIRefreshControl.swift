import Foundation

/// Pull-to-refresh for a scroll view, as UIKit's `UIRefreshControl`. Attach it with
/// ``UIScrollView/refreshControl``; react to ``UIControl/Event/valueChanged``; call
/// ``endRefreshing()`` when the new content is in.
///
/// Behaviour (from UIKit's decompiled state machine):
/// - Pulling the content down past its top while the finger is down reveals the control; once the
///   revealed height reaches the *snapping height* with the finger still down, the control starts
///   refreshing at once: ``isRefreshing`` becomes true and `.valueChanged` is sent, once.
/// - Snapping height: `min(round(0.5 × scroll view height), 112.5 × s)`, where `s` is the scroll
///   view's height / 568 (0.655 below 372 pt): about 169 pt on a full-height iPhone list.
/// - While refreshing, the scroll view's top inset grows by the control's height (60 pt), so the
///   content comes to rest below the spinner; ``endRefreshing()`` removes the inset and scrolls back.
/// - After ending, the control re-arms only once it has been scrolled out of view.
/// - ``beginRefreshing()`` starts refreshing from code without `.valueChanged` and without scrolling
///   (as in UIKit, the app scrolls to show the spinner if it wants to).
///
/// ```swift
/// let refresh = UIRefreshControl()
/// refresh.addAction(UIAction { _ in reload { refresh.endRefreshing() } }, for: .valueChanged)
/// tableView.refreshControl = refresh
/// ```
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
    /// HeadlessUI decodes no archives (see `UIView.init?(coder:)`): reports a runtime issue and fails.
    public required init?(coder: NSCoder) {
        UIView.reportUndecodedArchive(of: Self.self)
        return nil
    }

    /// The control's height, which is also the inset kept while refreshing (UIKit: 60 pt).
    public static let controlHeight: CGFloat = 60
    /// Revealed height at or below which the control hides and may re-arm (UIKit: 5 pt).
    public static let concealedHeight: CGFloat = 5

    /// The control's phases (UIKit's `_refreshControlState`, reduced).
    enum Phase {
        case idle, revealing, refreshing, ending
    }

    private(set) var phase: Phase = .idle
    /// The scroll view it belongs to.
    private(set) weak var hostScrollView: UIScrollView?

    /// A title shown under the spinner (stored; HeadlessUI does not size the control from it).
    open var attributedTitle: NSAttributedString?

    /// Whether a refresh is in progress.
    public var isRefreshing: Bool { phase == .refreshing }

    /// Creates a refresh control (320 × 60 pt until a scroll view lays it out).
    public convenience init() {
        self.init(frame: CGRect(x: 0, y: 0, width: 320, height: UIRefreshControl.controlHeight))
    }

    /// Creates a refresh control; its height becomes 60 pt once attached to a scroll view.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
    }

    /// Starts refreshing from code: no `.valueChanged`, no scrolling; the inset is added.
    open func beginRefreshing() {
        guard phase != .refreshing else { return }
        phase = .refreshing
        applyInset(UIRefreshControl.controlHeight)
        updateVisibility()
    }

    /// Ends refreshing: the inset is removed and, unless a finger holds the content, it scrolls back
    /// so the control is out of view.
    open func endRefreshing() {
        guard phase == .refreshing else { return }
        let visible = visibleHeight
        phase = visible > 0 ? .ending : .idle
        applyInset(0)
        guard let scrollView = hostScrollView, visible > 0, !scrollView.isTracking else { return }
        if scrollView.isDecelerating {
            scrollView.restartDecelerationForNewInsets()
        } else {
            var offset = scrollView.contentOffset
            offset.y = scrollView.clampedContentOffset(offset).y
            scrollView.startOffsetAnimation(to: offset, animated: true, notifiesDelegate: false)
        }
    }

    // MARK: Hosting

    func attach(to scrollView: UIScrollView) {
        hostScrollView = scrollView
        layoutInScrollView()
        updateVisibility()
    }

    func detach(from scrollView: UIScrollView) {
        if isRefreshing { applyInset(0) }
        phase = .idle
        if superview === scrollView { removeFromSuperview() }
        hostScrollView = nil
    }

    /// The height the user must reveal, with the finger down, to start a refresh.
    var snappingHeight: CGFloat {
        let height = hostScrollView?.bounds.height ?? 0
        let scale = height < 372 ? 0.654929577 : height / 568
        return Swift.min((0.5 * height).rounded(), 112.5 * scale)
    }

    /// How far the content is pulled below the top of its resting range (without the refresh inset).
    var visibleHeight: CGFloat {
        guard let scrollView = hostScrollView else { return 0 }
        return Swift.max(0, -(scrollView.contentOffset.y + scrollView.baseAdjustedContentInset.top))
    }

    /// Keeps the control at the top of the revealed area, full width, 60 pt high.
    func layoutInScrollView() {
        guard let scrollView = hostScrollView else { return }
        let offset = scrollView.contentOffset
        frame = CGRect(
            x: offset.x, y: offset.y + scrollView.baseAdjustedContentInset.top,
            width: scrollView.bounds.width, height: UIRefreshControl.controlHeight
        )
    }

    /// The content moved: advance the state machine (and start refreshing when armed).
    func scrollViewDidScroll() {
        guard let scrollView = hostScrollView else { return }
        layoutInScrollView()
        let visible = visibleHeight
        let snapping = snappingHeight
        let fraction = snapping > 0 ? visible / snapping : 0
        let concealed = visible <= UIRefreshControl.concealedHeight
        switch phase {
        case .idle:
            if !concealed, fraction < 1 || !scrollView.isTracking { phase = .revealing }
        case .revealing:
            if fraction >= 1, scrollView.isTracking {
                startRefreshingFromUser()
            } else if concealed {
                phase = .idle
            }
        case .refreshing:
            break
        case .ending:
            if concealed { phase = .idle }
        }
        updateVisibility()
    }

    private func startRefreshingFromUser() {
        phase = .refreshing
        applyInset(UIRefreshControl.controlHeight)
        sendActions(.valueChanged, with: nil)
    }

    private func applyInset(_ inset: CGFloat) {
        guard let scrollView = hostScrollView, scrollView.refreshInsetTop != inset else { return }
        scrollView.refreshInsetTop = inset
        scrollView.rebaseDrag()
    }

    private func updateVisibility() {
        let hidden = visibleHeight <= UIRefreshControl.concealedHeight
        if isHidden != hidden { isHidden = hidden }
    }
}
