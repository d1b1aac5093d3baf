import Foundation

/// Runs one test process. `kass mutants` talks to this protocol only, so tests can substitute a
/// fake that answers from a table; ``XCTestProcessRunner`` is the real one.
protocol TestProcessRunning: Sendable {
    /// Runs `request` to completion (never throws: launch failures are a termination).
    func run(_ request: TestRunRequest) async -> ChildProcess.Completion
}

/// Runs an XCTest binary (`.build/debug/<Package>PackageTests.xctest`) with a comma-separated
/// filter of test ids and the request's defect and seed added to the environment. Swift Testing
/// tests in the same binary run in a second process (Linux).
///
/// On Linux the binary is executed directly; on Apple platforms the `.xctest` bundle is run through
/// `xcrun xctest -XCTest <filter> <bundle>`.
struct XCTestProcessRunner: TestProcessRunning {
    /// The test binary (or bundle).
    var binary: URL
    /// The environment every process starts from (usually the tool's own).
    var baseEnvironment: [String: String]
    /// The working directory of the processes (the package directory).
    var directory: URL?
    /// The launch-environment variable that switches a request's defect on (nil when requests
    /// carry none, as for source mutants).
    var launchVariable: String?

    /// A runner of `binary`.
    init(binary: URL, baseEnvironment: [String: String], directory: URL? = nil, launchVariable: String?) {
        self.binary = binary
        self.baseEnvironment = baseEnvironment
        self.directory = directory
        self.launchVariable = launchVariable
    }

    /// Runs the request's tests: its XCTest tests in one process, then its Swift Testing tests
    /// (ids ending in `()`) in another (see ``runSwiftTesting(_:of:environment:)``), as one completion.
    func run(_ request: TestRunRequest) async -> ChildProcess.Completion {
        var environment = request.environment(adding: baseEnvironment, launchVariable: launchVariable)
        // Each process is a run of its own (Kass's JUnit reporter would otherwise merge every mutant
        // run, all children of this tool, into one junit.xml).
        environment["KASS_RUN_ID"] = "kass-mutants-\(UUID().uuidString)"
        // A crash is a verdict here, not something to debug: Swift's backtracer spends seconds
        // symbolicating a debug test binary (5.6 s against 0.1 s for ChaosBank's), unless the user asks for it.
        if environment["SWIFT_BACKTRACE"] == nil { environment["SWIFT_BACKTRACE"] = "enable=no" }
        let swiftTesting = request.tests.filter(SwiftTestingEventStream.isSwiftTestingID)
        let xctest = request.tests.filter { !SwiftTestingEventStream.isSwiftTestingID($0) }
        guard !xctest.isEmpty else { return await runSwiftTesting(swiftTesting, of: request, environment: environment) }
        let filter = xctest.joined(separator: ",")
        #if os(macOS)
        let executable = URL(fileURLWithPath: "/usr/bin/xcrun")
        let arguments = ["xctest", "-XCTest", filter, binary.path]
        #else
        let executable = binary
        let arguments = [filter]
        #endif
        let first = await ChildProcess.run(
            executable: executable, arguments: arguments, environment: environment, directory: directory, timeout: request.timeout,
            stopWhen: request.stopsAtFirstFailure ? XCTestOutputParser.showsAFailedTest : nil,
            lineLimit: request.testTimeLimits.isEmpty ? nil : Self.startedTestLimit(request.testTimeLimits)
        )
        // The Swift Testing part runs after a green XCTest part, or after failed tests when every
        // result is wanted; a crash, a timeout or a stop already decided the run.
        guard !swiftTesting.isEmpty,
              first.termination == .exited(0) || (first.termination == .exited(1) && !request.stopsAtFirstFailure) else { return first }
        let second = await runSwiftTesting(swiftTesting, of: request, environment: environment)
        return Self.combine(first, second)
    }

    /// Reads a `Test Case '…' started` line and answers the started test's limit from `limits` (by test id).
    static func startedTestLimit(_ limits: [String: Double]) -> @Sendable (Substring) -> Double? {
        let byShortName = Dictionary(
            limits.map { (XCTestOutputParser.shortName(ofTestID: $0.key), $0.value) }, uniquingKeysWith: { first, _ in first }
        )
        return { line in
            guard let name = XCTestOutputParser.startedTest(in: line) else { return nil }
            return byShortName[name]
        }
    }
}
