import HeadlessUI
import HeadlessUITestSupport
import XCTest

/// Alerts with text fields (`addTextField(configurationHandler:)`, `textFields`).
@MainActor
final class UIAlertControllerTextFieldTests: HeadlessTestCase {
    private func button(_ title: String, in alert: UIAlertController) -> UIButton? {
        alert.view.subviews.compactMap { $0 as? UIButton }.first { $0.accessibilityLabel == title }
    }

    private func tap(_ view: UIView?) {
        guard let view else { return XCTFail("no view to tap") }
        fingers.tap(view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil))
    }

    func test_addTextField_configuresAtOnceAndListsTheFields() async {
        let alert = UIAlertController(title: "New list", message: nil, preferredStyle: .alert)
        XCTAssertNil(alert.textFields)
        var configured: [UITextField] = []
        alert.addTextField { field in
            field.placeholder = "Name"
            configured.append(field)
        }
        alert.addTextField()
        XCTAssertEqual(configured.count, 1, "the handler runs inside addTextField")
        XCTAssertEqual(alert.textFields?.count, 2)
        XCTAssertTrue(alert.textFields?.first === configured.first)
        XCTAssertEqual(alert.textFields?.first?.placeholder, "Name")
    }

    func test_textFields_sitUnderTheMessageAboveTheButtonsAndTheFirstTakesTheKeyboard() async {
        let root = UIViewController()
        window.rootViewController = root
        let alert = UIAlertController(title: "Add item", message: "What should we buy?", preferredStyle: .alert)
        alert.addTextField { $0.placeholder = "Item" }
        var saved: String?
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Save", style: .default) { [weak alert] _ in saved = alert?.textFields?.first?.text })
        root.present(alert, animated: true)
        wait(0.6)
        guard let field = alert.textFields?.first, let save = button("Save", in: alert) else { return XCTFail("no field or button") }
        XCTAssertTrue(field.superview === alert.view)
        XCTAssertTrue(field.isFirstResponder, "the first field is focused once the alert has appeared")
        XCTAssertEqual(field.frame.height, 28)
        XCTAssertLessThanOrEqual(field.frame.maxY, save.frame.minY)
        let keyboardTop = app.softwareKeyboard.frame.minY
        XCTAssertLessThanOrEqual(screenFrame(of: alert.view).maxY, keyboardTop, "the alert moved above the keyboard")
        field.insertText("Milk")
        tap(save)
        wait(0.6)
        XCTAssertEqual(saved, "Milk")
    }

    func test_actionSheet_refusesTextFields() async {
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addTextField()
        XCTAssertNil(sheet.textFields)
        let issues = expectRuntimeIssues(count: 1)
        XCTAssertTrue("\(issues)".contains("Text fields can only be added to an alert controller of style .alert"), "\(issues)")
    }
}
