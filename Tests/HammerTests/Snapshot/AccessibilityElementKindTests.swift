import Hammer
import HeadlessUITestSupport
import XCTest

@MainActor
final class AccessibilityElementKindTests: HeadlessTestCase {
    private func kind(of view: UIView, identifier: String = "subject") -> AccessibilityElementKind? {
        view.accessibilityIdentifier = identifier
        place(view, frame: CGRect(x: 20, y: 100, width: 200, height: 44))
        return AccessibilitySnapshot.take().only(identifier)?.kind
    }

    func test_kind_classTable() async {
        let cases: [(UIView, AccessibilityElementKind, UInt)] = [
            (UISlider(), .slider, #line),
            (UIImageView(), .image, #line),
            (UISearchTextField(), .searchField, #line),
            (UITextView(), .textView, #line),
            (UIScrollView(), .scrollView, #line),
            (UISegmentedControl(items: ["Day", "Week"]), .segmentedControl, #line),
            (UIPickerView(), .picker, #line),
        ]
        for (index, (view, expected, line)) in cases.enumerated() {
            XCTAssertEqual(kind(of: view, identifier: "subject\(index)"), expected, "\(type(of: view))", line: line)
        }
    }

    func test_kind_customViewTakesItsKindFromTraits() async {
        let link = UIView()
        link.isAccessibilityElement = true
        link.accessibilityTraits = .link
        XCTAssertEqual(kind(of: link), .link)
    }

    func test_kind_segmentsAreButtonsAndTheChosenOneIsSelected() async {
        let control = UISegmentedControl(items: ["Day", "Week"])
        control.selectedSegmentIndex = 1
        control.accessibilityIdentifier = "range"
        place(control, frame: CGRect(x: 20, y: 100, width: 200, height: 32))
        let snapshot = AccessibilitySnapshot.take()
        let segments = snapshot.only("range").map { snapshot.children(of: $0) } ?? []
        XCTAssertEqual(segments.map(\.kind), [.button, .button])
        XCTAssertEqual(segments.map(\.isSelected), [false, true])
    }

    func test_kind_adjustableElementOutsideAPickerIsASlider() async {
        let dial = place(SnapshotTestScreen.container(identifier: "dial"), frame: CGRect(x: 20, y: 100, width: 100, height: 100))
        let element = UIAccessibilityElement(accessibilityContainer: dial)
        element.accessibilityLabel = "Volume"
        element.accessibilityTraits = .adjustable
        element.accessibilityFrameInContainerSpace = dial.bounds
        dial.accessibilityElements = [element]
        XCTAssertEqual(AccessibilitySnapshot.take().labelled("Volume").first?.kind, .slider)
    }

    func test_snapshot_doesNotKeepRemovedViewsAlive() async {
        var button: UIButton? = SnapshotTestScreen.button("Gone", identifier: "gone")
        place(button!, frame: CGRect(x: 20, y: 100, width: 100, height: 44))
        let snapshot = AccessibilitySnapshot.take()
        XCTAssertNotNil(snapshot.only("gone")?.object)
        button?.removeFromSuperview()
        button = nil
        XCTAssertNil(snapshot.only("gone")?.object)
    }
}
