import Foundation
@testable import Kass
import XCTest

/// Base class of the DSL's own tests: runs a ``KassSession`` in-process with failures captured
/// (not reported to XCTest) and no reporters or artifacts, so tests assert on exact messages.
@MainActor
class KassDSLTestCase: XCTestCase {
    var capture: KassFailureCapture!
    var session: KassSession!
    var events: KassEventLog!

    /// Starts a session for `app` with `configure` applied to the configuration, and launches it.
    func start(_ app: KassApp, launch: Bool = true, configure: (inout KassConfig) -> Void = { _ in }) {
        capture = KassFailureCapture()
        events = KassEventLog()
        var config = KassConfig()
        config.writesFailureArtifacts = false
        configure(&config)
        session = KassSession(
            app: app,
            config: config,
            test: KassTestInfo(suite: "\(Swift.type(of: self))", name: name),
            recorder: capture,
            reporters: [events]
        )
        if launch { session.launch() }
    }

    override func tearDown() async throws {
        session?.finish()
        session = nil
    }

    /// The first line of each captured failure.
    var summaries: [String] { capture.messages.map { String($0.split(separator: "\n").first ?? "") } }

    /// A screen of the current session.
    func screen<S: KassScreen>(_ type: S.Type = AnyScreen.self) -> S { session.screen(type) }
}

/// A screen with no declared elements, for tests that build elements on the fly.
final class AnyScreen: KassScreen {}

/// Keeps every event of a session.
@MainActor
final class KassEventLog: KassReporter {
    private(set) var events: [KassEvent] = []

    func handle(_ event: KassEvent) { events.append(event) }

    /// Names and statuses of finished steps, in order of finishing.
    var finishedSteps: [(name: String, status: KassStepStatus, attempts: Int)] {
        var names: [KassStepID: String] = [:]
        var result: [(String, KassStepStatus, Int)] = []
        for event in events {
            switch event {
            case .stepStarted(let start): names[start.id] = start.name
            case .stepFinished(let end): result.append((names[end.id] ?? "?", end.status, end.attempts))
            default: break
            }
        }
        return result
    }

    /// The step tree built from the events so far (`nil` before the test started).
    var tree: KassStepTree? {
        guard case .testStarted(let test)? = events.first else { return nil }
        var tree = KassStepTree(test: test)
        for event in events { tree.apply(event) }
        return tree
    }

    /// The flakes reported when the test finished.
    var flakes: [String] {
        for case .testFinished(let end) in events { return end.flakes }
        return []
    }
}
