@testable import ChaosBank
import HeadlessUI
import XCTest

@MainActor
final class ChaosBankRouterTests: ChaosBankAppTestCase {
    func test_launch_startsAtSignInByDefault() async {
        let delegate = launchChaosBank()
        XCTAssertNil(delegate.router?.tabs)
        XCTAssertNotNil(view("signIn.title"))
    }

    func test_launch_signedInRouteSelectsItsTabAndPushesItsScreen() async {
        let delegate = launchChaosBank(["-ChaosBankRoute", "order:AAPL"])
        XCTAssertEqual(delegate.router?.tabs?.selectedIndex, 2)
        XCTAssertNotNil(view("order.title"))
    }

    func test_launch_invalidOptionsShowTheErrorInsteadOfTheApp() async {
        let delegate = launchChaosBank([], environment: ["CHAOSBANK_DEFECTS": "no-such-defect"])
        XCTAssertNil(delegate.context)
        XCTAssertEqual((view("launch.error") as? UILabel)?.text?.hasPrefix("ChaosBank: unknown defect 'no-such-defect'"), true)
        XCTAssertEqual(application?.runtimeIssues.count, 1)
    }

    func test_signOut_returnsToSignIn() async {
        let delegate = launchChaosBank(["-ChaosBankRoute", "settings"])
        delegate.router?.signOut()
        await application?.runLoop.runFrames(30)
        XCTAssertNil(delegate.router?.tabs)
        XCTAssertNotNil(view("signIn.title"))
    }
}
