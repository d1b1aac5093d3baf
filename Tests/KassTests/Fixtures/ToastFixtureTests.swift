import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class ToastFixtureTests: KassFixtureTestCase {
    func test_toast_isAbsentBeforeTheTap() async {
        start(ToastFixture())
        XCTAssertEqual(views("toast.message").count, 0)
    }

    func test_toast_showsRightAfterTheTap() async {
        start(ToastFixture())
        tap("toast.show")
        XCTAssertEqual(text("toast.message"), "Link copied")
        guard let toast = view("toast.message") else { return }
        XCTAssertTrue(app.screen.bounds.contains(screenFrame(of: toast)), "the toast is on screen")
    }

    func test_toast_isStillShownJustBefore1point4Seconds() async {
        start(ToastFixture())
        tap("toast.show")
        wait(ToastFixture.toastDuration - 0.05)
        XCTAssertEqual(views("toast.message").count, 1)
    }

    func test_toast_disappearsAfter1point4Seconds() async {
        start(ToastFixture())
        tap("toast.show")
        wait(ToastFixture.toastDuration + 0.02)
        XCTAssertEqual(views("toast.message").count, 0)
    }

    func test_toast_tappingAgainRestartsTheDuration() async {
        let fixture = start(ToastFixture())
        tap("toast.show")
        wait(1.0)
        tap("toast.show")
        wait(1.0)
        XCTAssertEqual(views("toast.message").count, 1, "shown 1.0 s after the second tap")
        XCTAssertEqual(fixture.share.toastCount, 2)
    }
}
