import Foundation
import HeadlessUITestSupport
import Kass
import XCTest

// The examples of Guide/Kass/Assertions.md, each ```swift block line for line.

final class ShareScreen: KassScreen {
    lazy var copyLink = button("toast.show")
    lazy var toast = text("toast.message")
}

@MainActor
final class KassGuideAssertionsTests: KassGuideCapturingTestCase {
    override class var app: KassApp? { .login }

    func test_guide_elementAssertions() async {
        launch()
        onScreen(LoginScreen.self) { login in
            login.email.assertVisible()
            login.email.assertHittable()
            login.email.assertEnabled()
            login.email.assertPlaceholder("Email")
            login.loginButton.assertLabel("Log In")
            login.loginButton.assertLabelContains("Log")
            login.error.assertNotExists()
            login.email.typeText("test@example.com")
            login.email.assertValue("test@example.com")
            login.email.assertText("test@example.com")
            login.email.assertTextMatches("^[a-z]+@example\\.com$")
            login.password.typeText("wrong")
            login.loginButton.tap()
            login.loginButton.assertDisabled()
            login.error.assertVisible()
            login.loginButton.assertEnabled()
        }
        XCTAssertEqual(capture.messages, [])
    }

    func test_guide_assertLabelFails() async {
        config.timeout = 1
        launch()
        onScreen(LoginScreen.self) { login in
            login.loginButton.assertLabel("Sign In")
        }
        XCTAssertEqual(capture.messages, ["""
        Kass: button "login.submit" — assertLabel('Sign In') failed: its label is 'Log In', expected 'Sign In'
          ↳ state: button "Log In" #login.submit, at (20, 243, 353, 29.67), visible, enabled, hittable
        """])
    }

    func test_guide_existsIsNotVisible() async {
        config.timeout = 1
        testApp = KassApp(name: "Terms") { BelowTheFoldScrollFixture() }
        launch()
        onScreen(TermsScreen.self) { terms in
            terms.accept.assertExists()
            terms.accept.assertVisible()
        }
        XCTAssertEqual(capture.messages, ["""
        Kass: element "belowFold.target" — assertVisible failed: it is not visible: it is scrolled out of UIScrollView #belowFold.scroll
          ↳ state: button "Accept terms" #belowFold.target, at (20, 1955, 353, 50), not visible (it is scrolled out of UIScrollView \
        #belowFold.scroll), enabled
        """])
    }

    func test_guide_selected() async {
        testApp = KassApp(name: "Controls") { ControlsFixture() }
        launch()
        onScreen(ControlsScreen.self) { controls in
            controls.period.selectSegment(1)
            controls.button(.label("Week")).assertSelected()
            controls.guestsValue.assertValue(closeTo: 3, tolerance: 0.5, locale: Locale(identifier: "en_US"))
        }
        XCTAssertEqual(capture.messages, [])
    }

    func test_guide_transient() async {
        testApp = KassApp(name: "Share") { ToastFixture() }
        launch()
        onScreen(ShareScreen.self) { share in
            share.copyLink.tap()
            share.toast.assertAppears(within: 1)
            share.toast.within(timeout: 2).waitUntilGone()
            share.toast.assertStaysAbsent(for: 3)
        }
        XCTAssertEqual(capture.messages, [])
    }

    func test_guide_toastThatShouldNotShow() async {
        testApp = KassApp(name: "Share") { ToastFixture() }
        launch()
        onScreen(ShareScreen.self) { share in
            share.copyLink.tap()
            share.toast.assertStaysAbsent(for: 1)
        }
        XCTAssertEqual(capture.messages, ["""
        Kass: text "toast.message" — assertStaysAbsent(for: 1.0) failed: it appeared after 0.0 s
          ↳ state: staticText "Link copied" #toast.message, at (116.67, 742, 160, 36), visible, enabled, hittable
          ↳ hint: something showed it during the window
        """])
    }

    func test_guide_unchanged() async {
        testApp = .ticker
        launch()
        onScreen(TickerScreen.self) { ticker in
            ticker.previousClose.assertUnchanged(for: 2)
            ticker.price.assertUnchanged(for: 2)
        }
        XCTAssertEqual(capture.messages, ["""
        Kass: text "ticker.price" — assertUnchanged(for: 2.0) failed: it changed from '189.19' to '189.22' after 0.48 s
          ↳ state: staticText "189.22" #ticker.price, at (196.67, 107, 176.33, 20), visible, enabled, hittable
          ↳ hint: the value must not move during the window; check what updates it
        """])
    }

    func test_guide_everyExampleIsRunHere() async throws {
        try GuideExampleChecker.assertEveryExampleIsRun(guide: "Guide/Kass/Assertions.md", by: #filePath, minimumBlocks: 5)
    }
}
