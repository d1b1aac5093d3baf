import HeadlessUI
import HeadlessUITestSupport
import XCTest

/// `AccessibilityTree.pushChildren(of:onto:)` must push exactly `children(of:)`, last first.
@MainActor
final class AccessibilityTreePushChildrenTests: HeadlessTestCase {
    private func element(_ label: String) -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.isAccessibilityElement = true
        view.accessibilityLabel = label
        return view
    }

    /// The labels pushed for `object`, in the order a walk pops them, and the returned facts.
    private func pushed(_ object: AccessibleObject) -> (labels: [String?], count: Int, areSubviews: Bool) {
        var stack: [AccessibleObject] = [window]
        let result = AccessibilityTree.pushChildren(of: object, onto: &stack)
        let labels = stack.dropFirst().reversed().map(\.accessibilityLabel)
        return (Array(labels), result.count, result.areSubviews)
    }

    private func container(_ children: [UIView]) -> UIView {
        let view = place(UIView(), frame: CGRect(x: 0, y: 100, width: 200, height: 200))
        for child in children { view.addSubview(child) }
        return view
    }

    func test_pushChildren_pushesSubviewsLastFirstAsChildrenSays() async {
        let group = container([element("a"), element("b"), element("c")])
        let result = pushed(group)
        XCTAssertEqual(result.labels, ["a", "b", "c"])
        XCTAssertEqual(result.labels, group.accessibilityChildren.map(\.accessibilityLabel))
        XCTAssertEqual(result.count, 3)
        XCTAssertTrue(result.areSubviews)
    }

    func test_pushChildren_skipsHiddenTransparentAndHiddenElements() async {
        let hidden = element("hidden")
        hidden.isHidden = true
        let faint = element("faint")
        faint.alpha = 0.005
        let muted = element("muted")
        muted.accessibilityElementsHidden = true
        let group = container([element("a"), hidden, faint, muted, element("b")])
        XCTAssertEqual(pushed(group).labels, ["a", "b"])
        XCTAssertEqual(pushed(group).labels, group.accessibilityChildren.map(\.accessibilityLabel))
    }

    func test_pushChildren_frontmostModalHidesItsSiblings() async {
        let first = element("first")
        first.accessibilityViewIsModal = true
        let second = element("second")
        second.accessibilityViewIsModal = true
        let group = container([element("a"), first, second, element("b")])
        let result = pushed(group)
        XCTAssertEqual(result.labels, ["second"])
        XCTAssertEqual(result.count, 1)
        XCTAssertEqual(result.labels, group.accessibilityChildren.map(\.accessibilityLabel))
    }

    func test_pushChildren_pushesNothingForAnElementOrHiddenElements() async {
        let leaf = container([element("a")])
        leaf.isAccessibilityElement = true
        XCTAssertEqual(pushed(leaf).count, 0)
        let muted = container([element("b")])
        muted.accessibilityElementsHidden = true
        XCTAssertEqual(pushed(muted).count, 0)
    }

    func test_pushChildren_listedElementsAreNotSubviews() async {
        let group = container([element("a")])
        let listed = UIAccessibilityElement(accessibilityContainer: group)
        listed.accessibilityLabel = "listed"
        group.accessibilityElements = [listed]
        let result = pushed(group)
        XCTAssertEqual(result.labels, ["listed"])
        XCTAssertFalse(result.areSubviews)
    }
}
