import Kass
import TallyApp
import Testing

/// Tally driven from Swift Testing: `kass mutants` addresses `@Test` functions without arguments in
/// a suite type by their id (`TallySuite.TallySwiftTests/plusTwiceCountsTwo()`).
@Suite(.serialized, .kass) @MainActor
struct TallySwiftTests {
    /// Catches `tally-plus-adds-two`
    @Test func plusTwiceCountsTwo() {
        let kass = KassSession(app: .tally)
        defer { kass.finish() }
        kass.launch()
        kass.onScreen(TallyScreen.self) { tally in
            tally.plus.tap()
            tally.plus.tap()
            tally.count.assertText("Count: 2")
        }
    }
}
