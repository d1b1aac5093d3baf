import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class PickersFixtureTests: KassFixtureTestCase {
    /// Taps the row `rows` below the selection indicator of `identifier` (in its first wheel, or at `x`).
    private func tapRow(_ rows: CGFloat, below identifier: String, x: CGFloat? = nil) {
        guard let picker = view(identifier) else { return }
        let frame = screenFrame(of: picker)
        fingers.tap(CGPoint(x: x ?? frame.midX, y: frame.midY + rows * UIPickerView.defaultRowHeight))
    }

    func test_fruit_startsAtApple() async {
        start(PickersFixture())
        XCTAssertEqual(view("pickers.fruit", as: UIPickerView.self)?.selectedRow(inComponent: 0), 0)
        XCTAssertEqual(text("pickers.fruitValue"), "Apple")
    }

    func test_fruit_selectionIsReportedOnlyOnceTheWheelSettles() async {
        start(PickersFixture())
        tapRow(2, below: "pickers.fruit")
        XCTAssertEqual(text("pickers.fruitValue"), "Apple", "the wheel is still turning")
        XCTAssertTrue(app.runLoop.runUntilIdle(timeout: 5))
        XCTAssertEqual(view("pickers.fruit", as: UIPickerView.self)?.selectedRow(inComponent: 0), 2)
        XCTAssertEqual(text("pickers.fruitValue"), "Cherry")
    }

    func test_date_startsAtTheFixedDay() async {
        start(PickersFixture())
        guard let picker = view("pickers.date", as: UIDatePicker.self) else { return }
        XCTAssertEqual(PickersFixture.dayText(picker.date), "2024-01-15")
        XCTAssertEqual(text("pickers.dateValue"), "2024-01-15")
    }

    func test_date_tappingTheNextDayChangesTheDateAndItsLabel() async {
        start(PickersFixture())
        guard let picker = view("pickers.date", as: UIDatePicker.self) else { return }
        let frame = screenFrame(of: picker)
        // en_US order: month, day, year; the day wheel is the middle third.
        tapRow(1, below: "pickers.date", x: frame.midX)
        XCTAssertTrue(app.runLoop.runUntilIdle(timeout: 5))
        XCTAssertEqual(PickersFixture.dayText(picker.date), "2024-01-16")
        XCTAssertEqual(text("pickers.dateValue"), "2024-01-16")
    }
}
