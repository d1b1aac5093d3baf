import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class UIControlActionsTests: HeadlessTestCase {
    func test_actions_runInRegistrationOrderWithTheControlAsSender() async {
        let control = UIControl()
        var log: [String] = []
        control.addAction(UIAction(title: "a") { action in log.append("a \(action.sender as AnyObject === control)") }, for: .valueChanged)
        control.addAction(UIAction(title: "b") { _ in log.append("b") }, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        XCTAssertEqual(log, ["a true", "b"])
    }

    func test_actions_anActionForSeveralEventsRunsOncePerSend() async {
        let control = UIControl()
        var count = 0
        control.addAction(UIAction { _ in count += 1 }, for: [.touchDown, .touchDownRepeat])
        control.sendActions(for: [.touchDown, .touchDownRepeat])
        XCTAssertEqual(count, 1)
    }

    func test_actions_addingTheSameIdentifierMergesEvents() async {
        let control = UIControl()
        var count = 0
        let action = UIAction(identifier: "save") { _ in count += 1 }
        control.addAction(action, for: .touchUpInside)
        control.addAction(action, for: .valueChanged)
        XCTAssertEqual(control.actions(for: .allEvents).count, 1)
        XCTAssertEqual(control.allControlEvents, [.touchUpInside, .valueChanged])
        control.sendActions(for: .valueChanged)
        XCTAssertEqual(count, 1)
    }

    func test_actions_removeActionForSomeEventsKeepsTheOthers() async {
        let control = UIControl()
        let action = UIAction { _ in }
        control.addAction(action, for: [.touchUpInside, .valueChanged])
        control.removeAction(action, for: .touchUpInside)
        XCTAssertEqual(control.allControlEvents, .valueChanged)
        control.removeAction(action, for: .valueChanged)
        XCTAssertTrue(control.actions(for: .allEvents).isEmpty)
    }

    func test_actions_removeByIdentifier() async {
        let control = UIControl()
        control.addAction(UIAction(identifier: "x") { _ in }, for: .touchUpInside)
        control.addAction(UIAction(identifier: "y") { _ in }, for: .touchUpInside)
        control.removeAction(identifiedBy: "x", for: .allEvents)
        XCTAssertEqual(control.actions(for: .touchUpInside).map(\.identifier), ["y"])
    }

    func test_actions_emptyEventSetIsReportedAndIgnored() async {
        let control = UIControl()
        control.addAction(UIAction { _ in }, for: [])
        let issues = expectRuntimeIssues(count: 1)
        XCTAssertTrue("\(issues.first.map { "\($0)" } ?? "")".contains("event set is empty"))
        XCTAssertTrue(control.actions(for: .allEvents).isEmpty)
    }

    func test_actions_enumerateEventHandlersStops() async {
        let control = UIControl()
        control.addAction(UIAction(identifier: "1") { _ in }, for: .touchDown)
        control.addAction(UIAction(identifier: "2") { _ in }, for: .touchUpInside)
        var seen: [String] = []
        control.enumerateEventHandlers { action, _, stop in
            seen.append(action.identifier.rawValue)
            stop = true
        }
        XCTAssertEqual(seen, ["1"])
    }

    func test_actions_primaryActionInitializerRunsOnPerformPrimaryAction() async {
        var ran = false
        let control = UIControl(frame: .zero, primaryAction: UIAction { _ in ran = true })
        control.performPrimaryAction()
        XCTAssertTrue(ran)
    }

    func test_event_rawValuesMatchUIKit() async {
        XCTAssertEqual(UIControl.Event.touchUpInside.rawValue, 0x40)
        XCTAssertEqual(UIControl.Event.touchCancel.rawValue, 0x100)
        XCTAssertEqual(UIControl.Event.valueChanged.rawValue, 0x1000)
        XCTAssertEqual(UIControl.Event.primaryActionTriggered.rawValue, 0x2000)
        XCTAssertEqual(UIControl.Event.editingDidEndOnExit.rawValue, 0x80000)
        XCTAssertEqual(UIControl.Event.allTouchEvents.rawValue, 0xFFF)
    }
}
