import Foundation
@testable import Kass
import XCTest

/// Text and control traps: each checks the green path and the red path with its exact message.
@MainActor
final class KassInputTrapTests: KassDSLTestCase {
    func test_switchBesideItsLabel_setSwitchTapsTheControl() async {
        start(KassApp(name: "Settings") { SwitchBesideLabelFixture() })
        let settings: AnyScreen = screen()
        settings.switchControl("settings.notifications").setSwitch(on: true)
        settings.text("settings.notificationsState").assertText("Notifications are on")
        settings.switchControl("settings.notifications").setSwitch(on: true)
        XCTAssertEqual(capture.messages, [])
        let noted = events.events.contains { event in
            if case .stepFinished(let end) = event { return end.status == .passed && end.message == "already on, not tapped" }
            return false
        }
        XCTAssertTrue(noted)
    }

    func test_switchBesideItsLabel_pointingAtTheLabelFailsNamingWhatItIs() async {
        start(KassApp(name: "Settings") { SwitchBesideLabelFixture() }) { $0.timeout = 0.5 }
        let settings: AnyScreen = screen()
        settings.switchControl("settings.notificationsLabel").setSwitch(on: true)
        XCTAssertEqual(summaries, [
            "Kass: switch \"settings.notificationsLabel\" — setSwitch(on: true) failed: no switch matches "
                + "\"settings.notificationsLabel\" (an element \"settings.notificationsLabel\" exists, but it is a staticText, not a "
                + "switch)",
        ])
    }

    func test_rightAlignedPrefilledField_typeTextAppendsAtTheEnd() async {
        start(KassApp(name: "Order") { LimitPriceFixture() })
        let order: AnyScreen = screen()
        order.textField("order.limitPrice").typeText("5")
        order.textField("order.limitPrice").assertText("189.075")
        order.textField("order.limitPrice").replaceText("179.00")
        order.text("order.summary").assertText("Buy 10 at 179.00")
        XCTAssertEqual(capture.messages, [])
    }

    func test_manglingFormatter_replaceTextFailsWithBothValues() async {
        start(KassApp(name: "Amounts") { ManglingFormatterFixture() }) { $0.timeout = 2 }
        let amounts: AnyScreen = screen()
        amounts.textField("amount.stale").replaceText("179.00")
        XCTAssertEqual(
            summaries,
            ["Kass: text field \"amount.stale\" — replaceText('179.00') failed: typed '179.00' but the field reads '179.00189.07'"]
        )
        XCTAssertTrue(capture.messages[0].contains("↳ hint: the app changed the input"), capture.messages[0])
    }

    func test_manglingFormatter_droppedKeystrokesFailTypeText() async {
        start(KassApp(name: "Amounts") { ManglingFormatterFixture() }) { $0.timeout = 2 }
        let amounts: AnyScreen = screen()
        amounts.textField("amount.dropping").typeText("179.00")
        XCTAssertEqual(summaries.count, 1)
        XCTAssertTrue(
            summaries[0].hasPrefix(
                "Kass: text field \"amount.dropping\" — typeText('179.00') failed: typed '179.00' but the field reads '"
            ),
            summaries[0]
        )
    }

    func test_manglingFormatter_aCorrectFieldPasses() async {
        start(KassApp(name: "Amounts") { ManglingFormatterFixture() })
        let amounts: AnyScreen = screen()
        amounts.textField("amount.correct").replaceText("179.00")
        amounts.textField("amount.correct").assertText("179.00")
        XCTAssertEqual(capture.messages, [])
    }

    func test_secureField_typeTextComparesLengths() async {
        start(KassApp(name: "Login") { LoginFixture() })
        let login: AnyScreen = screen()
        login.secureTextField("login.password").typeText("secret")
        XCTAssertEqual(capture.messages, [])
        login.secureTextField("login.password").clearText()
        XCTAssertEqual(capture.messages, [])
    }

    func test_stepper_movesByOneStepAndABuggyOneFails() async {
        start(KassApp(name: "Controls") { ControlsFixture() }) { $0.timeout = 1 }
        let controls: AnyScreen = screen()
        controls.stepper("controls.stepper").increment()
        controls.text("controls.stepperValue").assertText("4")
        XCTAssertEqual(capture.messages, [])
        controls.stepper("controls.buggyStepper").increment()
        XCTAssertEqual(
            summaries, ["Kass: stepper \"controls.buggyStepper\" — increment failed: expected 4.0 after one step but the stepper reads 5.0"]
        )
    }

    func test_sliderAndSegments_readBackTheirValues() async {
        start(KassApp(name: "Controls") { ControlsFixture() })
        let controls: AnyScreen = screen()
        controls.slider("controls.slider").adjustSlider(to: 80)
        controls.segmentedControl("controls.segments").selectSegment(2)
        controls.text("controls.segmentValue").assertText("Month")
        XCTAssertEqual(capture.messages, [])
    }

    func test_switchThatFlipsBack_failsTheReadBack() async {
        start(KassApp(name: "Controls") { ControlsFixture() })
        let controls: AnyScreen = screen()
        controls.switchControl("controls.switch").toggle()
        XCTAssertEqual(capture.messages, [])
        controls.switchControl("controls.flakySwitch").setSwitch(on: true)
        XCTAssertEqual(summaries.count, 1)
        XCTAssertTrue(summaries[0].hasPrefix("Kass: switch \"controls.flakySwitch\" — setSwitch(on: true) failed: the effect did not "
            + "last: tapped the switch but it is still off"), summaries[0])
    }

    func test_datePicker_spinsItsDayWheel() async {
        start(KassApp(name: "Pickers") { PickersFixture() })
        let pickers: AnyScreen = screen()
        pickers.picker("pickers.date").adjustPicker(to: "17", component: 1)
        pickers.text("pickers.dateValue").assertText("2024-01-17")
        XCTAssertEqual(capture.messages, [])
    }

    func test_picker_spinsToTheTitle() async {
        start(KassApp(name: "Pickers") { PickersFixture() })
        let pickers: AnyScreen = screen()
        pickers.picker("pickers.fruit").adjustPicker(to: "Cherry")
        pickers.text("pickers.fruitValue").assertText("Cherry")
        XCTAssertEqual(capture.messages, [])
        pickers.picker("pickers.fruit").adjustPicker(to: "Chery")
        XCTAssertEqual(summaries, ["Kass: picker \"pickers.fruit\" — adjustPicker(to: 'Chery') failed: component 0 has no row titled "
            + "'Chery' (did you mean: 'Cherry'?)"])
    }
}
