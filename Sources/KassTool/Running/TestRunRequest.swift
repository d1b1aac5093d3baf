import Foundation

/// One test process to run: which tests, with which defect switched on, under which jitter seed.
///
/// The defect and the seed reach the app through the variables Kass adds to every launch:
/// `KASS_LAUNCH_ENVIRONMENT` gets `<launch variable>=<id>` (the project's variable, for example
/// `CHAOSBANK_DEFECTS`) and `KASS_LAUNCH_ARGUMENTS` gets `-HeadlessUIJitterSeed <seed>`, each
/// appended to what the caller's environment already holds.
///
/// ```swift
/// let request = TestRunRequest(tests: ["ReferenceSuite.TransferTests/test_transfer_submitOnce"],
///                              defectID: "transfer-double-submit", seed: 2, timeout: 120)
/// request.environment(adding: [:], launchVariable: "CHAOSBANK_DEFECTS")["KASS_LAUNCH_ENVIRONMENT"]
/// // "CHAOSBANK_DEFECTS=transfer-double-submit"
/// ```
struct TestRunRequest: Equatable, Sendable {
    /// XCTest ids (`Module.Class/test`), run in one process.
    var tests: [String]
    /// The defect switched on, nil for a clean run.
    var defectID: String?
    /// The jitter seed, nil for no jitter.
    var seed: Int?
    /// Seconds the process may run.
    var timeout: Double
    /// Variables set in the process's own environment (a source mutant's switch, its coverage file).
    var variables: [String: String]
    /// Stop the process at its first failed test (a source mutant is killed then; the rest cannot
    /// change that).
    var stopsAtFirstFailure: Bool
    /// Seconds each XCTest test (by id) may run once it has started, on top of the process's `timeout`
    /// (empty: only the process's timeout applies).
    var testTimeLimits: [String: Double]

    /// A request with all of its fields.
    init(
        tests: [String], defectID: String?, seed: Int?, timeout: Double, variables: [String: String] = [:],
        stopsAtFirstFailure: Bool = false, testTimeLimits: [String: Double] = [:]
    ) {
        self.tests = tests
        self.defectID = defectID
        self.seed = seed
        self.timeout = timeout
        self.variables = variables
        self.stopsAtFirstFailure = stopsAtFirstFailure
        self.testTimeLimits = testTimeLimits
    }

    /// The environment variable that carries launch-environment pairs.
    static let launchEnvironmentVariable = "KASS_LAUNCH_ENVIRONMENT"
    /// The environment variable that carries launch arguments.
    static let launchArgumentsVariable = "KASS_LAUNCH_ARGUMENTS"
    /// The launch argument that seeds jitter.
    static let jitterSeedArgument = "-HeadlessUIJitterSeed"

    /// The XCTest filter argument: the test ids joined by commas.
    var filterArgument: String { tests.joined(separator: ",") }

    /// `base` (the tool's own environment) with the defect, switched on through `launchVariable`,
    /// and the seed added.
    func environment(adding base: [String: String], launchVariable: String?) -> [String: String] {
        var environment = base.merging(variables) { $1 }
        if let defectID, let launchVariable {
            let pair = Self.shellQuoted("\(launchVariable)=\(defectID)")
            environment[Self.launchEnvironmentVariable] = Self.appending(pair, to: base[Self.launchEnvironmentVariable])
        }
        if let seed {
            let arguments = "\(Self.jitterSeedArgument) \(seed)"
            environment[Self.launchArgumentsVariable] = Self.appending(arguments, to: base[Self.launchArgumentsVariable])
        }
        return environment
    }

    private static func appending(_ words: String, to existing: String?) -> String {
        guard let existing, !existing.allSatisfy(\.isWhitespace) else { return words }
        return existing + " " + words
    }

    /// `word` as one word for `KassLaunchEnvironment`'s shell-like splitting: unchanged when it
    /// holds only safe characters, else in single quotes (a quote inside written `'\''`).
    static func shellQuoted(_ word: String) -> String {
        let safe = word.unicodeScalars.allSatisfy { scalar in
            (scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)))
                || "-_.,=/:+@%".unicodeScalars.contains(scalar)
        }
        if safe, !word.isEmpty { return word }
        return "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
