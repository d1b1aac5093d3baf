import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import Kass
import XCTest

/// The run files' lock and merge under threads that each open their own descriptors, and the run id.
final class KassJUnitRunFilesTests: XCTestCase {
    private var results: URL!

    override func setUp() async throws {
        results = FileManager.default.temporaryDirectory.appendingPathComponent("kass-junit-files-\(UUID().uuidString)", isDirectory: true)
    }

    override func tearDown() async throws {
        try? FileManager.default.removeItem(at: results)
    }

    private static func suite(_ writer: Int, tests: Int) -> KassJUnitDocument.Suite {
        let cases = (0..<tests).map { test in
            KassJUnitDocument.TestCase(
                classname: "Writer\(writer)", name: "test\(test)", time: 0.01, status: .passed, failures: [],
                systemOut: "✓ Writer\(writer).test\(test) <&>", file: nil, line: nil
            )
        }
        return KassJUnitDocument.Suite(
            name: "Writer\(writer)", startedAt: Date(timeIntervalSince1970: 1_700_000_000), time: 0.01 * Double(tests), cases: cases
        )
    }

    func test_runFiles_concurrentWritersAllEndInOneValidDocument() throws {
        let writers = 8, rounds = 20
        let results = self.results!
        let problems = LockedProblems()
        DispatchQueue.concurrentPerform(iterations: writers) { writer in
            var files = KassJUnitRunFiles(resultsDirectory: results, runID: "run", writerID: "writer-\(writer)")
            for round in 1...rounds { problems.add(files.publish([Self.suite(writer, tests: round)])) }
        }
        XCTAssertEqual(problems.all, [])
        let document = try XMLDocument(data: Data(contentsOf: results.appendingPathComponent("junit.xml")))
        let cases = try document.nodes(forXPath: "//testcase").compactMap { node -> String? in
            guard let element = node as? XMLElement else { return nil }
            return "\(element.attribute(forName: "classname")?.stringValue ?? "").\(element.attribute(forName: "name")?.stringValue ?? "")"
        }
        let expected = (0..<writers).flatMap { writer in (0..<rounds).map { "Writer\(writer).test\($0)" } }
        XCTAssertEqual(cases.sorted(), expected.sorted())
        XCTAssertEqual(document.rootElement()?.attribute(forName: "tests")?.stringValue, "\(writers * rounds)")
    }

    func test_runID_comesFromTheEnvironmentFirst() {
        let id = KassRunID.make(
            environment: ["KASS_RUN_ID": "ci 42/a"], parent: .init(processID: 7, startTime: "1"), own: .init(processID: 9, startTime: "2")
        )
        XCTAssertEqual(id, "env-ci_42_a")
    }

    func test_runID_isTheParentProcessWithItsStartTime() {
        let id = KassRunID.make(environment: [:], parent: .init(processID: 7, startTime: "123"), own: .init(processID: 9, startTime: "456"))
        XCTAssertEqual(id, "parent-7-123")
    }

    func test_runID_isTheProcessItselfWhenItsParentIsTheSystems() {
        let id = KassRunID.make(
            environment: ["KASS_RUN_ID": ""], parent: .init(processID: 1, startTime: "1"), own: .init(processID: 9, startTime: "456")
        )
        XCTAssertEqual(id, "process-9-456")
    }

    func test_runID_safeFileNameNeverClimbsFolders() {
        XCTAssertEqual(KassRunID.safeFileName(".."), "_..")
        XCTAssertEqual(KassRunID.safeFileName("a/../b"), "a_.._b")
        XCTAssertEqual(KassRunID.safeFileName(String(repeating: "x", count: 300)).count, 100)
    }

    func test_processIdentity_readsTheStartTimeAfterACommandWithParentheses() {
        let stat = "4242 (swift (test) x) S 1 4242 4242 0 -1 4194560 1 0 0 0 5 3 0 0 20 0 1 0 987654 1000 50"
        XCTAssertEqual(KassProcessIdentity.startTime(fromStat: stat), "987654")
        XCTAssertNil(KassProcessIdentity.startTime(fromStat: "garbage"))
    }

    #if os(Linux)
    func test_processIdentity_ofThisProcessHasAStartTime() {
        XCTAssertNotNil(KassProcessIdentity.of(ProcessInfo.processInfo.processIdentifier).startTime)
    }
    #endif
}

/// Problems gathered from several threads.
private final class LockedProblems: @unchecked Sendable {
    private let lock = NSLock()
    private var problems: [String] = []

    func add(_ new: [String]) { lock.withLock { problems += new } }
    var all: [String] { lock.withLock { problems } }
}
