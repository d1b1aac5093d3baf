import Foundation

/// An Allure 2 test result, as written to `<uuid>-result.json` (field names as in Allure's
/// "Test result file" documentation). Codable so tests and tools can read results back.
public struct KassAllureResult: Codable, Sendable, Equatable {
    /// A name/value label (`suite`, `testClass`, `testMethod`, `framework`, `language`, `host`).
    public struct Label: Codable, Sendable, Equatable {
        /// The label's name.
        public var name: String
        /// The label's value.
        public var value: String
        /// Creates a label.
        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    /// A name/value parameter shown with a test or step.
    public struct Parameter: Codable, Sendable, Equatable {
        /// The parameter's name.
        public var name: String
        /// The parameter's value.
        public var value: String
        /// Creates a parameter.
        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    /// A file in the results folder shown with a test or step.
    public struct Attachment: Codable, Sendable, Equatable {
        /// The name shown.
        public var name: String
        /// The file name inside the results folder (`<uuid>-attachment.png`).
        public var source: String
        /// The MIME type.
        public var type: String
        /// Creates an attachment reference.
        public init(name: String, source: String, type: String) {
            self.name = name
            self.source = source
            self.type = type
        }
    }

    /// Why a test or step did not pass.
    public struct StatusDetails: Codable, Sendable, Equatable {
        /// The failure message.
        public var message: String?
        /// More detail (the step log).
        public var trace: String?
        /// Whether the test passed only after retries (Kass's possible flakes).
        public var flaky: Bool?
    }

    /// A step, nested like the test's steps.
    public struct Step: Codable, Sendable, Equatable {
        /// The step's name.
        public var name: String
        /// `passed`, `failed`, `broken` (did not finish, or failed for a misuse of the DSL) or `skipped`.
        public var status: String
        /// Why it did not pass.
        public var statusDetails: StatusDetails?
        /// Always `finished`.
        public var stage: String
        /// Start, milliseconds since 1970.
        public var start: Int64
        /// Stop, milliseconds since 1970.
        public var stop: Int64
        /// The steps inside it.
        public var steps: [Step]
        /// Its attachments.
        public var attachments: [Attachment]
        /// Its parameters (app time, attempts).
        public var parameters: [Parameter]
    }

    /// The result's own id (also the file name's prefix).
    public var uuid: String
    /// Stable for the test across runs: FNV-1a of the full name (see ``KassStableHash``).
    public var historyId: String
    /// Stable for the test across runs, as `historyId` (Kass tests take no parameters themselves).
    public var testCaseId: String
    /// The test's name (`test_login`).
    public var name: String
    /// `Suite.test`.
    public var fullName: String
    /// `passed`, `failed` (a Kass failure: the app is wrong), `broken` (the test is: every failure
    /// is a misuse of the DSL, or it failed with no Kass failure recorded, e.g. an error thrown
    /// outside any step) or `skipped`.
    public var status: String
    /// Why the test did not pass, and whether it was flaky.
    public var statusDetails: StatusDetails?
    /// Always `finished`.
    public var stage: String
    /// Start, milliseconds since 1970.
    public var start: Int64
    /// Stop, milliseconds since 1970.
    public var stop: Int64
    /// Labels for Allure's grouping and filters.
    public var labels: [Label]
    /// Test-level parameters (none).
    public var parameters: [Parameter]
    /// Test-level attachments (Kass attaches to steps, so usually none).
    public var attachments: [Attachment]
    /// The top-level steps.
    public var steps: [Step]
}
