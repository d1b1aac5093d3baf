import Foundation
@testable import HeadlessUI
@testable import Kass
import XCTest
#if canImport(FoundationXML)
import FoundationXML
#endif

/// A real DSL run with the real reporters and artifacts, read back from disk.
@MainActor
final class KassReportsEndToEndTests: XCTestCase {
    private var results: URL!

    override func setUp() async throws {
        results = FileManager.default.temporaryDirectory.appendingPathComponent("kass-e2e-\(UUID().uuidString)", isDirectory: true)
    }

    override func tearDown() async throws {
        try? FileManager.default.removeItem(at: results)
    }

    /// Runs a failing login test and a parameterized one with JUnit, Allure and artifacts on.
    private func runSuite() -> [KassAttachment] {
        var config = KassConfig()
        config.resultsDirectory = results
        config.timeout = 1
        config.reporting.console = false
        let attachments = AttachmentLog()
        let reporters: [any KassReporter] = [
            KassJUnitReporter(resultsDirectory: results), KassAllureReporter(resultsDirectory: results, host: "ci"), attachments,
        ]
        let login = KassSession(
            app: KassApp(name: "Login") { LoginFixture() },
            config: config,
            test: KassTestInfo(suite: "LoginTests", name: "test_login"),
            recorder: KassFailureCapture(),
            reporters: reporters
        )
        login.launch()
        login.onScreen(AnyScreen.self) { screen in
            screen.textField("login.email").typeText("test@example.com")
            screen.button("login.submitt").tap()
        }
        login.finish()
        let cases = KassSession(
            app: KassApp(name: "Login") { LoginFixture() },
            config: config,
            test: KassTestInfo(suite: "LoginTests", name: "test_cases"),
            recorder: KassFailureCapture(),
            reporters: reporters
        )
        cases.launch()
        cases.parameterized(["login.email", "login.nothing"], name: { $0 }) { identifier in
            cases.screen(AnyScreen.self).element(identifier).assertExists()
        }
        cases.finish()
        return attachments.attachments
    }

    func test_failureArtifacts_includeAScreenshotThatShowsTheScreen() async throws {
        let attachments = runSuite()
        let screenshot = try XCTUnwrap(attachments.first { $0.kind == .screenshot })
        let image = try PNGDecoder.decode(try Data(contentsOf: screenshot.path))
        XCTAssertEqual(image.width, 393)
        XCTAssertEqual(image.height, 852)
        // It shows the login screen, not a blank bitmap: the status bar, the fields' borders and the
        // anti-aliased text of the labels and the button give many distinct colours.
        var colours = Set<[UInt8]>()
        for y in stride(from: 0, to: image.height, by: 3) {
            for x in stride(from: 0, to: image.width, by: 3) { if let pixel = image.pixel(x: x, y: y) { colours.insert(pixel) } }
        }
        XCTAssertGreaterThan(colours.count, 20)
        let hierarchy = try XCTUnwrap(attachments.first { $0.kind == .hierarchy })
        let dump = try String(contentsOf: hierarchy.path, encoding: .utf8)
        XCTAssertTrue(dump.contains("#login.email"), dump)
        let diagnostics = try XCTUnwrap(attachments.first { $0.kind == .diagnostics })
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: diagnostics.path)) as? [String: Any]
        XCTAssertTrue((json?["message"] as? String)?.hasPrefix("Kass: button \"login.submitt\" — tap failed") == true)
    }

    func test_junit_hasOneCasePerTestAndPerParameterizedCase() async throws {
        _ = runSuite()
        let data = try Data(contentsOf: results.appendingPathComponent("junit.xml"))
        let document = try XMLDocument(data: data)
        let cases = try document.nodes(forXPath: "//testcase").compactMap { ($0 as? XMLElement)?.attribute(forName: "name")?.stringValue }
        XCTAssertEqual(cases, ["test_login", "test_cases", "test_cases[login.email]", "test_cases[login.nothing]"])
        let failures = try document.nodes(
            forXPath: "//testcase/failure"
        ).compactMap { ($0 as? XMLElement)?.attribute(forName: "message")?.stringValue }
        XCTAssertEqual(failures.count, 3)
        XCTAssertTrue(
            failures[0].hasPrefix("Kass: button \"login.submitt\" — tap failed: no button matches \"login.submitt\""), failures[0]
        )
    }

    func test_allure_writesOneResultPerTestWithNestedSteps() async throws {
        _ = runSuite()
        let folder = results.appendingPathComponent("allure-results")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix("-result.json") }
        XCTAssertEqual(files.count, 2)
        var byName: [String: [String: Any]] = [:]
        for file in files {
            let object = try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent(file))) as? [String: Any]
            if let object, let name = object["name"] as? String { byName[name] = object }
        }
        let login = try XCTUnwrap(byName["test_login"])
        XCTAssertEqual(login["status"] as? String, "failed")
        let steps = login["steps"] as? [[String: Any]] ?? []
        XCTAssertEqual(steps.map { $0["name"] as? String }, ["Launch Login", "On AnyScreen"])
        let inner = steps.last?["steps"] as? [[String: Any]] ?? []
        XCTAssertEqual(inner.map { $0["status"] as? String }, ["passed", "failed"])
        let attachments = inner.last?["attachments"] as? [[String: Any]] ?? []
        for attachment in attachments {
            let source = try XCTUnwrap(attachment["source"] as? String)
            XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent(source).path), source)
        }
        XCTAssertEqual(attachments.count, 3)
    }
}

/// Keeps the attachments of a run.
@MainActor
private final class AttachmentLog: KassReporter {
    private(set) var attachments: [KassAttachment] = []
    func handle(_ event: KassEvent) {
        if case .attachment(let attachment) = event { attachments.append(attachment) }
    }
}
