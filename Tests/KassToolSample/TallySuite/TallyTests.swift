import Kass
import TallyApp

/// Tally's one screen.
final class TallyScreen: KassScreen {
    lazy var title = text("tally.title")
    lazy var count = text("tally.count")
    lazy var plus = button("tally.plus")
    lazy var minus = button("tally.minus")
    lazy var reset = button("tally.reset")
    override var onLoad: [KassElement] { [count, plus] }
}

extension KassApp {
    static let tally = KassApp(name: "Tally") { TallyAppDelegate() }
}

/// The sample suite `kass mutants` runs in KassToolTests (`SampleAppMutantsTests`), with
/// `TallySwiftTests`: each test names the defect it catches; no test reads the title, so a title
/// defect survives.
final class TallyTests: KassTestCase {
    override class var app: KassApp? { .tally }

    /// Catches `tally-plus-adds-two`
    func test_plus_addsOne() async {
        launch()
        onScreen(TallyScreen.self) { tally in
            tally.plus.tap()
            tally.count.assertText("Count: 1")
        }
    }

    /// Catches `tally-minus-below-zero`
    func test_minus_stopsAtZero() async {
        launch()
        onScreen(TallyScreen.self) { tally in
            tally.plus.tap()
            tally.minus.tap()
            tally.minus.tap()
            tally.count.assertText("Count: 0")
        }
    }

    /// Catches `tally-reset-ignored`
    func test_reset_returnsToZero() async {
        launch()
        onScreen(TallyScreen.self) { tally in
            tally.plus.tap()
            tally.reset.tap()
            tally.count.assertText("Count: 0")
        }
    }
}
