import Foundation

/// Haptics for physical impacts (a snap into place), as UIKit's `UIImpactFeedbackGenerator`.
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// The weight of the impact.
    public enum FeedbackStyle: Int, Sendable {
        /// A small, light impact.
        case light
        /// A moderate impact.
        case medium
        /// A large, heavy impact.
        case heavy
        /// A soft, flexible impact.
        case soft
        /// A hard, rigid impact.
        case rigid
    }

    /// The style this generator plays.
    public let style: FeedbackStyle

    /// A generator of `style` impacts.
    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// A generator of `.medium` impacts.
    public override convenience init() {
        self.init(style: .medium)
    }

    /// Plays an impact of the generator's style (recorded in ``UIFeedbackGenerator/playedFeedback``).
    open func impactOccurred() {
        record("impact \(style)")
    }

    /// Plays an impact at `intensity` (0...1).
    open func impactOccurred(intensity: CGFloat) {
        record("impact \(style) \(Swift.min(1, Swift.max(0, intensity)))")
    }
}
