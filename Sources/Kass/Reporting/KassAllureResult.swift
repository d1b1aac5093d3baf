import Foundation

/// An Allure 2 test result, as written to `<uuid>-result.json` (field names as in Allure's
/// "Test result file" documentation). Codable so tests and tools can read results back.
struct KassAllureResult: Codable, Sendable, Equatable {
    /// A name/value label (`suite`, `testClass`, `testMethod`, `framework`, `language`, `host`).
    struct Label: Codable, Sendable, Equatable {
        /// The label's name.
        var name: String
        /// The label's value.
        var value: String
        /// Creates a label.
        init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    /// A name/value parameter shown with a test or step.
    struct Parameter: Codable, Sendable, Equatable {
        /// The parameter's name.
        var name: String
        /// The parameter's value.
        var value: String
        /// Creates a parameter.
        init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    /// A file in the results folder shown with a test or step.
    struct Attachment: Codable, Sendable, Equatable {
        /// The name shown.
        var name: String
        /// The file name inside the results folder (`<uuid>-attachment.png`).
        var source: String
        /// The MIME type.
        var type: String
        /// Creates an attachment reference.
        init(name: String, source: String, type: String) {
            self.name = name
            self.source = source
            self.type = type
        }
    }

    /// Why a test or step did not pass.
    struct StatusDetails: Codable, Sendable, Equatable {
        /// The failure message.
        var message: String?
        /// More detail (the step log).
        var trace: String?
        /// Whether the test passed only after retries (Kass's possible flakes).
        var flaky: Bool?
    }

    /// A step, nested like the test's steps.
    struct Step: Codable, Sendable, Equatable {
        /// The step's name.
        var name: String
        /// `passed`, `failed`, `broken` (did not finish, or failed for a misuse of the DSL) or `skipped`.
        var status: String
        /// Why it did not pass.
        var statusDetails: StatusDetails?
        /// Always `finished`.
        var stage: String
        /// Start, milliseconds since 1970.
        var start: Int64
        /// Stop, milliseconds since 1970.
        var stop: Int64
        /// The steps inside it.
        var steps: [Step]
        /// Its attachments.
        var attachments: [Attachment]
        /// Its parameters (app time, attempts).
        var parameters: [Parameter]
    }

    /// The result's own id (also the file name's prefix).
    var uuid: String
    /// Stable for the test across runs: FNV-1a of the full name (see ``KassStableHash``).
    var historyId: String
    /// Stable for the test across runs, as `historyId` (Kass tests take no parameters themselves).
    var testCaseId: String
    /// The test's name (`test_login`).
    var name: String
    /// `Suite.test`.
    var fullName: String
    /// `passed`, `failed` (a Kass failure: the app is wrong), `broken` (the test is: every failure
    /// is a misuse of the DSL, or it failed with no Kass failure recorded, e.g. an error thrown
    /// outside any step) or `skipped`.
    var status: String
    /// Why the test did not pass, and whether it was flaky.
    var statusDetails: StatusDetails?
    /// Always `finished`.
    var stage: String
    /// Start, milliseconds since 1970.
    var start: Int64
    /// Stop, milliseconds since 1970.
    var stop: Int64
    /// Labels for Allure's grouping and filters.
    var labels: [Label]
    /// Test-level parameters (none).
    var parameters: [Parameter]
    /// Test-level attachments (Kass attaches to steps, so usually none).
    var attachments: [Attachment]
    /// The top-level steps.
    var steps: [Step]
}
