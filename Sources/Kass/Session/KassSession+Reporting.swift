import Foundation
import Hammer

extension KassSession {
    /// The reporters `config.reporting` asks for (shared per results directory, so JUnit accumulates
    /// every test of the process).
    static func defaultReporters(for config: KassConfig) -> [any KassReporter] {
        KassReporters.reporters(for: config.reporting, resultsDirectory: config.resultsDirectory)
    }

    /// Writes the failure's screenshot, hierarchy dump and diagnostics and attaches them to the
    /// innermost open step.
    func writeFailureArtifacts(message: String, snapshot: AccessibilitySnapshot?) {
        let config = effectiveConfig
        guard config.writesFailureArtifacts, let step = openSteps.last else { return }
        var diagnostics = ["step": step.name, "timeout": "\(config.timeout)"]
        if let application { diagnostics["device"] = application.configuration.device.name }
        let writer = KassFailureArtifacts(config: config)
        for attachment in writer.write(test: test, step: step.id, message: message, diagnostics: diagnostics, snapshot: snapshot, appTime: appTime) {
            emit(.attachment(attachment))
        }
    }
}
