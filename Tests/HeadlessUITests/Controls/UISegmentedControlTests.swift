import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class UISegmentedControlTests: HeadlessTestCase {
    private var control: UISegmentedControl!
    private var recorder: ControlEventRecorder!
    /// Frame (50, 300, 300, 32): three 100 pt segments centred at x = 100, 200, 300.
    private func segmentCenter(_ index: Int) -> CGPoint { CGPoint(x: 100 + CGFloat(index) * 100, y: 316) }

    override func setUp() async throws {
        try await super.setUp()
        control = place(UISegmentedControl(items: ["Day", "Week", "Month"]), frame: CGRect(x: 50, y: 300, width: 300, height: 32))
        recorder = ControlEventRecorder(control, only: [.valueChanged])
    }

    func test_segmented_startsWithNoSegmentSelected() async {
        XCTAssertEqual(control.numberOfSegments, 3)
        XCTAssertEqual(control.selectedSegmentIndex, UISegmentedControl.noSegment)
    }

    func test_segmented_tapSelectsTheSegmentAndSendsValueChanged() async {
        fingers.tap(segmentCenter(1))
        XCTAssertEqual(control.selectedSegmentIndex, 1)
        XCTAssertEqual(recorder.events, ["valueChanged"])
    }

    func test_segmented_selectionHappensAtTouchUp() async {
        fingers.down(segmentCenter(2))
        XCTAssertEqual(control.selectedSegmentIndex, UISegmentedControl.noSegment)
        fingers.up(segmentCenter(2))
        XCTAssertEqual(control.selectedSegmentIndex, 2)
    }

    func test_segmented_tappingTheSelectedSegmentSendsNothing() async {
        control.selectedSegmentIndex = 0
        fingers.tap(segmentCenter(0))
        XCTAssertEqual(recorder.events, [])
    }

    func test_segmented_liftOverAnotherSegmentSelectsThatOne() async {
        fingers.down(segmentCenter(0))
        fingers.move(segmentCenter(2))
        fingers.up(segmentCenter(2))
        XCTAssertEqual(control.selectedSegmentIndex, 2)
    }

    func test_segmented_liftFarOutsideSelectsNothing() async {
        fingers.down(segmentCenter(0))
        fingers.up(CGPoint(x: 100, y: 500))
        XCTAssertEqual(control.selectedSegmentIndex, UISegmentedControl.noSegment)
        XCTAssertEqual(recorder.events, [])
    }

    func test_segmented_disabledSegmentIgnoresTaps() async {
        control.setEnabled(false, forSegmentAt: 1)
        fingers.tap(segmentCenter(1))
        XCTAssertEqual(control.selectedSegmentIndex, UISegmentedControl.noSegment)
        XCTAssertFalse(control.isEnabledForSegment(at: 1))
    }

    func test_segmented_settingTheIndexSendsNoEvent() async {
        control.selectedSegmentIndex = 2
        XCTAssertEqual(recorder.events, [])
    }

    func test_segmented_outOfRangeIndexIsReportedAndIgnored() async {
        control.selectedSegmentIndex = 1
        control.selectedSegmentIndex = 3
        control.removeSegment(at: 7, animated: false)
        XCTAssertNil(control.titleForSegment(at: -1))
        expectRuntimeIssues(count: 3)
        XCTAssertEqual(control.selectedSegmentIndex, 1)
        XCTAssertEqual(control.numberOfSegments, 3)
    }

    func test_segmented_insertKeepsTheSelectedSegmentSelected() async {
        control.selectedSegmentIndex = 1
        control.insertSegment(withTitle: "Hour", at: 0, animated: false)
        XCTAssertEqual(control.selectedSegmentIndex, 2)
        XCTAssertEqual(control.titleForSegment(at: 0), "Hour")
    }

    func test_segmented_insertPastTheEndAppends() async {
        control.insertSegment(withTitle: "Year", at: 99, animated: false)
        XCTAssertEqual(control.titleForSegment(at: 3), "Year")
    }

    func test_segmented_removingTheSelectedSegmentClearsTheSelection() async {
        control.selectedSegmentIndex = 1
        control.removeSegment(at: 1, animated: false)
        XCTAssertEqual(control.selectedSegmentIndex, UISegmentedControl.noSegment)
        XCTAssertEqual(control.titleForSegment(at: 1), "Month")
    }

    func test_segmented_setTitleChangesTheTitle() async {
        control.setTitle("Fortnight", forSegmentAt: 1)
        XCTAssertEqual(control.titleForSegment(at: 1), "Fortnight")
    }

    func test_segmented_momentaryControlSendsEveryTapAndKeepsNoSelection() async {
        control.isMomentary = true
        var indexSeenByAction: [Int] = []
        control.addAction(UIAction { action in
            indexSeenByAction.append((action.sender as? UISegmentedControl)?.selectedSegmentIndex ?? -2)
        }, for: .valueChanged)
        fingers.tap(segmentCenter(1))
        wait(0.5)
        fingers.tap(segmentCenter(1))
        XCTAssertEqual(indexSeenByAction, [1, 1])
        XCTAssertEqual(control.selectedSegmentIndex, UISegmentedControl.noSegment)
    }

    func test_segmented_eachSegmentIsAButtonElementWithSelectedTrait() async {
        control.selectedSegmentIndex = 2
        control.setEnabled(false, forSegmentAt: 0)
        let elements = control.accessibilityElements as? [AccessibleObject] ?? []
        XCTAssertEqual(elements.map(\.accessibilityLabel), ["Day", "Week", "Month"])
        XCTAssertEqual(elements.map(\.accessibilityTraits), [[.button, .notEnabled], .button, [.button, .selected]])
        XCTAssertEqual(elements[1].accessibilityFrame, CGRect(x: 150, y: 300, width: 100, height: 32))
    }
}

@MainActor
final class UISegmentedControlRightToLeftTests: HeadlessTestCase {
    override var launchArguments: [String] { [LaunchConfiguration.forceRightToLeftArgument, "YES"] }

    func test_segmented_rightToLeftPutsTheFirstSegmentOnTheRight() async {
        let control = place(UISegmentedControl(items: ["A", "B", "C"]), frame: CGRect(x: 50, y: 300, width: 300, height: 32))
        fingers.tap(CGPoint(x: 300, y: 316))
        XCTAssertEqual(control.selectedSegmentIndex, 0)
    }
}
