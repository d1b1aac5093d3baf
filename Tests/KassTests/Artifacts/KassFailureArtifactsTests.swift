import Foundation
import Hammer
@testable import HeadlessUI
import HeadlessUITestSupport
@testable import Kass
import XCTest

@MainActor
final class KassFailureArtifactsTests: HeadlessTestCase {
    private var results: URL!
    private let test = KassTestInfo(suite: "Login Tests", name: "test_login()", file: "/src/LoginTests.swift", line: 12)

    override func setUp() async throws {
        try await super.setUp()
        results = FileManager.default.temporaryDirectory.appendingPathComponent("kass-artifacts-\(UUID().uuidString)", isDirectory: true)
        let label = UILabel()
        label.text = "Pay"
        label.backgroundColor = .red
        label.accessibilityIdentifier = "pay.label"
        place(label, frame: CGRect(x: 40, y: 200, width: 120, height: 60))
        await app.runLoop.runFrames(1)
    }

    override func tearDown() async throws {
        try? FileManager.default.removeItem(at: results)
        try await super.tearDown()
    }

    private func write(
        scale: CGFloat = 2, step: Int = 5, snapshot: AccessibilitySnapshot? = AccessibilitySnapshot.take()
    ) -> [KassAttachment] {
        KassFailureArtifacts(resultsDirectory: results, screenshotScale: scale).write(
            test: test, step: KassStepID(step), message: "Kass: \"pay\" — tap failed: not hittable",
            diagnostics: ["element": "label \"Pay\" #pay.label"], snapshot: snapshot
        )
    }

    private func attachment(_ kind: KassAttachment.Kind, in attachments: [KassAttachment]) throws -> KassAttachment {
        try XCTUnwrap(attachments.first { $0.kind == kind }, "no \(kind) in \(attachments.map(\.path.lastPathComponent))")
    }

    private func diagnostics(in attachments: [KassAttachment]) throws -> KassFailureDiagnostics {
        let file = try attachment(.diagnostics, in: attachments).path
        return try JSONDecoder().decode(KassFailureDiagnostics.self, from: Data(contentsOf: file))
    }

    func test_artifacts_writeThreeFilesIntoTheSanitizedTestFolder() async throws {
        let attachments = write()
        XCTAssertEqual(
            attachments.map(\.path.lastPathComponent), ["step-5-screenshot.png", "step-5-hierarchy.txt", "step-5-diagnostics.json"]
        )
        XCTAssertEqual(attachments.map(\.mimeType), ["image/png", "text/plain", "application/json"])
        XCTAssertTrue(attachments.allSatisfy { $0.step == KassStepID(5) })
        let folder = try attachment(.screenshot, in: attachments).path.deletingLastPathComponent()
        XCTAssertEqual(folder.standardizedFileURL.path, results.appendingPathComponent("Login_Tests/test_login_").standardizedFileURL.path)
    }

    func test_screenshot_decodesAtTheScreenSizeTimesTheScale() async throws {
        let png = try PNGDecoder.decode(Data(contentsOf: try attachment(.screenshot, in: write(scale: 2)).path))
        XCTAssertEqual(png.width, Int(app.screen.bounds.width * 2))
        XCTAssertEqual(png.height, Int(app.screen.bounds.height * 2))
    }

    func test_screenshot_showsTheScreen() async throws {
        let png = try PNGDecoder.decode(Data(contentsOf: try attachment(.screenshot, in: write(scale: 2)).path))
        XCTAssertEqual(png.pixel(x: 42 * 2, y: 202 * 2), [255, 0, 0, 255])
        XCTAssertNotEqual(png.pixel(x: 200 * 2, y: 400 * 2), [255, 0, 0, 255])
    }

    func test_screenshot_fallsBackToScaleOneForAnUnusableScale() async throws {
        let attachments = write(scale: .nan)
        let png = try PNGDecoder.decode(Data(contentsOf: try attachment(.screenshot, in: attachments).path))
        XCTAssertEqual(png.width, Int(app.screen.bounds.width))
        XCTAssertTrue(try diagnostics(in: attachments).artifactProblems.contains { $0.contains("scale nan") })
    }

    func test_hierarchy_containsTheElementWithItsFrame() async throws {
        let dump = try String(contentsOf: try attachment(.hierarchy, in: write()).path, encoding: .utf8)
        XCTAssertTrue(dump.contains("\"Pay\" #pay.label"), dump)
        XCTAssertTrue(dump.contains("@(40"), dump)
    }

