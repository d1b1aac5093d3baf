import Foundation
import HeadlessUI
@testable import Kass
import XCTest

/// Input the app would drop (a transition runs, interaction events are ignored) is not sent: the
/// action waits for the app to take input, and says so when it never does.
@MainActor
final class KassTransitionTests: KassDSLTestCase {
    func test_tapOnTheBackButtonDuringAPush_waitsForThePushAndPops() async {
        start(KassApp(name: "Navigation") { NavigationFixture() })
        let app: AnyScreen = screen()
        app.button("nav.open").tap()
        XCTAssertFalse(session.application!.runningTransitions.isEmpty, "the push must still be running for this test")
        app.element(KassScreen.backButtonIdentifier).tap()
        app.text("root.title").within(timeout: 1).assertVisible()
        app.text("detail.title").within(timeout: 1).assertNotExists()
        XCTAssertEqual(capture.messages, [])
    }

    func test_pressBackDuringAPush_provesThePop() async {
        start(KassApp(name: "Navigation") { NavigationFixture() })
        let app: AnyScreen = screen()
        app.button("nav.open").tap()
        app.pressBack()
        XCTAssertEqual(capture.messages, [])
        let navigation = (session.application!.windows.first?.rootViewController as? UINavigationController)
        XCTAssertEqual(navigation?.viewControllers.count, 1)
        XCTAssertEqual(events.finishedSteps.last?.name, "pressBack element \"BackButton\"")
    }

    func test_pressBackOnTheRootScreen_failsSayingThereIsNothingToGoBackTo() async {
        start(KassApp(name: "Navigation") { NavigationFixture() }) { $0.timeout = 0.5 }
        let app: AnyScreen = screen()
        app.pressBack()
        XCTAssertEqual(summaries.count, 1)
        XCTAssertTrue(summaries.first?.contains("pressBack failed: ") == true, summaries.first ?? "passed")
    }

    func test_tapWhileTheAppIgnoresTouches_waitsUntilItTakesThemAgain() async {
        start(KassApp(name: "Navigation") { NavigationFixture() })
        let app: AnyScreen = screen()
        app.button("root.freeze").tap()
        XCTAssertTrue(session.application!.isIgnoringInteractionEvents)
        app.button("root.count").tap()
        app.text("root.countLabel").within(timeout: 0).assertText("1")
        XCTAssertEqual(capture.messages, [])
        XCTAssertEqual(events.flakes, [], "waiting for the app to take input is not a flaky retry")
    }

    func test_tapWhileTheAppIgnoresTouchesForGood_failsSayingWhy() async {
        start(KassApp(name: "Navigation") { NavigationFixture() }) { $0.timeout = 1 }
        let app: AnyScreen = screen()
        app.button("root.freezeForever").tap()
        app.button("root.count").tap()
        XCTAssertEqual(summaries, [
            "Kass: button \"root.count\" — tap failed: the app is ignoring interaction events (beginIgnoringInteractionEvents)",
        ])
    }

    func test_runningTransitions_namesThePushWhileItRuns() async {
        start(KassApp(name: "Navigation") { NavigationFixture() })
        let app: AnyScreen = screen()
        app.button("nav.open").tap()
        XCTAssertEqual(session.application!.runningTransitions, ["push of <UIViewController 'Detail'>"])
        XCTAssertEqual(session.application!.interactionBlockedReason, "the app is in a transition (push of <UIViewController 'Detail'>)")
        await session.application!.runLoop.run(for: 0.4)
        XCTAssertEqual(session.application!.runningTransitions, [])
        XCTAssertNil(session.application!.interactionBlockedReason)
    }
}
