import Foundation
import Hammer

extension KassConfig {
    /// A configuration set for a block by ``withKass(_:_:)``; `nil` outside such a block.
    @TaskLocal static var scoped: KassConfig?
}

/// Runs `body` with `config` in place of the test's own configuration (actions and assertions
/// started inside read it).
///
/// ```swift
/// var patient = config
/// patient.timeout = 30
/// withKass(patient) { home.balance.assertText("€ 1,000.00") }
/// ```
@MainActor
public func withKass<Result>(_ config: KassConfig, _ body: () throws -> Result) rethrows -> Result {
    try KassConfig.$scoped.withValue(config) { try body() }
}
