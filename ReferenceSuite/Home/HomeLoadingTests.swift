import ChaosBank
import Kass
import XCTest

/// Home at launch, before the backend's first answer: the total reads "Loading…" (in German "Wird
/// geladen…") where the figure will be, with no change under it and a spinner turning over the quick
/// actions, until the balances arrive; then the spinner goes.
@MainActor
final class HomeLoadingTests: ChaosBankTestCase {
    func test_home_totalReadsLoadingUntilTheBalancesArrive() async {
        launch(at: .home)
        let home = screen(HomeScreen.self)
        verifyAll {
            home.total.within(timeout: 0).assertText("Loading…")
            home.change.within(timeout: 0).assertText("")
            home.loadingSpinner.assertAppears(within: 0)
        }
        onScreen(HomeScreen.self) { home in
            home.total.assertText("€6,472.36")
            home.loadingSpinner.assertNotExists()
            home.verifyShows()
        }
    }

    func test_home_totalReadsLoadingInGerman() async {
        launch(at: .home, locale: .german)
        let home = screen(HomeScreen.self)
        verifyAll {
            home.total.within(timeout: 0).assertText("Wird geladen…")
            home.change.within(timeout: 0).assertText("")
        }
        onScreen(HomeScreen.self) { home in
            home.total.assertText("6.472,36 €")
            home.verifyShows(.demoGerman, texts: .german)
        }
    }
}
