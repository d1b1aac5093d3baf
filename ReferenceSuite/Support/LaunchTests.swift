import ChaosBank
import Kass
import XCTest

/// The launch contract every other reference test relies on.
@MainActor
final class LaunchTests: ChaosBankTestCase {
    /// A signed-in route shows the tab bar with its five tabs.
    func test_launch_signedInRouteShowsTheTabs() async {
        launch(at: .home)
        onScreen(TabBarScreen.self) { tabs in
            tabs.transactions.assertVisible()
            tabs.markets.assertVisible()
            tabs.card.assertVisible()
        }
    }
}
