import Foundation

/// A row of dots showing which page of several is visible, as UIKit's `UIPageControl`.
///
/// - ``numberOfPages`` (≥ 0) and ``currentPage`` (clamped to `0..<numberOfPages`); setting them
///   sends no event. Negative or out-of-range values are reported and clamped.
/// - A tap moves one page and sends `.valueChanged` (at touch-up, before `.touchUpInside`): a tap on
///   the trailing half goes forward, on the leading half back (the halves split at `bounds.midX`
///   and swap in right-to-left layouts). There is no wrap-around: a tap past either end changes
///   nothing and sends nothing. With exactly two pages any tap switches to the other page (UIKit).
/// - ``hidesForSinglePage`` hides the control while it has fewer than two pages (UIKit applies it
///   when either property changes).
/// - Size: dots ``indicatorDiameter`` wide, ``indicatorSpacing`` apart centre to centre, in a
///   ``controlHeight`` high control: ``size(forNumberOfPages:)`` and ``intrinsicContentSize``.
/// - Accessibility: an adjustable element whose value is `"page 2 of 5"`; increment and decrement
///   move one page and send `.valueChanged`.
@preconcurrency @MainActor
open class UIPageControl: UIControl {
    /// HeadlessUI decodes no archives (see `UIView.init?(coder:)`): reports a runtime issue and fails.
    public required init?(coder: NSCoder) {
        UIView.reportUndecodedArchive(of: Self.self)
        return nil
    }

    /// Dot diameter (UIKit's classic page control: 7 pt).
    public static let indicatorDiameter: CGFloat = 7
    /// Distance between dot centres (UIKit's classic page control: 16 pt).
    public static let indicatorSpacing: CGFloat = 16
    /// The control's natural height (UIKit's classic page control: the dot plus 30 pt = 37 pt).
    public static let controlHeight: CGFloat = 37

    override var defaultActionIsSingleTap: Bool { true }
    override var actionTriggeringEvents: Event { .valueChanged }

    private var storedNumberOfPages = 0
    private var storedCurrentPage = 0

    /// Colour of the other pages' dots; nil (the default) means a translucent grey.
    open var pageIndicatorTintColor: UIColor?
    /// Colour of the current page's dot; nil (the default) means white.
    open var currentPageIndicatorTintColor: UIColor?

    /// The colour rendering uses for the dot of `page`.
    public func effectiveIndicatorColor(forPage page: Int) -> UIColor {
        if page == storedCurrentPage { return currentPageIndicatorTintColor ?? .white }
        return pageIndicatorTintColor ?? UIColor(white: 1, alpha: 0.3)
    }

    /// Creates a page control with no pages.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    // MARK: Pages

    /// The number of dots (default 0). Negative values are reported and treated as 0. Shrinking
    /// below ``currentPage`` moves the current page to the last one.
    open var numberOfPages: Int {
        get { storedNumberOfPages }
        set {
            var count = newValue
            if count < 0 {
                reportInvalid("numberOfPages", "\(newValue) pages is not possible; pass 0 or more. Using 0.")
                count = 0
            }
            guard count != storedNumberOfPages else { return }
            storedNumberOfPages = count
            storedCurrentPage = Swift.max(0, Swift.min(storedCurrentPage, count - 1))
            if hidesForSinglePage { isHidden = count < 2 }
            invalidateIntrinsicContentSize()
        }
    }

    /// The highlighted page (default 0), clamped to `0..<numberOfPages`; an out-of-range value is
    /// reported and clamped. Setting it sends no event.
    open var currentPage: Int {
        get { storedCurrentPage }
        set {
            let clamped = Swift.max(0, Swift.min(newValue, storedNumberOfPages - 1))
            if clamped != newValue {
                reportInvalid(
                    "currentPage",
                    "page \(newValue) does not exist in a control of \(storedNumberOfPages) page(s); pages are numbered from 0. Using "
                        + "\(clamped)."
                )
            }
            storedCurrentPage = clamped
        }
    }

