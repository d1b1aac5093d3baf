import Foundation
import HeadlessUI
import HeadlessUITestSupport
import Kass
import XCTest

// The examples of Guide/Kass/Actions.md, each ```swift block line for line.

final class GesturesScreen: KassScreen {
    lazy var last = text("gestures.last")
    lazy var card = element("gestures.card")
    lazy var zone = element("gestures.zone")
    lazy var pay = button("gestures.pay")
    lazy var payments = text("gestures.payments")
}

final class InboxScreen: KassScreen {
    lazy var table = element("refresh.table")
    lazy var count = text("refresh.count")
}

final class OrderScreen: KassScreen {
    lazy var limitPrice = textField("order.limitPrice")
    lazy var summary = text("order.summary")
}

final class ControlsScreen: KassScreen {
    lazy var volume = slider("controls.slider")
    lazy var volumeValue = text("controls.sliderValue")
    lazy var guests = stepper("controls.stepper")
    lazy var guestsValue = text("controls.stepperValue")
    lazy var period = segmentedControl("controls.segments")
    lazy var periodValue = text("controls.segmentValue")
    lazy var wifi = switchControl("controls.switch")
    lazy var wifiValue = text("controls.switchValue")
}

final class FruitScreen: KassScreen {
    lazy var fruit = picker("pickers.fruit")
    lazy var fruitValue = text("pickers.fruitValue")
}

final class NicknameScreen: KassScreen {
    lazy var nickname = textField("keyboard.field")
    lazy var save = button("keyboard.save")
    lazy var status = text("keyboard.status")
}

final class TermsScreen: KassScreen {
    lazy var accept = element("belowFold.target")
    lazy var status = text("belowFold.status")
}

final class TroubleScreen: KassScreen {
    lazy var disabled = button("trouble.disabled")
    lazy var covered = button("trouble.covered")
    lazy var locked = textField("trouble.locked")
    lazy var status = text("trouble.status")
}

final class SettingsScreen: KassScreen {
    lazy var notifications = switchControl("settings.notificationsLabel")
}

final class AmountsScreen: KassScreen {
    lazy var amount = textField("amount.stale")
}

final class BluetoothScreen: KassScreen {
    lazy var bluetooth = switchControl("controls.flakySwitch")
    lazy var rooms = stepper("controls.buggyStepper")
}

final class RootScreen: KassScreen {
    lazy var heading = text("root.title")
    lazy var open = button("nav.open")
}

final class DetailScreen: KassScreen {
    lazy var heading = text("detail.title")
    override var onLoad: [KassElement] { [heading] }
}

final class MovingScreen: KassScreen {
    lazy var continueButton = button("moving.button")
}

/// The page's examples run in capturing sessions.
typealias KassGuideActionsTestCase = KassGuideCapturingTestCase

@MainActor
final class KassGuideActionsGesturesTests: KassGuideActionsTestCase {
    override class var app: KassApp? { .gestures }

    func test_guide_gestures() async {
        launch()
        onScreen(GesturesScreen.self) { screen in
            screen.element("gestures.doubleTap").doubleTap()
            screen.last.assertText("double tap")
            screen.element("gestures.longPress").longPress(duration: 1)
            screen.last.assertText("long press")
            screen.element("gestures.twoFingerTap").twoFingerTap()
            screen.last.assertText("two-finger tap")
            screen.element("gestures.swipe").swipe(.left)
            screen.last.assertText("swipe left")
            screen.element("gestures.pinch").pinch(scale: 2)
            screen.last.assertText("zoom in")
            screen.element("gestures.rotate").rotate(angle: .pi / 4)
            screen.last.assertText("rotate clockwise")
            screen.card.drag(by: CGVector(dx: 0, dy: -40))
            screen.last.assertText("moved")
            screen.card.drag(to: screen.zone)
            screen.last.assertText("dropped")
        }
        XCTAssertEqual(capture.messages, [])
    }

    func test_guide_rapidTapCatchesADoubleSubmit() async {
        config.timeout = 1
        launch()
        onScreen(GesturesScreen.self) { screen in
            screen.pay.rapidTap(times: 2)
            screen.payments.assertText("Payments: 1")
        }
        XCTAssertEqual(capture.messages, ["""
        Kass: text "gestures.payments" — assertText('Payments: 1') failed: its text is 'Payments: 2', expected 'Payments: 1'
          ↳ state: staticText "Payments: 2" #gestures.payments, at (140, 780, 200, 30), visible, enabled, hittable
        """])
    }
}

