import Foundation
import HeadlessUI

/// ChaosBank's window: delivers events as any window does, and tells ``onActivity`` about each one
/// first, so the session timeout hears every touch wherever it lands.
final class ChaosBankWindow: UIWindow {
    /// Called for every event the window delivers.
    var onActivity: (@MainActor () -> Void)?

    /// Reports the activity, then delivers the event.
    override func sendEvent(_ event: UIEvent) {
        onActivity?()
        super.sendEvent(event)
    }
}