    /// Whether the control hides itself while it has fewer than two pages (default `false`).
    open var hidesForSinglePage = false {
        didSet {
            guard hidesForSinglePage != oldValue, storedNumberOfPages <= 1 else { return }
            isHidden = hidesForSinglePage
        }
    }

    private func reportInvalid(_ property: String, _ reason: String) {
        UIApplication.reportRuntimeIssue(.invalidConfiguration(object: debugName, property: property, reason: reason))
    }

    // MARK: Size

    /// The size that shows `pageCount` dots: `(count − 1) × 16 + 7` by 37 pt. Negative counts are
    /// reported and treated as 0.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        var count = pageCount
        if count < 0 {
            reportInvalid("size(forNumberOfPages:)", "\(pageCount) pages is not possible; pass 0 or more.")
            count = 0
        }
        let width = CGFloat(Swift.max(0, count - 1)) * UIPageControl.indicatorSpacing + UIPageControl.indicatorDiameter
        return CGSize(width: width, height: UIPageControl.controlHeight)
    }

    /// The size of the current dots; zero when there is nothing to show.
    open override var intrinsicContentSize: CGSize {
        if storedNumberOfPages == 0 || (storedNumberOfPages == 1 && hidesForSinglePage) { return .zero }
        return size(forNumberOfPages: storedNumberOfPages)
    }

    /// The intrinsic size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// The frame of the dot for `page` in the control's coordinates (centred row, first page on the
    /// leading side), or nil for a page that does not exist.
    public func indicatorFrame(forPage page: Int) -> CGRect? {
        guard page >= 0, page < storedNumberOfPages else { return nil }
        let diameter = UIPageControl.indicatorDiameter
        let rowWidth = size(forNumberOfPages: storedNumberOfPages).width
        let slot = effectiveUserInterfaceLayoutDirection == .rightToLeft ? storedNumberOfPages - 1 - page : page
        let originX = bounds.midX - rowWidth / 2 + CGFloat(slot) * UIPageControl.indicatorSpacing
        return CGRect(x: originX, y: bounds.midY - diameter / 2, width: diameter, height: diameter)
    }

    // MARK: Tracking

    /// Moves one page towards the tapped half (any tap flips a two-page control) and sends
    /// `.valueChanged`, when the touch lifted inside.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        guard isTouchInside, let touch, storedNumberOfPages > 1 else { return }
        let target: Int
        if storedNumberOfPages == 2 {
            target = storedCurrentPage == 0 ? 1 : 0
        } else {
            let x = touch.location(in: self).x
            let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
            let onLeadingHalf = rightToLeft ? x >= bounds.midX : x <= bounds.midX
            target = storedCurrentPage + (onLeadingHalf ? -1 : 1)
        }
        movePage(to: target, with: event)
    }

    private func movePage(to target: Int, with event: UIEvent?) {
        guard target >= 0, target < storedNumberOfPages, target != storedCurrentPage else { return }
        storedCurrentPage = target
        sendActions(.valueChanged, with: event)
    }

    // MARK: Accessibility

    /// Page controls are accessibility elements.
    open override var defaultIsAccessibilityElement: Bool { true }
    /// `"page 2 of 5"` (pages counted from 1).
    open override var defaultAccessibilityValue: String? {
        "page \(storedCurrentPage + 1) of \(storedNumberOfPages)"
    }
    /// `.adjustable`, plus `.notEnabled` when disabled.
    open override var defaultAccessibilityTraits: UIAccessibilityTraits {
        super.defaultAccessibilityTraits.union(.adjustable)
    }

    /// Moves to the next page and sends `.valueChanged` (a VoiceOver swipe up).
    open override func accessibilityIncrement() {
        guard isEnabled else { return }
        movePage(to: storedCurrentPage + 1, with: nil)
    }

    /// Moves to the previous page and sends `.valueChanged` (a VoiceOver swipe down).
    open override func accessibilityDecrement() {
        guard isEnabled else { return }
        movePage(to: storedCurrentPage - 1, with: nil)
    }
}
