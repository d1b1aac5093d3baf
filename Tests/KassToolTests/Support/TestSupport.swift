import Foundation
import XCTest
@testable import KassTool

/// A console that records what is written, for assertions on the exact output.
final class RecordingConsole: @unchecked Sendable {
    private let lock = NSLock()
    private var out = ""
    private var error = ""

    /// The console to pass to the tool.
    func console(isTerminal: Bool = false) -> Console {
        Console(
            write: { [self] text in lock.lock(); out += text; lock.unlock() },
            writeError: { [self] text in lock.lock(); error += text; lock.unlock() },
            isTerminal: isTerminal
        )
    }

    /// Everything written to standard output.
    var standardOutput: String { lock.lock(); defer { lock.unlock() }; return out }
    /// Everything written to standard error.
    var standardError: String { lock.lock(); defer { lock.unlock() }; return error }
}

/// Paths of the files under `Tests/KassToolTests/Fixtures`.
enum Fixtures {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")
    static var suite: URL { directory.appendingPathComponent("Suite") }
    static var fakeXCTest: URL { directory.appendingPathComponent("fake-xctest.sh") }

    /// The registry of the fixture suite (`Fixtures/defects.json`).
    static func registry() throws -> DefectRegistry {
        try DefectRegistry.read(file: directory.appendingPathComponent("defects.json"), displayPath: "defects.json")
    }

    /// The launch variable `fake-xctest.sh` reads the defect from.
    static let launchVariable = "FIXTURE_DEFECTS"

    /// The project config of ``temporaryPackage()``.
    static let config = """
        {
          "defects": "ReferenceSuite/defects.json",
          "suite": "ReferenceSuite",
          "launchVariable": "FIXTURE_DEFECTS"
        }

        """

    /// A package directory in a fresh temporary directory holding a copy of the fixture suite
    /// as `ReferenceSuite/`, its defects file as `ReferenceSuite/defects.json` and a
    /// `.kass-mutants.json` naming both and the launch variable (``config``).
    static func temporaryPackage() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("kasstool-\(UUID().uuidString)")
        let suite = root.appendingPathComponent("ReferenceSuite")
        try FileManager.default.createDirectory(at: suite, withIntermediateDirectories: true)
        for name in try FileManager.default.contentsOfDirectory(atPath: self.suite.path) {
            try FileManager.default.copyItem(at: self.suite.appendingPathComponent(name), to: suite.appendingPathComponent(name))
        }
        try FileManager.default.copyItem(
            at: directory.appendingPathComponent("defects.json"), to: suite.appendingPathComponent("defects.json")
        )
        try config.write(to: root.appendingPathComponent(".kass-mutants.json"), atomically: true, encoding: .utf8)
        return root
    }

    /// The project `kass mutants` resolves for `options` in `package`.
    static func project(_ options: MutantsOptions, in package: URL) throws -> MutantsProject {
        try MutantsProject.resolve(options: options, packageURL: package)
    }
}

/// Builds registries quickly.
func makeRegistry(_ ids: [String]) -> DefectRegistry {
    // The ids written in tests are always valid, so the registry cannot throw.
    try! DefectRegistry(ids.map { Defect(id: $0, group: "group", severity: "high", summary: "Summary of \($0)") })
}

/// A runner that answers from a function of the request, recording every request.
final class FakeRunner: TestProcessRunning, @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [TestRunRequest] = []
    private let answer: @Sendable (TestRunRequest) -> ChildProcess.Completion

    init(answer: @escaping @Sendable (TestRunRequest) -> ChildProcess.Completion) {
        self.answer = answer
    }

    var requests: [TestRunRequest] { lock.lock(); defer { lock.unlock() }; return recorded }

    func run(_ request: TestRunRequest) async -> ChildProcess.Completion {
        record(request)
        return answer(request)
    }

    private func record(_ request: TestRunRequest) {
        lock.lock()
        recorded.append(request)
        lock.unlock()
    }

    /// XCTest-shaped output where the tests in `failing` fail and the others pass.
    static func output(tests: [String], failing: Set<String>) -> ChildProcess.Completion {
        var lines: [String] = []
        for id in tests {
            let name = XCTestOutputParser.shortName(ofTestID: id).replacingOccurrences(of: "/", with: ".")
            lines.append("Test Case '\(name)' started at 2026-01-01 00:00:00.000")
            lines.append("Test Case '\(name)' \(failing.contains(id) ? "failed" : "passed") (0.010 seconds)")
        }
        return ChildProcess.Completion(
            termination: .exited(failing.isDisjoint(with: tests) ? 0 : 1), output: lines.joined(separator: "\n"), duration: 0.5
        )
    }
}

/// A clock that advances one second each time it is read.
final class SteppingClock: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0.0

    var now: @Sendable () -> Double {
        { [self] in lock.lock(); defer { lock.unlock() }; value += 1; return value }
    }
}
