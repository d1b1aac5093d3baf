import Foundation
import Hammer

/// Where a failure goes while a block runs. The test itself is the outermost scope; combinators and
/// parameterized cases push their own.
@MainActor
final class KassFailureScope {
    /// How the scope treats a failure.
    enum Kind {
        /// The test: record the failure (with artifacts) and skip the rest of the test.
        case test
        /// A parameterized case: record the failure (with artifacts) and skip the rest of the case;
        /// the other cases still run.
        case parameterizedCase
        /// `verifyAll`: keep every failure (each with artifacts) and keep going.
        case collectAll
        /// `eventually`, `retry`, `anyOf` branches, `continuously`: keep the failure and skip the
        /// rest of the block; the combinator decides what becomes of it.
        case capture
        /// `whilePending`'s checks at one moment: keep every failure (without artifacts) and keep
        /// going, so the moment's evidence says how many checks failed; `whilePending` decides.
        case probe
    }

    let kind: Kind
    /// Number of steps open when the scope began: steps deeper than this belong to it.
    let stepDepth: Int
    /// The parameterized case the scope runs, for a `↳ case:` line in its failures.
    var caseName: String?
    /// Failures kept by the scope (not for `.test`, which records them at once).
    var failures: [KassScopedFailure] = []
    /// Whether a failure stops the rest of the scope's block.
    var isHalted = false

    init(kind: Kind, stepDepth: Int) {
        self.kind = kind
        self.stepDepth = stepDepth
    }

    /// Whether the failure is recorded as a test failure right away.
    var recordsImmediately: Bool {
        switch kind {
        case .test, .parameterizedCase: return true
        case .collectAll, .capture, .probe: return false
        }
    }

    /// Whether artifacts (screenshot, dump, diagnostics) are written at the moment of the failure.
    var writesArtifactsAtFailure: Bool {
        switch kind {
        case .test, .parameterizedCase, .collectAll: return true
        case .capture, .probe: return false
        }
    }

    /// Whether a failure skips the rest of the block.
    var haltsOnFailure: Bool {
        switch kind {
        case .test, .parameterizedCase, .capture: return true
        case .collectAll, .probe: return false
        }
    }
}

/// A step that has started.
@MainActor
final class KassOpenStep {
    let id: KassStepID
    let kind: KassStepKind
    let name: String
    let wallStart: Date
    let clockStart: TimeInterval
    /// The first failure message of the step (or of something inside it).
    var failureMessage: String?
    /// The first failure of the step (or of something inside it), when it was a Kass failure.
    var failure: KassFailure?
    /// Attempts the step needed.
    var attempts = 1
    /// A remark for the report, appended to the step's name when it ends (`already on, not tapped`).
    var note: String?

    init(id: KassStepID, kind: KassStepKind, name: String, wallStart: Date, clockStart: TimeInterval) {
        self.id = id
        self.kind = kind
        self.name = name
        self.wallStart = wallStart
        self.clockStart = clockStart
    }

    var hasFailed: Bool { failureMessage != nil }

    /// Marks the step failed with `failure` (its message and its data).
    func fail(with failure: KassFailure) {
        self.failure = failure
        failureMessage = failure.message
    }
}