@MainActor
final class KassGuideActionsNavigationTests: KassGuideActionsTestCase {
    override class var app: KassApp? { KassApp(name: "Navigation") { NavigationFixture() } }

    func test_guide_pressBack() async {
        launch()
        onScreen(RootScreen.self) { $0.open.tap() }
        onScreen(DetailScreen.self) { $0.pressBack() }
        onScreen(RootScreen.self) { $0.heading.assertVisible() }
        XCTAssertEqual(capture.messages, [])
        let navigation = kass.application?.windows.first?.rootViewController as? UINavigationController
        XCTAssertEqual(navigation?.viewControllers.count, 1)
    }
}

@MainActor
final class KassGuideActionsTrapsTests: KassGuideActionsTestCase {
    override class var app: KassApp? { .trouble }

    func test_guide_disabled() async {
        config.timeout = 1
        launch()
        screen(TroubleScreen.self).disabled.tap()
        XCTAssertEqual(capture.messages, ["""
        Kass: button "trouble.disabled" — tap failed: it is disabled
          ↳ state: button "Pay" #trouble.disabled, at (20, 100, 160, 44), visible, disabled, hittable
          ↳ hint: wait for the app to enable it, or check what enables it
        """])
    }

    func test_guide_covered() async {
        config.timeout = 1
        launch()
        screen(TroubleScreen.self).covered.tap()
        XCTAssertEqual(capture.messages, ["""
        Kass: button "trouble.covered" — tap failed: it is not visible: it is covered by UIView #trouble.cover
          ↳ state: button "Delete" #trouble.covered, at (20, 160, 160, 44), not visible (it is covered by UIView #trouble.cover), enabled
          ↳ hint: dismiss what covers it first
        """])
    }

    func test_guide_doesNotTakeText() async {
        config.timeout = 1
        launch()
        screen(TroubleScreen.self).element("trouble.help").typeText("hello")
        XCTAssertEqual(summaries, ["Kass: element \"trouble.help\" — typeText('hello') failed: it does not take text (it is button)"])
    }

    /// A label ignores touches (`isUserInteractionEnabled` is false); as in Hammer's rule, a tap on it
    /// counts as hittable because the touch falls through to the view under it, so the tap is made.
    func test_guide_labelIsHittableThroughItsAncestor() async {
        config.timeout = 1
        launch()
        screen(TroubleScreen.self).status.tap()
        XCTAssertEqual(capture.messages, [])
    }

    func test_guide_refusesFocus() async {
        config.timeout = 1
        launch()
        screen(TroubleScreen.self).locked.typeText("hello")
        XCTAssertEqual(capture.messages, ["""
        Kass: text field "trouble.locked" — typeText('hello') failed: tapping it did not make it the first responder (it may refuse \
        editing: shouldBeginEditing, isEnabled)
          ↳ state: textField #trouble.locked, at (20, 240, 300, 44), visible, enabled, hittable
          ↳ hint: the input was not (fully) delivered; it is not retried, so the app never sees it twice
        """])
    }

    func test_guide_notRunning() async {
        screen(TroubleScreen.self).status.assertVisible()
        XCTAssertEqual(capture.messages, ["""
        Kass: text "trouble.status" — assertVisible failed: the app is not running
          ↳ hint: call launch() before acting on the app (in the test or in setUp)
        """])
    }
}

@MainActor
final class KassGuideActionsLoginTests: KassGuideActionsTestCase {
    override class var app: KassApp? { .login }

    func test_guide_notFound() async {
        config.timeout = 1
        launch()
        onScreen(LoginScreen.self) { login in
            login.button("login.sumbit").tap()
        }
        XCTAssertEqual(capture.messages, ["""
        Kass: button "login.sumbit" — tap failed: no button matches "login.sumbit"
          ↳ state: not in the hierarchy (4 elements on screen)
          ↳ did you mean: 'login.submit', 'login.email', 'login.password'?
          ↳ hint: check the identifier, or make sure the screen that shows it is displayed
        """])
    }
}

@MainActor
final class KassGuideActionsMiscTests: KassGuideActionsTestCase {
    func test_guide_ambiguous() async {
        config.timeout = 1
        testApp = .invoices
        launch()
        onScreen(InvoicesScreen.self) { invoices in
            invoices.button("duplicates.delete").tap()
        }
        XCTAssertEqual(capture.messages, ["""
        Kass: button "duplicates.delete" — tap failed: found 2 matching elements: button "Delete" #duplicates.delete; button "Delete" \
        #duplicates.delete
          ↳ state: button "Delete" #duplicates.delete, at (323.67, 79, 49.33, 29.67), visible, enabled, hittable | button "Delete" \
        #duplicates.delete, at (323.67, 124.67, 49.33, 29.67), visible, enabled, hittable
          ↳ hint: make the locator unique: give the elements distinct identifiers or scope it (row.button(...))
        """])
    }
}

