import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class UIAlertControllerTests: HeadlessTestCase {
    private func makeRoot() -> UIViewController {
        let root = UIViewController()
        window.rootViewController = root
        return root
    }

    private func buttons(in alert: UIAlertController) -> [UIButton] {
        alert.view.subviews.compactMap { $0 as? UIButton }
    }

    private func button(_ title: String, in alert: UIAlertController) -> UIButton? {
        buttons(in: alert).first { $0.accessibilityLabel == title }
    }

    private func tap(_ view: UIView?) {
        guard let view else { return XCTFail("no view to tap") }
        fingers.tap(view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil))
    }

    func test_tapOnAction_dismissesThenRunsHandler() async {
        let root = makeRoot()
        let alert = UIAlertController(title: "Delete?", message: "This cannot be undone.", preferredStyle: .alert)
        var events: [String] = []
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in
            events.append("handler, presented: \(root.presentedViewController == nil ? "none" : "alert")")
        })
        root.present(alert, animated: true)
        wait(0.5)
        tap(button("Delete", in: alert))
        XCTAssertEqual(events, [], "the handler waits for the dismissal")
        XCTAssertTrue(alert.isBeingDismissed)
        wait(0.5)
        XCTAssertEqual(events, ["handler, presented: none"])
        XCTAssertNil(alert.view.window)
    }

    func test_alert_blocksTapsBehindIt() async {
        let root = makeRoot()
        let behind = RecordingView(frame: CGRect(x: 0, y: 0, width: 393, height: 200))
        root.view.addSubview(behind)
        let alert = UIAlertController(title: "Hi", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        root.present(alert, animated: true)
        wait(0.5)
        fingers.tap(CGPoint(x: 100, y: 100))
        XCTAssertEqual(behind.log, [])
        XCTAssertTrue(root.presentedViewController === alert, "a tap outside an alert does not dismiss it")
    }

    func test_secondCancelAction_isRefused() async {
        let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Never mind", style: .cancel))
        let issues = expectRuntimeIssues(count: 1)
        XCTAssertTrue(issues.first?.description.contains("only have one action with a style of .cancel") == true, "\(issues)")
        XCTAssertEqual(alert.actions.count, 1)
    }

    func test_actionSheet_listsCancelLast() async {
        let root = makeRoot()
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        sheet.addAction(UIAlertAction(title: "Share", style: .default))
        sheet.addAction(UIAlertAction(title: "Delete", style: .destructive))
        root.present(sheet, animated: false)
        wait(0.1)
        let ordered = buttons(in: sheet).sorted { $0.frame.minY < $1.frame.minY }.map { $0.accessibilityLabel ?? "" }
        XCTAssertEqual(ordered, ["Share", "Delete", "Cancel"])
        XCTAssertLessThanOrEqual(sheet.view.frame.maxY, 852 - 34, "the sheet sits above the bottom safe area")
    }

    func test_actionSheet_tapOutsideRunsCancel() async {
        let root = makeRoot()
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        var cancelled = false
        sheet.addAction(UIAlertAction(title: "Share", style: .default))
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in cancelled = true })
        root.present(sheet, animated: true)
        wait(0.5)
        fingers.tap(CGPoint(x: 200, y: 150))
        wait(0.5)
        XCTAssertTrue(cancelled)
        XCTAssertNil(root.presentedViewController)
    }

    func test_accessibility_exposesTextsAndButtons() async {
        let root = makeRoot()
        let alert = UIAlertController(title: "Sign out?", message: "You will need your password.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Sign Out", style: .destructive))
        root.present(alert, animated: false)
        wait(0.1)
        let texts = alert.view.subviews.compactMap { $0 as? UILabel }.filter(\.isAccessibilityElement)
        XCTAssertEqual(texts.map { $0.accessibilityLabel ?? "" }, ["Sign out?", "You will need your password."])
        XCTAssertTrue(texts.allSatisfy { $0.accessibilityTraits.contains(.staticText) })
        XCTAssertEqual(buttons(in: alert).map { $0.accessibilityLabel ?? "" }, ["Cancel", "Sign Out"], "two actions: cancel on the left")
        XCTAssertTrue(alert.view.accessibilityViewIsModal)
    }

    func test_preferredActionNotAdded_isRefused() async {
        let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
        alert.preferredAction = UIAlertAction(title: "Stray", style: .default)
        expectRuntimeIssues(count: 1)
        XCTAssertNil(alert.preferredAction)
    }

    func test_disabledAction_ignoresTaps() async {
        let root = makeRoot()
        let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
        let action = UIAlertAction(title: "OK", style: .default)
        action.isEnabled = false
        alert.addAction(action)
        root.present(alert, animated: false)
        wait(0.1)
        tap(button("OK", in: alert))
        wait(0.5)
        XCTAssertTrue(root.presentedViewController === alert)
        XCTAssertEqual(button("OK", in: alert)?.accessibilityTraits.contains(.notEnabled), true)
    }
}

@MainActor
final class AlertAccessibilityTreeTests: HeadlessTestCase {
    func test_presentedAlert_hidesTheAppFromTheAccessibilityTree() async {
        let root = UIViewController()
        window.rootViewController = root
        let behind = UIButton(type: .system)
        behind.setTitle("Behind", for: .normal)
        behind.frame = CGRect(x: 0, y: 100, width: 100, height: 44)
        root.view.addSubview(behind)
        let alert = UIAlertController(title: "Saved", message: "All good.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        root.present(alert, animated: false)
        wait(0.1)
        let labels = AccessibilityTree.elements(in: window).compactMap(\.accessibilityLabel)
        XCTAssertEqual(labels, ["Saved", "All good.", "OK"])
    }
}
