@testable import ChaosBank
import XCTest

final class BookingDayFormatterTests: XCTestCase {
    func test_day_isTheBookedCalendarDay() {
        XCTAssertEqual(BookingDayFormatter().day(from: "2026-11-28"), "28 Nov")
        XCTAssertEqual(BookingDayFormatter().day(from: "2026-09-01"), "1 Sep")
    }

    func test_day_writtenInAZoneWestOfGreenwichIsTheDayBefore() throws {
        let newYork = try XCTUnwrap(TimeZone(identifier: "America/New_York"))
        XCTAssertEqual(BookingDayFormatter(displayTimeZone: newYork).day(from: "2026-11-01"), "31 Oct")
    }

    func test_day_ofTextThatIsNoDateIsTheTextItself() {
        XCTAssertEqual(BookingDayFormatter().day(from: "yesterday"), "yesterday")
    }
}
