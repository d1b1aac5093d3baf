@testable import ChaosBank
import XCTest

final class MoneyFormatterTests: XCTestCase {
    private let english = MoneyFormatter(locale: .englishUS)
    private let german = MoneyFormatter(locale: .german)

    func test_string_englishPutsTheSymbolFirstWithCommasAndAPoint() {
        XCTAssertEqual(english.string(from: Money(Decimal(string: "1234.5")!, .usd)), "$1,234.50")
        XCTAssertEqual(english.string(from: Money(Decimal(string: "-12")!, .gbp)), "-£12.00")
        XCTAssertEqual(english.string(from: Money(Decimal(string: "1000000")!, .chf)), "CHF 1,000,000.00")
    }

    func test_string_germanUsesDecimalCommasAndATrailingSymbol() {
        XCTAssertEqual(german.string(from: Money(Decimal(string: "1234.56")!, .eur)), "1.234,56 €")
        XCTAssertEqual(german.string(from: Money(Decimal(string: "-0.5")!, .eur)), "-0,50 €")
    }

    func test_money_roundsHalfUpToCents() {
        XCTAssertEqual(Money(Decimal(string: "2.005")!, .eur).amount, Decimal(string: "2.01")!)
        XCTAssertEqual(Money(Decimal(string: "2.004")!, .eur).amount, Decimal(string: "2.00")!)
    }

    func test_signedString_addsAPlusToPositiveAmounts() {
        XCTAssertEqual(english.signedString(from: Money(25, .eur)), "+€25.00")
        XCTAssertEqual(english.signedString(from: Money(-25, .eur)), "-€25.00")
    }

    func test_percentString_followsTheLocale() {
        XCTAssertEqual(english.percentString(from: Decimal(string: "1.234")!), "+1.23%")
        XCTAssertEqual(german.percentString(from: Decimal(string: "-0.4")!), "-0,40 %")
    }

    func test_amount_readsTypedAmountsInTheLocale() {
        XCTAssertEqual(english.amount(from: "1,234.5"), Decimal(string: "1234.5"))
        XCTAssertEqual(english.amount(from: "$ 12"), 12)
        XCTAssertEqual(german.amount(from: "1.234,56"), Decimal(string: "1234.56"))
        XCTAssertEqual(german.amount(from: ",5"), Decimal(string: "0.5"))
    }

    func test_amount_refusesWhatIsNotAnAmount() {
        for text in ["", "abc", "1.2.3", "12.345", "1,2", "12,34.5", "-", "."] {
            XCTAssertNil(english.amount(from: text), text)
        }
        XCTAssertNil(german.amount(from: "1,2,3"))
    }
}
