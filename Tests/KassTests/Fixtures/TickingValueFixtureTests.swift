import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class TickingValueFixtureTests: KassFixtureTestCase {
    func test_price_changesEveryHalfSecond() async {
        start(TickingValueFixture())
        XCTAssertEqual(text("ticker.price"), "189.07")
        wait(TickingValueFixture.tickInterval)
        XCTAssertEqual(text("ticker.price"), "189.10")
        wait(TickingValueFixture.tickInterval)
        XCTAssertEqual(text("ticker.price"), "189.13")
    }

    func test_constantLabels_neverChange() async {
        start(TickingValueFixture())
        wait(3)
        XCTAssertEqual(text("ticker.previousClose"), "189.07")
        XCTAssertEqual(text("ticker.quantity"), "10")
        XCTAssertEqual(text("ticker.symbol"), "ACME")
    }

    func test_priceAndTotal_agreeInEveryFrame() async {
        let fixture = start(TickingValueFixture())
        for _ in 0..<90 {
            await app.runLoop.runFrames(1)
            XCTAssertEqual(text("ticker.price"), TickingValueFixture.priceText(afterTicks: fixture.tickCount))
            XCTAssertEqual(text("ticker.total"), TickingValueFixture.totalText(afterTicks: fixture.tickCount))
        }
        XCTAssertEqual(fixture.tickCount, 3)
    }

    func test_priceAndTotal_readATickApartDisagree() async {
        start(TickingValueFixture())
        let price = text("ticker.price")
        wait(TickingValueFixture.tickInterval)
        let total = text("ticker.total")
        XCTAssertEqual(price, "189.07")
        XCTAssertEqual(total, "1891.00", "not 1890.70 = 189.07 × 10")
    }
}
