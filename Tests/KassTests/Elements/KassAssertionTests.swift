import Foundation
@testable import Kass
import XCTest

/// Each assertion passes on the matching state and fails with its reason.
@MainActor
final class KassAssertionTests: KassDSLTestCase {
    private func startForm() {
        start(ClosureApp.app("Form") { root, _ in
            let name = UITextField(frame: CGRect(x: 20, y: 100, width: 350, height: 44))
            name.accessibilityIdentifier = "form.name"
            name.placeholder = "Full name"
            root.view.addSubview(name)
            let pay = makeButton("form.pay", title: "Pay now", frame: CGRect(x: 20, y: 160, width: 350, height: 44), in: root.view)
            pay.isEnabled = false
            let tab = makeButton("form.tab", title: "Cards", frame: CGRect(x: 20, y: 220, width: 350, height: 44), in: root.view)
            tab.isSelected = true
            makeButton("form.covered", title: "Covered", frame: CGRect(x: 20, y: 280, width: 350, height: 44), in: root.view)
            let cover = UIView(frame: CGRect(x: 0, y: 270, width: 393, height: 70))
            cover.backgroundColor = .white
            cover.accessibilityIdentifier = "form.cover"
            root.view.addSubview(cover)
            for index in 0..<3 {
                makeLabel(
                    "form.row",
                    text: "Row \(index)",
                    frame: CGRect(x: 20, y: 400 + CGFloat(index) * 40, width: 350, height: 30),
                    in: root.view
                )
            }
        }) { $0.timeout = 0.3 }
    }

    func test_stateAssertions_passOnTheMatchingState() async {
        startForm()
        let form: AnyScreen = screen()
        form.textField("form.name").assertPlaceholder("Full name")
        form.button("form.pay").assertDisabled()
        form.button("form.pay").assertLabel("Pay now")
        form.button("form.pay").assertLabelContains("Pay")
        form.button("form.tab").assertSelected()
        form.button("form.tab").assertEnabled()
        form.button("form.tab").assertHittable()
        form.button("form.covered").assertExists()
        XCTAssertEqual(capture.messages, [])
    }

    func test_stateAssertions_failWithTheirReasons() async {
        startForm()
        let form: AnyScreen = screen()
        form.verifyAllFailures {
            form.textField("form.name").assertPlaceholder("Name")
            form.button("form.pay").assertEnabled()
            form.button("form.tab").assertDisabled()
            form.button("form.pay").assertSelected()
            form.button("form.pay").assertLabel("Pay")
            form.button("form.pay").assertLabelContains("Later")
        }
        XCTAssertEqual(summaries, ["Kass: verifyAll failed: 6 checks failed"])
        let details = capture.messages[0].split(separator: "\n").dropFirst().map { String($0).trimmingCharacters(in: .whitespaces) }
        XCTAssertEqual(details.map { $0.components(separatedBy: " (line ").first ?? "" }, [
            "↳ Kass: text field \"form.name\" — assertPlaceholder('Name') failed: its placeholder is 'Full name', expected 'Name'",
            "↳ Kass: button \"form.pay\" — assertEnabled failed: it is disabled",
            "↳ Kass: button \"form.tab\" — assertDisabled failed: it is enabled",
            "↳ Kass: button \"form.pay\" — assertSelected failed: it is not selected",
            "↳ Kass: button \"form.pay\" — assertLabel('Pay') failed: its label is 'Pay now', expected 'Pay'",
            "↳ Kass: button \"form.pay\" — assertLabelContains('Later') failed: its label 'Pay now' does not contain 'Later'",
        ])
    }

    func test_coveredButton_isNotVisibleAndTheTapSaysWhatCoversIt() async {
        startForm()
        let form: AnyScreen = screen()
        form.button("form.covered").tap()
        XCTAssertEqual(summaries.count, 1)
        XCTAssertTrue(
            summaries[0].hasPrefix("Kass: button \"form.covered\" — tap failed: it is not visible: it is covered by UIView"), summaries[0]
        )
    }

    func test_collections_firstLastAndIndexResolveInSnapshotOrder() async {
        startForm()
        let rows = screen().texts(AccessibilityQuery(identifier: "form.row"))
        rows.first.assertText("Row 0")
        rows.last.assertText("Row 2")
        rows.element(at: 1).assertText("Row 1")
        XCTAssertEqual(rows.readTexts(), ["Row 0", "Row 1", "Row 2"])
        XCTAssertEqual(capture.messages, [])
        rows.element(at: 5).assertExists()
        XCTAssertEqual(
            summaries,
            ["Kass: text #6 of texts (identifier \"form.row\") — assertExists failed: the collection has 3 texts, so there is no #6"]
        )
    }

    func test_ambiguousText_listsBothMatches() async {
        startForm()
        screen().text("form.row").assertExists()
        XCTAssertEqual(summaries.count, 1)
        XCTAssertTrue(summaries[0].hasPrefix("Kass: text \"form.row\" — assertExists failed: found 3 matching elements: staticText \"Row "
            + "0\" #form.row; staticText \"Row 1\" #form.row; staticText \"Row 2\" #form.row"), summaries[0])
    }

    /// A timer firing a hair (below the clock's tolerance) before a window's end leaves a remainder
    /// that running the clock cannot consume: the window must still end (it used to spin forever).
    func test_assertUnchanged_endsWhenTheWindowsRemainderIsBelowTheClocksTolerance() async {
        start(ClosureApp.app("Hold") { root, _ in
            makeLabel("hold.value", text: "42", frame: CGRect(x: 20, y: 100, width: 350, height: 30), in: root.view)
        })
        UIApplication.shared.scheduler.schedule(after: 1 - 5e-10, label: "just before the end") {}
        let hold: AnyScreen = screen()
        hold.text("hold.value").assertUnchanged(for: 1)
        XCTAssertEqual(capture.messages, [])
    }
}

extension KassScreen {
    /// Runs `body` in `verifyAll` (so every assertion reports).
    func verifyAllFailures(_ body: () -> Void) {
        session.verifyAll(body)
    }
}
