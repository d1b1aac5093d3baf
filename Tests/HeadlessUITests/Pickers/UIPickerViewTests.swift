import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class UIPickerViewTests: HeadlessTestCase {
    private var picker: UIPickerView!
    private var fixture: PickerFixture!
    /// Picker frame (0, 300, 320, 216): the selection indicator's centre line is y = 408.
    private let indicatorY: CGFloat = 408
    private let wheelX: CGFloat = 160

    override func setUp() async throws {
        try await super.setUp()
        fixture = PickerFixture([PickerFixture.rows(12)])
        picker = place(UIPickerView(), frame: CGRect(x: 0, y: 300, width: 320, height: 216))
        picker.dataSource = fixture
        picker.delegate = fixture
        picker.layoutIfNeeded()
    }

    private func point(rowsFromIndicator rows: CGFloat) -> CGPoint {
        CGPoint(x: wheelX, y: indicatorY + rows * UIPickerView.defaultRowHeight)
    }

    /// The vertical centre of `row`'s view in picker coordinates (nil when not visible).
    private func rowCenterY(_ row: Int, component: Int = 0) -> CGFloat? {
        guard let view = picker.view(forRow: row, forComponent: component) else { return nil }
        return view.convert(view.bounds, to: picker).midY
    }

    /// Drags up by `rows` rows beyond the pan's 10 pt hysteresis, rests 0.2 s so the release has no
    /// velocity, then lifts.
    private func dragAndRest(rows: CGFloat) {
        let start = point(rowsFromIndicator: 0)
        let end = CGPoint(x: start.x, y: start.y - 10 - rows * UIPickerView.defaultRowHeight)
        fingers.drag(from: start, to: end, steps: 10, lift: false)
        wait(0.2)
        fingers.up(end)
    }

    // MARK: Shape

    func test_picker_hasUIKitsNaturalHeightAndRowHeight() async {
        XCTAssertEqual(picker.sizeThatFits(CGSize(width: 375, height: 0)), CGSize(width: 375, height: 216))
        XCTAssertEqual(picker.rowSize(forComponent: 0), CGSize(width: 320, height: 32))
    }

    func test_picker_componentsShareTheWidth() async {
        fixture.titles = [PickerFixture.rows(3), PickerFixture.rows(4)]
        picker.reloadAllComponents()
        XCTAssertEqual(picker.numberOfComponents, 2)
        XCTAssertEqual(picker.numberOfRows(inComponent: 1), 4)
        XCTAssertEqual(picker.rowSize(forComponent: 1).width, 160)
    }

    func test_picker_dataChangesShowOnlyAfterAReload() async {
        fixture.titles = [PickerFixture.rows(3)]
        XCTAssertEqual(picker.numberOfRows(inComponent: 0), 12)
        picker.reloadComponent(0)
        XCTAssertEqual(picker.numberOfRows(inComponent: 0), 3)
    }

    func test_picker_reloadClampsTheSelectionToTheNewRows() async {
        picker.selectRow(10, inComponent: 0, animated: false)
        fixture.titles = [PickerFixture.rows(4)]
        picker.reloadAllComponents()
        XCTAssertEqual(picker.selectedRow(inComponent: 0), 3)
    }

    func test_picker_onlyRowsNearTheIndicatorHaveViews() async {
        fixture.titles = [PickerFixture.rows(10_000)]
        picker.reloadAllComponents()
        picker.selectRow(5_000, inComponent: 0, animated: false)
        XCTAssertNotNil(picker.view(forRow: 5_003, forComponent: 0))
        XCTAssertNil(picker.view(forRow: 5_004, forComponent: 0))
        XCTAssertNil(picker.view(forRow: 0, forComponent: 0))
        XCTAssertEqual(picker.view(forRow: 5_000, forComponent: 0)?.accessibilityLabel, "Row 5000")
    }

    // MARK: Programmatic selection

    func test_picker_selectRowSendsNoDidSelectRow() async {
        picker.selectRow(5, inComponent: 0, animated: true)
        XCTAssertEqual(picker.selectedRow(inComponent: 0), 5)
        XCTAssertTrue(app.runLoop.runUntilIdle(timeout: 2))
        XCTAssertEqual(rowCenterY(5), 108)
        XCTAssertEqual(fixture.selections, [])
    }

    func test_picker_selectRowOutOfRangeIsReportedAndIgnored() async {
        picker.selectRow(2, inComponent: 0, animated: false)
        picker.selectRow(12, inComponent: 0, animated: false)
        picker.selectRow(0, inComponent: 1, animated: false)
        expectRuntimeIssues(count: 2)
        XCTAssertEqual(picker.selectedRow(inComponent: 0), 2)
    }

    // MARK: Spinning

    func test_picker_rowUnderTheIndicatorFollowsTheFinger() async {
        let start = point(rowsFromIndicator: 0)
        fingers.drag(from: start, to: CGPoint(x: start.x, y: start.y - 10 - 64), steps: 8, lift: false)
        XCTAssertEqual(rowCenterY(2), 108)
        XCTAssertEqual(fixture.selections, [], "nothing is selected while the finger is down")
        fingers.up(CGPoint(x: start.x, y: start.y - 74))
        await app.runLoop.run(timeout: 5) { !self.picker.isSpinning }
    }

    func test_picker_dragThatRestsBeforeLiftSelectsTheRowItLandsOn() async {
        dragAndRest(rows: 3)
        XCTAssertTrue(app.runLoop.runUntilIdle(timeout: 5))
        XCTAssertEqual(picker.selectedRow(inComponent: 0), 3)
        XCTAssertEqual(fixture.selections, ["3/0"])
    }

    func test_picker_dragEndingBetweenRowsSnapsToTheNearestRow() async {
        dragAndRest(rows: 2.4)
        XCTAssertTrue(app.runLoop.runUntilIdle(timeout: 5))
        XCTAssertEqual(picker.selectedRow(inComponent: 0), 2)
        XCTAssertEqual(rowCenterY(2), 108)
        XCTAssertEqual(fixture.selections, ["2/0"])
    }

    func test_picker_flingCoastsBeyondTheFingerAndSelectsOnceWhenSettled() async {
        let start = point(rowsFromIndicator: 0)
        fingers.drag(from: start, to: CGPoint(x: start.x, y: start.y - 74), steps: 4)
        XCTAssertTrue(picker.isSpinning)
        XCTAssertEqual(fixture.selections, [], "didSelectRow waits for the wheel to settle")
        XCTAssertTrue(app.runLoop.runUntilIdle(timeout: 10))
        let row = picker.selectedRow(inComponent: 0)
        XCTAssertGreaterThan(row, 2, "a fling travels past the row under the finger at release")
        XCTAssertEqual(rowCenterY(row), 108)
        XCTAssertEqual(fixture.selections, ["\(row)/0"])
    }

    func test_picker_runUntilIdleWaitsForTheSpinToSettle() async {
        let start = point(rowsFromIndicator: 0)
        fingers.drag(from: start, to: CGPoint(x: start.x, y: start.y - 74), steps: 4)
        XCTAssertFalse(app.idleReport().isIdle)
        XCTAssertTrue(app.runLoop.runUntilIdle(timeout: 10))
        XCTAssertFalse(picker.isSpinning)
        XCTAssertEqual(fixture.selections.count, 1)
    }

    func test_picker_flingPastTheLastRowStopsOnTheLastRow() async {
        let start = point(rowsFromIndicator: 3)
        fingers.drag(from: start, to: CGPoint(x: start.x, y: start.y - 400), steps: 3)
        XCTAssertTrue(app.runLoop.runUntilIdle(timeout: 10))
        XCTAssertEqual(picker.selectedRow(inComponent: 0), 11)
        XCTAssertEqual(rowCenterY(11), 108)
    }

    func test_picker_dragBackToTheSelectedRowSendsNoDidSelectRow() async {
        dragAndRest(rows: 0.3)
        XCTAssertTrue(app.runLoop.runUntilIdle(timeout: 5))
        XCTAssertEqual(picker.selectedRow(inComponent: 0), 0)
        XCTAssertEqual(fixture.selections, [])
    }

    func test_picker_touchOnASpinningWheelStopsItOnTheNearestRow() async {
        fixture.titles = [PickerFixture.rows(200)]
        picker.reloadAllComponents()
        let start = point(rowsFromIndicator: 0)
        fingers.drag(from: start, to: CGPoint(x: start.x, y: start.y - 90), steps: 3)
        wait(0.1)
        fingers.down(start)
        XCTAssertFalse(picker.isSpinning)
        fingers.up(start)
        XCTAssertTrue(app.runLoop.runUntilIdle(timeout: 2))
        let row = picker.selectedRow(inComponent: 0)
        XCTAssertEqual(rowCenterY(row), 108)
        XCTAssertEqual(fixture.selections, ["\(row)/0"])
    }

    // MARK: Tapping rows

    func test_picker_tapOnTheRowBelowTheIndicatorSelectsIt() async {
        fingers.tap(point(rowsFromIndicator: 1))
        XCTAssertTrue(app.runLoop.runUntilIdle(timeout: 2))
        XCTAssertEqual(picker.selectedRow(inComponent: 0), 1)
        XCTAssertEqual(rowCenterY(1), 108)
        XCTAssertEqual(fixture.selections, ["1/0"])
    }

    func test_picker_tapOnTheRowAboveTheIndicatorSelectsIt() async {
        picker.selectRow(6, inComponent: 0, animated: false)
        fingers.tap(point(rowsFromIndicator: -2))
        XCTAssertTrue(app.runLoop.runUntilIdle(timeout: 2))
        XCTAssertEqual(picker.selectedRow(inComponent: 0), 4)
        XCTAssertEqual(fixture.selections, ["4/0"])
    }

    func test_picker_tapOnTheSelectedRowSendsNothing() async {
        fingers.tap(point(rowsFromIndicator: 0))
        XCTAssertTrue(app.runLoop.runUntilIdle(timeout: 2))
        XCTAssertEqual(fixture.selections, [])
    }

    // MARK: Accessibility

    private var wheelElement: AccessibleObject? {
        AccessibilityTree.elements(in: window).first { $0.accessibilityTraits.contains(.adjustable) }
    }

    func test_picker_eachComponentIsAnAdjustableElementValuedByTheSelectedTitle() async {
        fixture.titles = [PickerFixture.rows(12), PickerFixture.rows(3, prefix: "Size")]
        fixture.componentLabels = ["Month", "Size"]
        picker.reloadAllComponents()
        picker.selectRow(2, inComponent: 1, animated: false)
        let elements = AccessibilityTree.elements(in: picker)
        XCTAssertEqual(elements.map(\.accessibilityLabel), ["Month", "Size"])
        XCTAssertEqual(elements.map(\.accessibilityValue), ["Row 0", "Size 2"])
        XCTAssertEqual(elements.map(\.accessibilityTraits), [.adjustable, .adjustable])
        XCTAssertEqual(elements[1].accessibilityFrame, CGRect(x: 160, y: 300, width: 160, height: 216))
    }

    func test_picker_accessibilityIncrementSelectsTheNextRowAndTellsTheDelegate() async {
        wheelElement?.accessibilityIncrement()
        XCTAssertEqual(picker.selectedRow(inComponent: 0), 1)
        XCTAssertEqual(wheelElement?.accessibilityValue, "Row 1")
        XCTAssertEqual(fixture.selections, ["1/0"])
    }

    func test_picker_accessibilityDecrementSelectsThePreviousRow() async {
        picker.selectRow(4, inComponent: 0, animated: false)
        wheelElement?.accessibilityDecrement()
        XCTAssertEqual(wheelElement?.accessibilityValue, "Row 3")
        XCTAssertEqual(fixture.selections, ["3/0"])
    }

    func test_picker_accessibilityDecrementOnTheFirstRowDoesNothing() async {
        wheelElement?.accessibilityDecrement()
        XCTAssertEqual(picker.selectedRow(inComponent: 0), 0)
        XCTAssertEqual(fixture.selections, [])
    }
}
