import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class SwitchBesideLabelFixtureTests: KassFixtureTestCase {
    func test_switchBesideLabel_tappingTheLabelDoesNothing() async {
        let fixture = start(SwitchBesideLabelFixture())
        tap("settings.notificationsLabel")
        XCTAssertEqual(fixture.settings.notificationsSwitch.isOn, false)
        XCTAssertEqual(fixture.settings.changeCount, 0)
        XCTAssertEqual(text("settings.notificationsState"), "Notifications are off")
    }

    func test_switchBesideLabel_sitsToTheRightOfItsLabel() async {
        start(SwitchBesideLabelFixture())
        guard let label = view(
            "settings.notificationsLabel"
        ), let toggle = view("settings.notifications", as: UISwitch.self) else { return }
        XCTAssertGreaterThanOrEqual(screenFrame(of: toggle).minX, screenFrame(of: label).maxX)
        XCTAssertEqual(screenFrame(of: toggle).midY, screenFrame(of: label).midY, accuracy: 0.5)
        XCTAssertNil(toggle.accessibilityLabel, "the switch has no label of its own: the text belongs to the UILabel")
        XCTAssertEqual(toggle.accessibilityValue, "0")
    }

    func test_switchBesideLabel_tappingTheSwitchTurnsItOnAndUpdatesTheState() async {
        let fixture = start(SwitchBesideLabelFixture())
        tap("settings.notifications")
        XCTAssertEqual(fixture.settings.notificationsSwitch.isOn, true)
        XCTAssertEqual(view("settings.notifications")?.accessibilityValue, "1")
        XCTAssertEqual(text("settings.notificationsState"), "Notifications are on")
    }
}
