import ChaosBank
import Kass
import XCTest

/// How Home moves under the user's finger: each quick action slides its screen in or raises its
/// sheet (animated, as iOS does, never a cut), and the screen scrolls only up and down: a sideways
/// drag leaves every element where it was.
@MainActor
final class HomeMotionTests: ChaosBankTestCase {
    func test_home_topUpRaisesItsSheet() async {
        launch(at: .home)
        onScreen(HomeScreen.self) { $0.total.assertText("€6,472.36") }
        touchExpectingMotion("home.topUp")
        screen(HomeScreen.self).topUpOption(50).assertVisible()
    }

    func test_home_sendSlidesTheTransferFormIn() async {
        launch(at: .home)
        onScreen(HomeScreen.self) { $0.total.assertText("€6,472.36") }
        touchExpectingMotion("home.send")
        onScreen(TransferScreen.self) { $0.title.assertText("Send money") }
    }

    func test_home_exchangeSlidesTheExchangeFormIn() async {
        launch(at: .home)
        onScreen(HomeScreen.self) { $0.total.assertText("€6,472.36") }
        touchExpectingMotion("home.exchange")
        onScreen(ExchangeScreen.self) { $0.rate.assertText("1 EUR = 1.0850 USD") }
    }

    func test_home_sidewaysDragMovesNothing() async {
        launch(at: .home)
        onScreen(HomeScreen.self) { home in
            home.total.assertText("€6,472.36")
            home.total.drag(by: CGVector(dx: 150, dy: 0))
            home.assertDesignLayout()
            home.total.drag(by: CGVector(dx: -150, dy: 0))
            home.assertDesignLayout()
        }
    }

    /// The activity list is part of the page, not a scroller of its own: dragging up on it scrolls
    /// the whole of Home (the total moves up), and the list's rows stay together.
    func test_home_dragOnTheActivityListScrollsTheScreen() async {
        launch(at: .home)
        onScreen(HomeScreen.self) { home in
            home.total.assertText("€6,472.36")
            home.activityRow("t001").drag(by: CGVector(dx: 0, dy: -150))
            let frames = home.identifiedFrames()
            let total = frames["home.total"] ?? .zero, list = frames["home.activity"] ?? .zero
            let first = frames["home.activity.row.t001"] ?? .zero
            XCTAssertLessThan(total.minY, 227 - 50, "a drag on the activity list did not scroll Home: the total is at \(total)")
            XCTAssertEqual(first.minY, list.minY, accuracy: 0.5, "the first activity row moved inside its list: \(first) in \(list)")
        }
    }
}