    func test_diagnostics_describeTheFailure() async throws {
        let record = try diagnostics(in: write())
        XCTAssertEqual(record.message, "Kass: \"pay\" — tap failed: not hittable")
        XCTAssertEqual(record.test, .init(suite: "Login Tests", name: "test_login()", file: "/src/LoginTests.swift", line: 12))
        XCTAssertEqual(record.step, "step-5")
        XCTAssertEqual(record.appTime, app.runLoop.now)
        XCTAssertEqual(record.diagnostics, ["element": "label \"Pay\" #pay.label"])
        XCTAssertEqual(record.artifacts, ["screenshot": "step-5-screenshot.png", "hierarchy": "step-5-hierarchy.txt"])
        XCTAssertEqual(record.artifactProblems, [])
        XCTAssertEqual(record.snapshot?.takenForArtifacts, false)
        XCTAssertGreaterThan(record.snapshot?.elementCount ?? 0, 0)
    }

    func test_artifacts_takeASnapshotWhenTheCallerHasNone() async throws {
        let attachments = write(snapshot: nil)
        XCTAssertEqual(try diagnostics(in: attachments).snapshot?.takenForArtifacts, true)
        XCTAssertTrue(try String(contentsOf: try attachment(.hierarchy, in: attachments).path, encoding: .utf8).contains("#pay.label"))
    }

    func test_artifacts_keepTheOthersWhenOneCannotBeWritten() async throws {
        let blocked = KassFailureArtifacts(resultsDirectory: results).directory(for: test).appendingPathComponent("step-5-screenshot.png")
        try FileManager.default.createDirectory(at: blocked.appendingPathComponent("occupied"), withIntermediateDirectories: true)
        let attachments = write()
        XCTAssertEqual(attachments.map(\.kind), [.hierarchy, .diagnostics])
        XCTAssertTrue(try diagnostics(in: attachments).artifactProblems.contains { $0.hasPrefix("screenshot: ") })
    }

    func test_artifacts_returnNothingButDoNotCrashWhenTheResultsFolderIsAFile() async throws {
        try Data("x".utf8).write(to: results)
        XCTAssertEqual(write().count, 0)
    }

    func test_artifacts_secondFailureOfAStepDoesNotOverwriteTheFirst() async throws {
        let first = write(step: 8)
        let second = write(step: 8)
        XCTAssertEqual(first.first?.path.lastPathComponent, "step-8-screenshot.png")
        XCTAssertEqual(second.first?.path.lastPathComponent, "step-8-2-screenshot.png")
    }
}

/// A screenshot is written next to a hierarchy only when both show one moment.
@MainActor
final class KassFailureArtifactsScreenshotMomentTests: HeadlessTestCase {
    private let results = FileManager.default.temporaryDirectory.appendingPathComponent(
        "kass-artifacts-moment-\(UUID().uuidString)", isDirectory: true
    )

    override func tearDown() async throws {
        try? FileManager.default.removeItem(at: results)
        try await super.tearDown()
    }

    private func write(snapshot: AccessibilitySnapshot) -> [KassAttachment] {
        KassFailureArtifacts(resultsDirectory: results).write(
            test: KassTestInfo(suite: "Moments", name: "test_moment()", file: nil, line: nil), step: KassStepID(1),
            message: "Kass: failed", snapshot: snapshot
        )
    }

    func test_artifacts_writeTheScreenshotWithASnapshotOfThisMoment() async throws {
        let attachments = write(snapshot: AccessibilitySnapshot.take())
        XCTAssertEqual(attachments.map(\.kind), [.screenshot, .hierarchy, .diagnostics])
    }

    func test_artifacts_leaveOutTheScreenshotWhenTheAppMovedOnSinceTheSnapshot() async throws {
        let snapshot = AccessibilitySnapshot.take()
        await app.runLoop.runFrames(1)
        let attachments = write(snapshot: snapshot)
        XCTAssertEqual(attachments.map(\.kind), [.hierarchy, .diagnostics])
        let file = try XCTUnwrap(attachments.first { $0.kind == .diagnostics }).path
        let diagnostics = try JSONDecoder().decode(KassFailureDiagnostics.self, from: Data(contentsOf: file))
        XCTAssertEqual(diagnostics.artifactProblems.count, 1)
        XCTAssertTrue(
            diagnostics.artifactProblems.first?.hasPrefix("screenshot: not written: the app has moved on") == true,
            "\(diagnostics.artifactProblems)"
        )
        XCTAssertNil(diagnostics.artifacts["screenshot"])
    }
}
