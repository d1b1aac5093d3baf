import Foundation

/// Haptics for a changing selection (a picker wheel's ticks), as UIKit's `UISelectionFeedbackGenerator`.
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Plays a selection tick (recorded in ``UIFeedbackGenerator/playedFeedback``).
    open func selectionChanged() {
        record("selection")
    }
}
