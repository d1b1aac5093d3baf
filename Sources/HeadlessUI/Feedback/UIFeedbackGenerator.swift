import Foundation

/// The base of UIKit's haptic feedback generators. HeadlessUI has no Taptic Engine: generators
/// count what they would have played in ``playedFeedback`` (a test can read it) and play nothing.
@preconcurrency @MainActor
open class UIFeedbackGenerator {
    /// What this generator has played, oldest first (`"impact medium"`, `"notification success"`,
    /// `"selection"`).
    ///
    /// - Note: HeadlessUI only; not in UIKit.
    public private(set) var playedFeedback: [String] = []

    /// Creates a generator.
    public init() {}

    /// Readies the haptics hardware, as UIKit's `prepare()`; nothing to ready in HeadlessUI.
    open func prepare() {}

    func record(_ feedback: String) {
        playedFeedback.append(feedback)
    }
}
