import ChaosBank
import Kass
import XCTest

/// A transaction shows the day the bank booked it on, whatever the device's time zone: a phone in
/// New York or in Tokyo reads the same days as one in Berlin.
@MainActor
final class TransactionsTimeZoneTests: ChaosBankTestCase {
    /// The first rows and their days, as the bank booked them.
    private let firstRows = [
        "Coffee Corner, 28 Nov, -€3.80", "Salary ACME GmbH, 28 Nov, +€3,200.00", "Supermarkt Frisch, 28 Nov, -€54.23",
        "City Transit, 27 Nov, -€2.90",
    ]

    /// Launches the Activity tab on a device in `timeZone` and checks the first rows' days.
    private func assertBookedDays(inTimeZone timeZone: String, file: StaticString = #filePath, line: UInt = #line) {
        launch(at: .transactions, arguments: [ChaosBankLaunchOptions.timeZoneArgument, timeZone], file: file, line: line)
        onScreen(TransactionsScreen.self) { list in
            list.count.assertText("Showing 20 of 57", file: file, line: line)
            for (index, label) in firstRows.enumerated() {
                list.rows.element(at: index).assertLabel(label, file: file, line: line)
            }
        }
    }

    /// Catches `transactions-day-shifted-by-time-zone`
    func test_transactions_daysInNewYorkAreTheBookedDays() async {
        assertBookedDays(inTimeZone: "America/New_York")
    }

    func test_transactions_daysInTokyoAreTheBookedDays() async {
        assertBookedDays(inTimeZone: "Asia/Tokyo")
    }

    func test_transactions_daysInBerlinAreTheBookedDays() async {
        assertBookedDays(inTimeZone: "Europe/Berlin")
    }
}
