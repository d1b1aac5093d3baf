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
    /// The failure's `budget` is the failing action's own budget (its element's timeout, cut at
    /// outer deadlines).
    func writeFailureArtifacts(_ failure: KassFailure, snapshot: AccessibilitySnapshot?) {
        let budget = failure.budget
        let config = effectiveConfig
        guard config.writesFailureArtifacts, let step = openSteps.last else { return }
        // The budget is a difference of app times: read it to the microsecond (0.9999999999999999 is 1.0).
        let timeout = budget.map { ($0 * 1e6).rounded() / 1e6 } ?? config.timeout
        var diagnostics = ["step": step.name, "timeout": "\(timeout)", "configuredTimeout": "\(config.timeout)"]
        if let application { diagnostics["device"] = application.configuration.device.name }
        let writer = KassFailureArtifacts(config: config)
        let attachments = writer.write(
            test: test, step: step.id, message: failure.message, diagnostics: diagnostics, snapshot: snapshot, appTime: appTime,
            failure: failure
        )
        for attachment in attachments {
            emit(.attachment(attachment))
        }
    }
}
