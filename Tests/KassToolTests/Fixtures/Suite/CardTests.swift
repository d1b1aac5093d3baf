import XCTest

/* A block comment with a { brace } and a
   fake declaration: class NotATest { func test_nothing() } */
@MainActor
final class CardTests: ChaosBankTestCase {
    /// Catches `crash-on-open`
    /// Catches `hangs-forever`
    func test_card_opens() async { }

    /// The freeze switch reads back.
    /// Catches `flaky-under-jitter`
    @MainActor
    func test_card_freezeSwitch() async {
        let text = """
            class Fake {
            """
        _ = text
    }
}

extension CardTests {
    func test_card_maskedNumber() async { }
}
