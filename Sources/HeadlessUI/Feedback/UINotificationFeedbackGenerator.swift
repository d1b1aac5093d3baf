import Foundation

/// Haptics telling that a task succeeded, failed or warns, as UIKit's `UINotificationFeedbackGenerator`.
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The outcome the feedback tells.
    public enum FeedbackType: Int, Sendable {
        /// The task succeeded.
        case success
        /// The task produced a warning.
        case warning
        /// The task failed.
        case error
    }

    /// Plays the feedback for `notificationType` (recorded in ``UIFeedbackGenerator/playedFeedback``).
    open func notificationOccurred(_ notificationType: FeedbackType) {
        record("notification \(notificationType)")
    }
}
