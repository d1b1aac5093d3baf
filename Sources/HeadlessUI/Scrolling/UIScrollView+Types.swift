import Foundation

extension UIScrollView {
    /// How quickly content slows down after the finger lifts: the fraction of its velocity it keeps
    /// per millisecond, as UIKit's `UIScrollView.DecelerationRate`.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        /// The per-millisecond factor (0 < value < 1).
        public let rawValue: CGFloat
        /// Creates a rate from its per-millisecond factor.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// The default: 0.998 per millisecond (content released at 1,000 pt/s travels about 500 pt).
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// Quick stop: 0.99 per millisecond (1,000 pt/s travels about 100 pt).
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// How the safe area is added to ``UIScrollView/contentInset`` to form
    /// ``UIScrollView/adjustedContentInset``, as UIKit's `UIScrollView.ContentInsetAdjustmentBehavior`.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// Like ``scrollableAxes``, but a scroll view that is a view controller's root view is adjusted
        /// at the top and bottom even when it cannot scroll vertically.
        case automatic
        /// Adjusted along the axes the scroll view can scroll (or always bounces) on.
        case scrollableAxes
        /// Never adjusted: the adjusted inset is the content inset.
        case never
        /// Always adjusted by the whole safe area.
        case always
    }

    /// Whether dragging dismisses the keyboard, as UIKit's `UIScrollView.KeyboardDismissMode`.
    public enum KeyboardDismissMode: Int, Sendable {
        /// Dragging does not dismiss the keyboard.
        case none
        /// The keyboard is dismissed (the first responder in the scroll view's window resigns) when a
        /// drag begins scrolling.
        case onDrag
        /// Once the dragging finger reaches the keyboard's top, the keyboard follows it and can be
        /// pulled off screen (it hides on release past half its height, counting the finger's speed)
        /// or pulled back up (it comes back). The scroll view must be able to scroll (or always bounce
        /// vertically) for its drag to begin.
        case interactive
    }

    /// The style of the scroll indicators.
    public enum IndicatorStyle: Int, Sendable {
        /// Dark or light to contrast with the background.
        case `default`
        /// Dark indicators, for light backgrounds.
        case black
        /// Light indicators, for dark backgrounds.
        case white
    }
}