@MainActor
final class KassGuideActionsFixtureTests: KassGuideActionsTestCase {
    func test_guide_pullToRefresh() async {
        testApp = KassApp(name: "Inbox") { PullToRefreshFixture() }
        launch()
        onScreen(InboxScreen.self) { inbox in
            inbox.table.pullToRefresh()
            inbox.count.assertText("4 messages")
        }
        XCTAssertEqual(capture.messages, [])
    }

    func test_guide_text() async {
        testApp = KassApp(name: "Order") { LimitPriceFixture() }
        launch()
        onScreen(OrderScreen.self) { order in
            order.limitPrice.typeText("5")
            order.limitPrice.assertText("189.075")
            order.limitPrice.replaceText("179.00")
            order.summary.assertText("Buy 10 at 179.00")
            order.limitPrice.clearText()
            order.limitPrice.assertPlaceholder("0.00")
        }
        XCTAssertEqual(capture.messages, [])
    }

    func test_guide_controls() async {
        testApp = KassApp(name: "Controls") { ControlsFixture() }
        launch()
        onScreen(ControlsScreen.self) { controls in
            controls.volume.adjustSlider(to: 80)
            controls.volumeValue.assertValue(closeTo: 80, tolerance: 1)
            controls.guests.increment()
            controls.guests.decrement()
            controls.guestsValue.assertText("3")
            controls.period.selectSegment(2)
            controls.periodValue.assertText("Month")
            controls.wifi.setSwitch(on: true)
            controls.wifi.setSwitch(on: true)
            controls.wifiValue.assertText("On")
            controls.wifi.toggle()
            controls.wifiValue.assertText("Off")
        }
        XCTAssertEqual(capture.messages, [])
    }

    func test_guide_picker() async {
        testApp = KassApp(name: "Pickers") { PickersFixture() }
        launch()
        onScreen(FruitScreen.self) { pickers in
            pickers.fruit.adjustPicker(to: "Cherry")
            pickers.fruitValue.assertText("Cherry")
        }
        XCTAssertEqual(capture.messages, [])
    }

    func test_guide_keyboardDone() async {
        testApp = KassApp(name: "Nickname") { KeyboardDoneAccessoryFixture() }
        launch()
        onScreen(NicknameScreen.self) { form in
            form.nickname.typeText("Kass")
            form.save.tap()
            form.status.assertText("Submitted by Save button")
        }
        XCTAssertEqual(capture.messages, [])
    }

    func test_guide_keyboardReturnOnly() async {
        config.timeout = 1
        testApp = KassApp(name: "Nickname") { KeyboardReturnOnlyFixture() }
        launch()
        onScreen(NicknameScreen.self) { form in
            form.nickname.typeText("Kass")
            form.save.tap()
        }
        XCTAssertEqual(capture.messages, ["""
        Kass: button "keyboard.save" — tap failed: it is covered by the keyboard, and there is no safe way to dismiss it (no Done button \
        in the keyboard's accessory view, no dismiss key; Return could submit the form)
          ↳ state: button "Save" #keyboard.save, at (20, 752, 353, 50), not visible (it is covered by KeyboardHostView), enabled
          ↳ hint: give the field an inputAccessoryView with a Done button, or end editing before this step
        """])
    }

    func test_guide_scrollView() async {
        testApp = KassApp(name: "Terms") { BelowTheFoldScrollFixture() }
        launch()
        acceptTerms()
        XCTAssertEqual(capture.messages, [])
    }

    func test_guide_virtualizedList() async {
        testApp = KassApp(name: "Terms") { BelowTheFoldTableFixture() }
        launch()
        acceptTerms()
        XCTAssertEqual(capture.messages, [])
    }

    private func acceptTerms() {
        onScreen(TermsScreen.self) { terms in
            terms.accept.tap()
            terms.status.assertText("Terms accepted")
        }
    }

    func test_guide_tooFewSwipes() async {
        config.maximumScrollSwipes = 2
        testApp = KassApp(name: "Terms") { BelowTheFoldScrollFixture() }
        launch()
        screen(TermsScreen.self).accept.tap()
        XCTAssertEqual(capture.messages, ["""
        Kass: element "belowFold.target" — tap failed: it is still out of view after 2 swipes on UIScrollView "belowFold.scroll"
          ↳ state: button "Accept terms" #belowFold.target, at (20, 1131.4, 353, 50), not visible (it is scrolled out of UIScrollView \
        #belowFold.scroll), enabled
          ↳ hint: raise config.maximumScrollSwipes or scroll closer first
        """])
    }

