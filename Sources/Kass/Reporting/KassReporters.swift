import Foundation

/// The reporters ``KassReportingOptions`` ask for, shared process-wide per results directory:
/// every test of a process that writes into the same folder gets the same JUnit reporter (so
/// `junit.xml` accumulates all of them), the same Allure reporter and the same console reporter.
///
/// ```swift
/// let reporters = KassReporters.reporters(for: config.reporting, resultsDirectory: config.resultsDirectory)
/// for event in events { reporters.forEach { $0.handle(event) } }
/// ```
@MainActor
enum KassReporters {
    /// The instances created so far, by results directory.
    private static var byDirectory: [String: Instances] = [:]

    private struct Instances {
        var console: KassConsoleReporter?
        var junit: KassJUnitReporter?
        var allure: KassAllureReporter?
    }

    /// The reporters `options` ask for (console, then JUnit, then Allure) writing into
    /// `resultsDirectory`. The same directory always yields the same instances; `environment`
    /// (for `GITHUB_ACTIONS`) is read when the console reporter is first created.
    static func reporters(
        for options: KassReportingOptions, resultsDirectory: URL,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> [any KassReporter] {
        let key = resultsDirectory.standardizedFileURL.path
        var instances = byDirectory[key] ?? Instances()
        var result: [any KassReporter] = []
        if options.console {
            let console = instances.console ?? KassConsoleReporter(environment: environment)
            instances.console = console
            result.append(console)
        }
        if options.junit {
            let junit = instances.junit ?? KassJUnitReporter(resultsDirectory: resultsDirectory)
            instances.junit = junit
            result.append(junit)
        }
        if options.allure {
            let allure = instances.allure ?? KassAllureReporter(resultsDirectory: resultsDirectory)
            instances.allure = allure
            result.append(allure)
        }
        byDirectory[key] = instances
        return result
    }

    /// Forgets every shared instance (the next call creates new ones; `junit.xml` then starts over).
    /// For tests of the reporting itself.
    static func reset() {
        byDirectory = [:]
    }
}
