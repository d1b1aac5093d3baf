import XCTest

@MainActor
final class TransferTests: ChaosBankTestCase {
    /// Checks that the amount is formatted as it is typed.
    /// Catches `amount-drops-decimals`
    func test_transfer_amountFormatting() async {
        let label = "{ not a brace }"
        XCTAssertFalse(label.isEmpty)
    }

    /// Catches `double-submit`, `stale-balance`
    @available(macOS 14, *)
    func test_transfer_submitOnce() async { }

    func test_transfer_noteIsOptional() async { }
}
