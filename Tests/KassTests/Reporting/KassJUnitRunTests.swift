import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import Kass
import XCTest

/// `junit.xml` when several writers of one run share a results folder (one `swift test` runs XCTest
/// and Swift Testing in two processes): every writer's tests end in one valid document.
@MainActor
final class KassJUnitRunTests: XCTestCase {
    private var results: URL!

    override func setUp() async throws {
        results = FileManager.default.temporaryDirectory.appendingPathComponent("kass-junit-run-\(UUID().uuidString)", isDirectory: true)
    }

    override func tearDown() async throws {
        try? FileManager.default.removeItem(at: results)
    }

    private func testCaseNames() throws -> [String] {
        let data = try Data(contentsOf: results.appendingPathComponent("junit.xml"))
        let root = try XCTUnwrap(XMLDocument(data: data).rootElement())
        return root.elements(forName: "testsuite").flatMap { $0.elements(forName: "testcase") }
            .compactMap { $0.attribute(forName: "name")?.stringValue }
    }

    private func attribute(_ name: String) throws -> String? {
        let data = try Data(contentsOf: results.appendingPathComponent("junit.xml"))
        return try XMLDocument(data: data).rootElement()?.attribute(forName: name)?.stringValue
    }

    func test_junit_keepsTheTestsOfEveryWriterOfTheRun() async throws {
        // As the XCTest process and then the Swift Testing process of one `swift test` do.
        let xctest = KassJUnitReporter(resultsDirectory: results)
        for event in KassEventScript.passing(suite: "LoginTests", name: "test_login").events { xctest.handle(event) }
        let swiftTesting = KassJUnitReporter(resultsDirectory: results)
        for event in KassEventScript.passing(suite: "LoginSuite", name: "login()").events { swiftTesting.handle(event) }
        for event in KassEventScript.login().events { xctest.handle(event) }
        XCTAssertEqual(try testCaseNames().sorted(), ["login()", "test_login", "test_login"])
        XCTAssertEqual(try attribute("tests"), "3")
        XCTAssertEqual(try attribute("failures"), "1")
    }

    func test_junit_joinsASuiteWrittenByTwoWriters() async throws {
        let first = KassJUnitReporter(resultsDirectory: results, runID: "run")
        let second = KassJUnitReporter(resultsDirectory: results, runID: "run")
        for event in KassEventScript.passing(suite: "A", name: "one").events { first.handle(event) }
        for event in KassEventScript.passing(suite: "A", name: "two").events { second.handle(event) }
        let data = try Data(contentsOf: results.appendingPathComponent("junit.xml"))
        let suites = try XCTUnwrap(XMLDocument(data: data).rootElement()).elements(forName: "testsuite")
        XCTAssertEqual(suites.count, 1)
        XCTAssertEqual(
            suites.first?.elements(forName: "testcase").compactMap { $0.attribute(forName: "name")?.stringValue }, ["one", "two"]
        )
        XCTAssertEqual(suites.first?.attribute(forName: "tests")?.stringValue, "2")
    }

    func test_junit_leavesOutTheResultsOfEarlierRuns() async throws {
        let earlier = KassJUnitReporter(resultsDirectory: results, runID: "earlier")
        for event in KassEventScript.passing(suite: "A", name: "old").events { earlier.handle(event) }
        let now = KassJUnitReporter(resultsDirectory: results, runID: "now")
        for event in KassEventScript.passing(suite: "A", name: "new").events { now.handle(event) }
        XCTAssertEqual(try testCaseNames(), ["new"])
        let runs = try FileManager.default.contentsOfDirectory(atPath: results.appendingPathComponent("junit-parts").path)
        XCTAssertEqual(runs.filter { !$0.hasPrefix(".") }, ["now"])
    }

    func test_junit_leavesOutAPartItCannotReadAndSaysSo() async throws {
        let reporter = KassJUnitReporter(resultsDirectory: results, runID: "run")
        let broken = results.appendingPathComponent("junit-parts/run/broken.json")
        try FileManager.default.createDirectory(at: broken.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("{ not json".utf8).write(to: broken)
        for event in KassEventScript.passing(suite: "A", name: "one").events { reporter.handle(event) }
        XCTAssertEqual(try testCaseNames(), ["one"])
        XCTAssertEqual(reporter.problems.count, 1)
        XCTAssertTrue(reporter.problems.first?.contains("broken.json, left out of junit.xml") == true, "\(reporter.problems)")
    }

    #if os(Linux)
    /// Real processes: this test binary started again, once per writer, running only
    /// ``KassJUnitChildProcessWriter``, all at once, each writing its tests one by one.
    func test_junit_concurrentChildProcessesAllEndInOneValidDocument() async throws {
        let binary = URL(fileURLWithPath: CommandLine.arguments[0])
        let writers = 4, testsPerWriter = KassJUnitChildProcessWriter.testsPerWriter
        var children: [Process] = []
        for index in 0..<writers {
            let child = Process()
            child.executableURL = binary
            child.arguments = ["KassTests.KassJUnitChildProcessWriter/test_childProcess_writesItsTests"]
            var environment = ProcessInfo.processInfo.environment
            environment[KassJUnitChildProcessWriter.resultsVariable] = results.path
            environment[KassJUnitChildProcessWriter.indexVariable] = "\(index)"
            environment[KassRunID.environmentVariable] = "children-of-\(ProcessInfo.processInfo.processIdentifier)"
            child.environment = environment
            child.standardOutput = FileHandle.nullDevice
            child.standardError = FileHandle.nullDevice
            try child.run()
            children.append(child)
        }
        for child in children { child.waitUntilExit() }
        XCTAssertEqual(children.map(\.terminationStatus), Array(repeating: 0, count: writers))
        let expected = (0..<writers).flatMap { writer in (0..<testsPerWriter).map { "writer\(writer)-test\($0)" } }
        XCTAssertEqual(try testCaseNames().sorted(), expected.sorted())
        XCTAssertEqual(try attribute("tests"), "\(writers * testsPerWriter)")
    }
    #endif
}

/// Runs only as a child process of ``KassJUnitRunTests``: writes ``testsPerWriter`` tests, one
/// `junit.xml` rebuild each, into the results folder the parent names.
@MainActor
final class KassJUnitChildProcessWriter: XCTestCase {
    static let resultsVariable = "KASS_TEST_JUNIT_CHILD_RESULTS"
    static let indexVariable = "KASS_TEST_JUNIT_CHILD_INDEX"
    static let testsPerWriter = 25

    func test_childProcess_writesItsTests() async throws {
        let environment = ProcessInfo.processInfo.environment
        guard let results = environment[Self.resultsVariable], let index = environment[Self.indexVariable] else {
            throw XCTSkip("runs only as a child process of KassJUnitRunTests")
        }
        let reporter = KassJUnitReporter(resultsDirectory: URL(fileURLWithPath: results, isDirectory: true))
        for test in 0..<Self.testsPerWriter {
            for event in KassEventScript.passing(
                suite: "Writer\(index)", name: "writer\(index)-test\(test)"
            ).events { reporter.handle(event) }
        }
        XCTAssertEqual(reporter.problems, [])
    }
}
