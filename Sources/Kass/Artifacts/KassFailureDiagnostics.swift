import Foundation

/// The diagnostic JSON written at a failure (`<step>-diagnostics.json`): what failed, where, when
/// in app time, the caller's diagnostics (element state, configuration), a summary of the
/// accessibility snapshot of the moment, and any artifact that could not be written and why.
/// Codable so tools and tests can read it back. Besides the rendered ``message``, the failure's
/// structured fields (``kind``, ``reason``, ``element``, ``action``, ``expected``, ``actual``,
/// ``budget``…) let a tool act on a failure without parsing its wording.
public struct KassFailureDiagnostics: Codable, Sendable, Equatable {
    /// The test that failed.
    public struct Test: Codable, Sendable, Equatable {
        /// The suite.
        public var suite: String
        /// The test's name.
        public var name: String
        /// The test's source file, when known.
        public var file: String?
        /// The test's source line, when known.
        public var line: Int?
        /// Creates a test reference.
        public init(suite: String, name: String, file: String?, line: Int?) {
            self.suite = suite
            self.name = name
            self.file = file
            self.line = line
        }
    }

    /// What the accessibility snapshot held.
    public struct SnapshotSummary: Codable, Sendable, Equatable {
        /// `393x852 @3x`.
        public var screen: String
        /// Visible windows.
        public var windowCount: Int
        /// Nodes (elements and containers).
        public var nodeCount: Int
        /// Accessibility elements.
        public var elementCount: Int
        /// The focused element's description, if any.
        public var focused: String?
        /// Whether the snapshot was taken when the artifacts were written because the caller had none.
        public var takenForArtifacts: Bool
    }

    /// The failure message.
    public var message: String
    /// The test.
    public var test: Test
    /// The failing step (`step-12`).
    public var step: String
    /// App time (runtime clock seconds) at the failure, when known.
    public var appTime: TimeInterval?
    /// The caller's diagnostics (element state, configuration...).
    public var diagnostics: [String: String]
    /// The accessibility snapshot's summary, when there was one.
    public var snapshot: SnapshotSummary?
    /// The other artifacts by kind (`screenshot`, `hierarchy`) and their file names.
    public var artifacts: [String: String]
    /// Artifacts that could not be written, and why.
    public var artifactProblems: [String]

    /// `defect` (the app is wrong) or `misuse` (the test used the DSL wrongly); `nil` when the
    /// artifacts were written without a structured failure.
    public var kind: KassFailure.Kind?
    /// The reason's case (`notFound`, `mismatch.label`, `misuse.noCases`): a stable key for tools.
    public var reason: String?
    /// The element acted on, when there was one.
    public var element: String?
    /// What was attempted (`tap`, `assertLabel('Sign In')`).
    public var action: String?
    /// The value the check expected, when it compared values.
    public var expected: String?
    /// The value the check saw, when it compared values.
    public var actual: String?
    /// The element's state at the failure.
    public var state: String?
    /// The closest identifiers and labels, when nothing matched.
    public var didYouMean: [String]?
    /// How to fix it.
    public var hint: String?
    /// The failing action's or assertion's budget, in seconds of app time.
    public var budget: TimeInterval?

    /// Fills the structured fields from `failure`.
    mutating func describe(_ failure: KassFailure) {
        kind = failure.kind
        reason = KassFailureMessages.key(of: failure.reason)
        element = failure.element
        action = failure.action
        let values = KassFailureMessages.expectedAndActual(failure.reason)
        expected = values?.expected
        actual = values?.actual
        state = failure.state
        didYouMean = failure.didYouMean.isEmpty ? nil : failure.didYouMean
        hint = failure.hint
        // A difference of app times: read it to the microsecond (0.9999999999999999 is 1.0).
        budget = failure.budget.map { ($0 * 1e6).rounded() / 1e6 }
    }
}
