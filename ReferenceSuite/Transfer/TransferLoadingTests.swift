import ChaosBank
import HeadlessUI
import Kass
import XCTest

/// Send money loads the saved recipients and the accounts with two requests, and shows its form all
/// at once when both have arrived, so nothing moves under the user's finger and no half-loaded figure
/// ("Loading…", "—") shows. On a jittery network the answers come back in either order: the test
/// runs under the seed `kass mutants --seeds K` gives, or seed 1 when none is given.
@MainActor
final class TransferLoadingTests: ChaosBankTestCase {
    /// A jitter seed for the launch, unless the run already gives one (`kass mutants --seeds`).
    private var jitterUnlessSeeded: [String] {
        let seeded = ProcessInfo.processInfo.environment["KASS_LAUNCH_ARGUMENTS"]?.contains(LaunchConfiguration.jitterSeedArgument) == true
        return seeded ? [] : [LaunchConfiguration.jitterSeedArgument, "1"]
    }

    /// While either request is in flight the form is hidden (only the title shows); once both have
    /// answered, whichever came first, the whole form shows with the balance of the euro account.
    func test_transfer_formShowsOnceRecipientsAndAccountsHaveArrived() async {
        launch(at: .home, arguments: jitterUnlessSeeded)
        let form = screen(TransferScreen.self)
        onScreen(HomeScreen.self) { home in
            whilePending(.throughout) {
                home.send.tap()
            } check: {
                form.title.assertText("Send money")
                form.available.assertNotExists()
                form.amount.assertNotExists()
                form.continueButton.assertNotExists()
            }
        }
        onScreen(TransferScreen.self) { form in form.verifyShows() }
    }
}
