import HeadlessUI
import HeadlessUITestSupport
import XCTest

/// An app activity that records what it was given.
@MainActor
private final class SaveToNotesActivity: UIActivity {
    var prepared: [Any] = []
    override var activityType: UIActivity.ActivityType? { UIActivity.ActivityType("com.example.notes") }
    override var activityTitle: String? { "Save to Notes" }
    override func canPerform(withActivityItems activityItems: [Any]) -> Bool { activityItems.contains { $0 is String } }
    override func prepare(withActivityItems activityItems: [Any]) { prepared = activityItems }
    override func perform() { activityDidFinish(true) }
}

@MainActor
final class UIActivityViewControllerTests: HeadlessTestCase {
    private var labels: [String] { AccessibilityTree.elements(in: window).compactMap(\.accessibilityLabel) }

    private func tap(_ label: String, file: StaticString = #filePath, line: UInt = #line) {
        guard let frame = AccessibilityTree.elements(in: window).first(where: { $0.accessibilityLabel == label })?.accessibilityFrame else {
            return XCTFail("no '\(label)' in \(labels)", file: file, line: line)
        }
        fingers.tap(CGPoint(x: frame.midX, y: frame.midY), file: file, line: line)
    }

    private func present(_ sheet: UIActivityViewController) -> UIViewController {
        let presenter = UIViewController()
        window.rootViewController = presenter
        wait(0.1)
        presenter.present(sheet, animated: true)
        wait(0.6)
        return presenter
    }

    func test_sheet_listsTheItemsAndActivities_andCopyPutsTheTextOnThePasteboard() async {
        var outcome: (UIActivity.ActivityType?, Bool)?
        let sheet = UIActivityViewController(activityItems: ["IBAN DE89 3704"], applicationActivities: [SaveToNotesActivity()])
        sheet.completionWithItemsHandler = { type, completed, _, _ in outcome = (type, completed) }
        let presenter = present(sheet)
        XCTAssertEqual(labels, ["IBAN DE89 3704", "Copy", "Save to Notes", "Close"])
        XCTAssertNil(UIPasteboard.general.string, "each launch starts with an empty pasteboard")
        tap("Copy")
        wait(0.6)
        XCTAssertEqual(UIPasteboard.general.string, "IBAN DE89 3704")
        XCTAssertEqual(outcome?.0, .copyToPasteboard)
        XCTAssertEqual(outcome?.1, true)
        XCTAssertNil(presenter.presentedViewController, "the sheet closed")
    }

    func test_applicationActivity_isPreparedWithTheItems_andReportsItsCompletion() async {
        let notes = SaveToNotesActivity()
        var outcome: (UIActivity.ActivityType?, Bool)?
        let sheet = UIActivityViewController(activityItems: ["Lunch 12.50"], applicationActivities: [notes])
        sheet.excludedActivityTypes = [.copyToPasteboard]
        sheet.completionWithItemsHandler = { type, completed, _, _ in outcome = (type, completed) }
        _ = present(sheet)
        XCTAssertFalse(labels.contains("Copy"), "an excluded activity is not offered")
        tap("Save to Notes")
        wait(0.6)
        XCTAssertEqual(notes.prepared as? [String], ["Lunch 12.50"])
        XCTAssertEqual(outcome?.0?.rawValue, "com.example.notes")
        XCTAssertEqual(outcome?.1, true)
    }

    func test_close_reportsNoActivity() async {
        var outcome: (UIActivity.ActivityType?, Bool)?
        let sheet = UIActivityViewController(activityItems: [URL(string: "https://bank.example/r/42")!], applicationActivities: nil)
        sheet.completionWithItemsHandler = { type, completed, _, _ in outcome = (type, completed) }
        _ = present(sheet)
        XCTAssertEqual(labels.first, "https://bank.example/r/42")
        tap("Close")
        wait(0.6)
        XCTAssertNotNil(outcome)
        XCTAssertNil(outcome?.0)
        XCTAssertEqual(outcome?.1, false)
        XCTAssertFalse(UIPasteboard.general.hasURLs)
    }
}
