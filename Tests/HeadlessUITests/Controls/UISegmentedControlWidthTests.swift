import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class UISegmentedControlWidthTests: HeadlessTestCase {
    func test_fixedWidth_isKept_andTheOtherSegmentsShareTheRest_andTapsFollowTheNewColumns() async {
        let control = place(UISegmentedControl(items: ["Day", "Week", "Month"]), frame: CGRect(x: 0, y: 100, width: 300, height: 32))
        control.setWidth(60, forSegmentAt: 0)
        XCTAssertEqual(control.widthForSegment(at: 0), 60)
        XCTAssertEqual(control.widthForSegment(at: 1), 0, "automatic")
        control.layoutIfNeeded()
        fingers.tap(CGPoint(x: 70, y: 116))
        XCTAssertEqual(control.selectedSegmentIndex, 1, "x = 70 is in the second segment (60..180), not the first third")
        fingers.tap(CGPoint(x: 50, y: 116))
        XCTAssertEqual(control.selectedSegmentIndex, 0)
        fingers.tap(CGPoint(x: 200, y: 116))
        XCTAssertEqual(control.selectedSegmentIndex, 2)
    }

    func test_negativeWidth_isReportedAndIgnored() async {
        let control = UISegmentedControl(items: ["A", "B"])
        control.setWidth(-5, forSegmentAt: 1)
        XCTAssertEqual(control.widthForSegment(at: 1), 0)
        expectRuntimeIssues(count: 1)
        control.setWidth(10, forSegmentAt: 7)
        expectRuntimeIssues(count: 1)
    }

    func test_snapshotView_showsTheViewAtItsSize() async {
        let view = place(UIView(), frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        view.backgroundColor = .red
        let snapshot = view.snapshotView(afterScreenUpdates: true) as? UIImageView
        XCTAssertEqual(snapshot?.bounds.size, CGSize(width: 40, height: 20))
        let pixel = snapshot?.image?.pixel(x: 5, y: 5)
        XCTAssertEqual(pixel?.red, 255)
        XCTAssertEqual(pixel?.green, 0)
    }
}
