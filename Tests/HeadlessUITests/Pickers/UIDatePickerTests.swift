import Foundation
import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class UIDatePickerTests: HeadlessTestCase {
    private var datePicker: UIDatePicker!
    private var recorder: ControlEventRecorder!
    /// Date picker frame (0, 300, 320, 216): three wheels of 106.7 pt; the indicator line is y = 408.
    private let indicatorY: CGFloat = 408
    private let wheelCenters: [CGFloat] = [53, 160, 267]
    private var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }

    override func setUp() async throws {
        try await super.setUp()
        datePicker = place(UIDatePicker(), frame: CGRect(x: 0, y: 300, width: 320, height: 216))
        datePicker.calendar = calendar
        datePicker.timeZone = TimeZone(identifier: "UTC")
        datePicker.locale = Locale(identifier: "en_US")
        datePicker.datePickerMode = .date
        datePicker.date = day(2024, 6, 9, 10, 30)
        datePicker.layoutIfNeeded()
        recorder = ControlEventRecorder(datePicker, only: [.valueChanged])
    }

    private func day(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0) -> Date {
        calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))!
    }

    private var wheelValues: [String?] {
        AccessibilityTree.elements(in: datePicker).map(\.accessibilityValue)
    }

    private func wheel(_ index: Int) -> AccessibleObject {
        AccessibilityTree.elements(in: datePicker)[index]
    }

    private func tapRow(_ rows: CGFloat, ofWheel index: Int) {
        fingers.tap(CGPoint(x: wheelCenters[index], y: indicatorY + rows * UIPickerView.defaultRowHeight))
        XCTAssertTrue(app.runLoop.runUntilIdle(timeout: 5))
    }

    // MARK: Wheels and locale

    func test_datePicker_dateWheelsFollowTheUSOrder() async {
        XCTAssertEqual(wheelValues, ["June", "9", "2024"])
    }

    func test_datePicker_dateWheelsFollowTheGermanOrder() async {
        datePicker.locale = Locale(identifier: "de_DE")
        XCTAssertEqual(wheelValues, ["9", "Juni", "2024"])
    }

    func test_datePicker_timeWheelsUseTwelveHoursWithDayPeriodInTheUS() async {
        datePicker.datePickerMode = .time
        datePicker.date = day(2024, 6, 9, 15, 7)
        XCTAssertEqual(wheelValues, ["3", "07", "PM"])
    }

    func test_datePicker_timeWheelsUseTwentyFourHoursInGermany() async {
        datePicker.locale = Locale(identifier: "de_DE")
        datePicker.datePickerMode = .time
        datePicker.date = day(2024, 6, 9, 15, 7)
        XCTAssertEqual(wheelValues, ["15", "07"])
    }

    func test_datePicker_dateAndTimeShowsADayWheelBeforeTheTime() async {
        datePicker.datePickerMode = .dateAndTime
        datePicker.date = day(2024, 6, 9, 15, 7)
        XCTAssertEqual(wheelValues, ["Sun, Jun 9", "3", "07", "PM"])
        wheel(0).accessibilityIncrement()
        XCTAssertEqual(datePicker.date, day(2024, 6, 10, 15, 7))
    }

    func test_datePicker_compactStyleFallsBackToWheels() async {
        datePicker.preferredDatePickerStyle = .compact
        XCTAssertEqual(datePicker.datePickerStyle, .wheels)
        XCTAssertEqual(wheelValues.count, 3)
    }

    func test_datePicker_dayWheelHoldsTheDisplayedMonthsDays() async {
        datePicker.date = day(2024, 2, 29)
        wheel(1).accessibilityIncrement()
        XCTAssertEqual(wheelValues, ["February", "29", "2024"], "29 is the last row of February 2024")
        XCTAssertEqual(recorder.events, [])
    }

    // MARK: Events

    func test_datePicker_setDateSendsNoValueChanged() async {
        datePicker.setDate(day(2025, 1, 1), animated: true)
        XCTAssertTrue(app.runLoop.runUntilIdle(timeout: 5))
        XCTAssertEqual(wheelValues, ["January", "1", "2025"])
        XCTAssertEqual(recorder.events, [])
    }

    func test_datePicker_tapOnTheNextDaySendsOneValueChanged() async {
        tapRow(1, ofWheel: 1)
        XCTAssertEqual(datePicker.date, day(2024, 6, 10, 10, 30), "the time of day is kept")
        XCTAssertEqual(recorder.events, ["valueChanged"])
    }

    func test_datePicker_spinningTheYearWheelChangesTheYear() async {
        let start = CGPoint(x: wheelCenters[2], y: indicatorY)
        let end = CGPoint(x: start.x, y: start.y + 10 + 2 * UIPickerView.defaultRowHeight)
        fingers.drag(from: start, to: end, steps: 8, lift: false)
        wait(0.2)
        fingers.up(end)
        XCTAssertTrue(app.runLoop.runUntilIdle(timeout: 5))
        XCTAssertEqual(datePicker.date, day(2022, 6, 9, 10, 30))
        XCTAssertEqual(recorder.events, ["valueChanged"])
    }

    func test_datePicker_movingToAShorterMonthClampsTheDay() async {
        datePicker.date = day(2024, 1, 31)
        tapRow(1, ofWheel: 0)
        XCTAssertEqual(datePicker.date, day(2024, 2, 29))
        XCTAssertEqual(wheelValues, ["February", "29", "2024"])
    }

    func test_datePicker_accessibilityIncrementChangesTheTimeAndSendsValueChanged() async {
        datePicker.datePickerMode = .time
        datePicker.date = day(2024, 6, 9, 15, 7)
        wheel(1).accessibilityIncrement()
        XCTAssertEqual(datePicker.date, day(2024, 6, 9, 15, 8))
        XCTAssertEqual(recorder.events, ["valueChanged"])
    }

    func test_datePicker_dayPeriodWheelSwitchesToTheMorning() async {
        datePicker.datePickerMode = .time
        datePicker.date = day(2024, 6, 9, 15, 7)
        wheel(2).accessibilityDecrement()
        XCTAssertEqual(datePicker.date, day(2024, 6, 9, 3, 7))
    }

    // MARK: Range

    func test_datePicker_userChangePastTheMaximumSpringsBackToIt() async {
        datePicker.maximumDate = day(2024, 6, 10, 12, 0)
        tapRow(2, ofWheel: 1)
        XCTAssertEqual(datePicker.date, day(2024, 6, 10, 12, 0))
        XCTAssertEqual(wheelValues, ["June", "10", "2024"])
        XCTAssertEqual(recorder.events, ["valueChanged"])
    }

    func test_datePicker_userChangeBeforeTheMinimumAtTheMinimumSendsNothing() async {
        datePicker.minimumDate = day(2024, 6, 9, 10, 30)
        tapRow(-1, ofWheel: 1)
        XCTAssertEqual(datePicker.date, day(2024, 6, 9, 10, 30))
        XCTAssertEqual(wheelValues, ["June", "9", "2024"])
        XCTAssertEqual(recorder.events, [])
    }

    func test_datePicker_setDateIsClampedToTheRange() async {
        datePicker.minimumDate = day(2024, 1, 1)
        datePicker.date = day(2020, 5, 5)
        XCTAssertEqual(datePicker.date, day(2024, 1, 1))
    }

    func test_datePicker_minimumAfterMaximumIsReportedAndIgnored() async {
        datePicker.maximumDate = day(2024, 1, 1)
        datePicker.minimumDate = day(2025, 1, 1)
        expectRuntimeIssues(count: 1)
        datePicker.date = day(2030, 1, 1)
        XCTAssertEqual(datePicker.date, day(2030, 1, 1))
    }

    // MARK: Minute interval and count-down

    func test_datePicker_minuteIntervalThatDoesNotDivideAnHourIsReportedAndReset() async {
        datePicker.minuteInterval = 7
        expectRuntimeIssues(count: 1)
        XCTAssertEqual(datePicker.minuteInterval, 1)
    }

    func test_datePicker_minuteWheelStepsByTheInterval() async {
        datePicker.datePickerMode = .time
        datePicker.minuteInterval = 15
        datePicker.date = day(2024, 6, 9, 15, 20)
        XCTAssertEqual(wheelValues, ["3", "15", "PM"])
        wheel(1).accessibilityIncrement()
        XCTAssertEqual(datePicker.date, day(2024, 6, 9, 15, 30))
    }

    func test_datePicker_countDownWheelsShowHoursAndMinutes() async {
        datePicker.datePickerMode = .countDownTimer
        datePicker.countDownDuration = 5_400
        XCTAssertEqual(wheelValues, ["1", "30"])
        wheel(1).accessibilityIncrement()
        XCTAssertEqual(datePicker.countDownDuration, 5_460)
        XCTAssertEqual(recorder.events, ["valueChanged"])
    }
}
