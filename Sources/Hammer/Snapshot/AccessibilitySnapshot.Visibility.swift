import Foundation

extension AccessibilitySnapshot {
    /// Why a node is not visible. Views and elements named here are described as in dumps
    /// (`UIScrollView "list"`), so messages can say what to fix.
    public enum NotVisibleReason: Hashable, Sendable, CustomStringConvertible {
        /// The backing view is not in a window.
        case notInWindow
        /// The node's view, or one of its ancestors, is hidden.
        case hidden(by: String)
        /// The node's view, or one of its ancestors, has alpha below 0.01.
        case transparent(by: String)
        /// The accessibility frame has no area.
        case zeroSize
        /// The node lies outside the bounds of a clipping ancestor.
        case clipped(by: String)
        /// The node is scrolled out of a scroll view's visible bounds.
        case scrolledOut(of: String)
        /// The node lies outside its window or the screen.
        case offScreen
        /// A view in front with an opaque background covers the node's whole visible frame.
        case covered(by: String)

        /// A sentence fragment: "it is scrolled out of UIScrollView \"list\"".
        public var description: String {
            switch self {
            case .notInWindow: return "it is not in a window"
            case .hidden(let view): return "it is hidden (isHidden on \(view))"
            case .transparent(let view): return "it is transparent (alpha < 0.01 on \(view))"
            case .zeroSize: return "its frame has zero size"
            case .clipped(let view): return "it is clipped out by \(view)"
            case .scrolledOut(let view): return "it is scrolled out of \(view)"
            case .offScreen: return "it is off screen"
            case .covered(let view): return "it is covered by \(view)"
            }
        }

        /// A short tag for dumps: `scrolled out`, `covered by UIView "overlay"`.
        var tag: String {
            switch self {
            case .notInWindow: return "not in window"
            case .hidden: return "hidden"
            case .transparent: return "transparent"
            case .zeroSize: return "zero size"
            case .clipped(let view): return "clipped by \(view)"
            case .scrolledOut: return "scrolled out"
            case .offScreen: return "off screen"
            case .covered(let view): return "covered by \(view)"
            }
        }
    }

    /// Why a visible node cannot be hit at its ``Node/hitPoint``.
    public enum NotHittableReason: Hashable, Sendable, CustomStringConvertible {
        /// The node is not visible (see ``NotVisibleReason``).
        case notVisible(NotVisibleReason)
        /// An ancestor has `isUserInteractionEnabled == false`, so touches never reach the node.
        case userInteractionDisabled(by: String)
        /// The hit test at the point returns another view: it would receive the touch instead.
        case covered(by: String)
        /// No window takes a touch at the point.
        case noReceiver

        /// A sentence fragment: "UIView \"overlay\" would receive the touch instead".
        public var description: String {
            switch self {
            case .notVisible(let reason): return "it is not visible: \(reason)"
            case .userInteractionDisabled(let view): return "user interaction is disabled on \(view)"
            case .covered(let view): return "\(view) would receive the touch instead"
            case .noReceiver: return "no window takes a touch at that point"
            }
        }
    }
}
