@testable import ChaosBank
import Foundation
import XCTest

@MainActor
final class TransactionDirectionTests: XCTestCase {
    func test_directions_splitTheSeedIntoMoneyInAndOut() async {
        let transactions = BankData.seedTransactions()
        XCTAssertEqual(transactions.filter(TransactionDirection.all.includes).count, 57)
        XCTAssertEqual(transactions.filter(TransactionDirection.moneyIn.includes).count, 21)
        XCTAssertEqual(transactions.filter(TransactionDirection.moneyOut.includes).count, 36)
    }
}