    func test_guide_everyExampleIsRunHere() async throws {
        try GuideExampleChecker.assertEveryExampleIsRun(guide: "Guide/Kass/Actions.md", by: #filePath, minimumBlocks: 12)
    }

    func test_guide_wrongType() async {
        config.timeout = 1
        testApp = KassApp(name: "Settings") { SwitchBesideLabelFixture() }
        launch()
        screen(SettingsScreen.self).notifications.setSwitch(on: true)
        XCTAssertEqual(capture.messages, ["""
        Kass: switch "settings.notificationsLabel" — setSwitch(on: true) failed: no switch matches "settings.notificationsLabel" (an \
        element "settings.notificationsLabel" exists, but it is a staticText, not a switch)
          ↳ state: staticText "Notifications" #settings.notificationsLabel, at (20, 84.67, 294, 20), visible, enabled, hittable
          ↳ hint: declare it with the factory of its type, or point the locator at the switch itself
        """])
    }

    func test_guide_mangledInput() async {
        config.timeout = 1
        testApp = KassApp(name: "Amounts") { ManglingFormatterFixture() }
        launch()
        screen(AmountsScreen.self).amount.replaceText("179.00")
        XCTAssertEqual(capture.messages, ["""
        Kass: text field "amount.stale" — replaceText('179.00') failed: typed '179.00' but the field reads '179.00189.07'
          ↳ state: textField #amount.stale, at (20, 107, 353, 44), value '179.00189.07', visible, enabled, focused, hittable
          ↳ hint: the app changed the input (a formatter or delegate that rewrites or drops edits?)
        """])
    }

    func test_guide_switchFlipsBack() async {
        config.timeout = 1
        testApp = KassApp(name: "Controls") { ControlsFixture() }
        launch()
        screen(BluetoothScreen.self).bluetooth.setSwitch(on: true)
        XCTAssertEqual(capture.messages, ["""
        Kass: switch "controls.flakySwitch" — setSwitch(on: true) failed: the effect did not last: tapped the switch but it is still off \
        0.2 s later
          ↳ state: switch #controls.flakySwitch, at (186, 337, 51, 31), value '0', visible, enabled, hittable
          ↳ hint: the app did not take the input as given (or reverted it)
        """])
    }

    func test_guide_stepperMovesTwoSteps() async {
        config.timeout = 1
        testApp = KassApp(name: "Controls") { ControlsFixture() }
        launch()
        screen(BluetoothScreen.self).rooms.increment()
        XCTAssertEqual(capture.messages, ["""
        Kass: stepper "controls.buggyStepper" — increment failed: expected 4.0 after one step but the stepper reads 5.0
          ↳ state: stepper #controls.buggyStepper, at (118, 182, 187, 32), visible, enabled, hittable
          ↳ hint: the app did not take the input as given (or reverted it)
        """])
    }

    func test_guide_moving() async {
        config.timeout = 0.5
        testApp = KassApp(name: "Moving") { MovingButtonFixture() }
        launch()
        screen(MovingScreen.self).continueButton.tap()
        XCTAssertEqual(capture.messages, ["""
        Kass: button "moving.button" — tap failed: it is moving (an animation is running on UIButton "moving.button")
          ↳ state: button "Continue" #moving.button, at (20, 550, 200, 50), visible, enabled, not hittable (UIView would receive the touch \
        instead)
          ↳ hint: it must keep still for 2 frames; an animation may never end
        """])
    }
}

/// A test class that declares no app, to show the launch failure (XCTest failures recorded by the
/// class are kept instead of failing the test; Linux's `recordFailure` is overridable).
@MainActor
final class KassGuideUndeclaredAppTests: KassTestCase {
    nonisolated(unsafe) private var recorded: [String] = []

    #if !canImport(ObjectiveC)
    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        guard description.hasPrefix("Kass:") else {
            return super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
        recorded.append(description)
    }

    func test_guide_launchWithoutAnAppFailsWithTheFix() async {
        launch()
        XCTAssertEqual(recorded, ["""
        Kass: launch failed: no app under test is declared
          ↳ hint: declare the app under test in KassGuideUndeclaredAppTests: override class var app: KassApp? { KassApp(name: ...) { \
        MyAppDelegate() } }
        """])
    }
    #endif
}
