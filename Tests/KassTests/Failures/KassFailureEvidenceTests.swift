import Foundation
@testable import Kass
import XCTest

/// A failure's diagnostics describe the budget the failing step really had, and an element that
/// went away during the budget is reported with what was seen last while it was there.
@MainActor
final class KassFailureEvidenceTests: KassDSLTestCase {
    private let results = FileManager.default.temporaryDirectory.appendingPathComponent("kass-evidence-\(UUID().uuidString)")

    override func tearDown() async throws {
        try await super.tearDown()
        try? FileManager.default.removeItem(at: results)
    }

    private func diagnostics() throws -> KassFailureDiagnostics {
        let path = try XCTUnwrap(events.events.lazy.compactMap { event -> URL? in
            if case .attachment(let attachment) = event, attachment.kind == .diagnostics { return attachment.path }
            return nil
        }.first)
        return try JSONDecoder().decode(KassFailureDiagnostics.self, from: Data(contentsOf: path))
    }

    func test_diagnostics_reportTheElementsOwnBudget() async throws {
        start(KassApp(name: "Navigation") { NavigationFixture() }) { config in
            config.writesFailureArtifacts = true
            config.resultsDirectory = self.results
        }
        let app: AnyScreen = screen()
        app.text("root.countLabel").within(timeout: 1).assertText("7")
        XCTAssertEqual(summaries.count, 1)
        let record = try diagnostics()
        XCTAssertEqual(record.diagnostics["timeout"], "1.0")
        XCTAssertEqual(record.diagnostics["configuredTimeout"], "10.0")
    }

    func test_elementThatWentAwayDuringTheBudget_saysWhatWasSeenLast() async {
        start(KassApp(name: "Navigation") { NavigationFixture() }) { $0.timeout = 1 }
        let app: AnyScreen = screen()
        app.button("nav.open").tap()
        // The push runs: the root's button is there but takes no input, then leaves with its screen.
        app.button("root.count").tap()
        XCTAssertEqual(summaries, [
            "Kass: button \"root.count\" — tap failed: it went away while the action waited: no button matches \"root.count\"",
        ])
        let message = capture.messages.first ?? ""
        XCTAssertTrue(message.contains("↳ last seen 0."), message)
        XCTAssertTrue(message.contains("into the budget: the app is in a transition (push of <UIViewController 'Detail'>)"), message)
        XCTAssertFalse(message.contains("did you mean"), message)
    }
}
