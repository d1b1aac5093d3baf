import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class AccessibilityTreeTests: HeadlessTestCase {
    /// A view that is an accessibility element with the given label.
    private func element(_ label: String, frame: CGRect = CGRect(x: 0, y: 0, width: 10, height: 10)) -> UIView {
        let view = UIView(frame: frame)
        view.isAccessibilityElement = true
        view.accessibilityLabel = label
        return view
    }

    private func labels(in root: AccessibleObject) -> [String] {
        AccessibilityTree.elements(in: root).compactMap(\.accessibilityLabel)
    }

    private func container(_ children: [UIView]) -> UIView {
        let view = place(UIView(), frame: CGRect(x: 0, y: 100, width: 200, height: 200))
        for child in children { view.addSubview(child) }
        return view
    }

    func test_elements_followSubviewOrderDepthFirst() async {
        let group = UIView()
        group.addSubview(element("b"))
        group.addSubview(element("c"))
        _ = container([element("a"), group, element("d")])
        XCTAssertEqual(labels(in: window), ["a", "b", "c", "d"])
    }

    func test_plainViews_areNotElements() async {
        XCTAssertFalse(UIView().isAccessibilityElement)
        _ = container([UIView()])
        XCTAssertEqual(AccessibilityTree.elements(in: window).count, 0)
    }

    func test_element_hidesItsSubviewsElements() async {
        let cell = element("cell")
        cell.addSubview(element("inner"))
        _ = container([cell])
        XCTAssertEqual(labels(in: window), ["cell"])
        XCTAssertEqual(cell.accessibilityChildren.count, 0)
    }

    func test_accessibilityElements_setsExplicitOrder() async {
        let first = element("first"), second = element("second")
        let parent = container([first, second])
        let extra = UIAccessibilityElement(accessibilityContainer: parent)
        extra.accessibilityLabel = "extra"
        parent.accessibilityElements = [second, extra, first]
        XCTAssertEqual(labels(in: window), ["second", "extra", "first"])
    }

    func test_accessibilityElements_emptyArrayHidesTheSubviews() async {
        let parent = container([element("a")])
        parent.accessibilityElements = []
        XCTAssertEqual(labels(in: window), [])
    }

    func test_accessibilityElements_entryThatIsNotAnElementIsReportedAndSkipped() async {
        let parent = container([element("a")])
        parent.accessibilityElements = ["not an element", parent.subviews[0]]
        XCTAssertEqual(labels(in: window), ["a"])
        let issues = expectRuntimeIssues(count: 1)
        XCTAssertTrue("\(issues)".contains("accessibilityElements"))
    }

    func test_containerMethods_provideChildrenOnDemand() async {
        final class Chart: UIView {
            lazy var bars: [UIAccessibilityElement] = (0..<3).map { index in
                let bar = UIAccessibilityElement(accessibilityContainer: self)
                bar.accessibilityLabel = "bar \(index)"
                return bar
            }
            override func accessibilityElementCount() -> Int { bars.count }
            override func accessibilityElement(at index: Int) -> Any? { bars[index] }
        }
        let chart = place(Chart(), frame: CGRect(x: 0, y: 100, width: 90, height: 90))
        XCTAssertEqual(labels(in: window), ["bar 0", "bar 1", "bar 2"])
        XCTAssertEqual(chart.index(ofAccessibilityElement: chart.bars[1]), 1)
        XCTAssertEqual(chart.index(ofAccessibilityElement: UIView()), NSNotFound)
    }

    func test_elementsHidden_excludesTheObjectAndItsSubtree() async {
        let group = UIView()
        group.addSubview(element("inside"))
        let hiddenLeaf = element("leaf")
        hiddenLeaf.accessibilityElementsHidden = true
        _ = container([group, hiddenLeaf, element("outside")])
        group.accessibilityElementsHidden = true
        XCTAssertEqual(labels(in: window), ["outside"])
    }

    func test_hiddenViews_areExcludedWithTheirSubtrees() async {
        let group = UIView()
        group.addSubview(element("inside"))
        group.isHidden = true
        let hiddenLeaf = element("hidden")
        hiddenLeaf.isHidden = true
        _ = container([group, hiddenLeaf, element("shown")])
        XCTAssertEqual(labels(in: window), ["shown"])
    }

    func test_transparentViews_belowAlphaThresholdAreExcluded() async {
        let faint = element("faint"), barely = element("barely")
        faint.alpha = 0.009
        barely.alpha = 0.01
        _ = container([faint, barely])
        XCTAssertEqual(labels(in: window), ["barely"])
    }

    func test_walkFromViewInsideHiddenAncestor_findsNothing() async {
        let inner = UIView()
        inner.addSubview(element("a"))
        let parent = container([inner])
        parent.isHidden = true
        XCTAssertEqual(labels(in: inner), [])
        XCTAssertFalse(AccessibilityTree.isExposed(inner))
    }

    func test_modalView_excludesItsSiblingsAndTheirSubtrees() async {
        let background = UIView()
        background.addSubview(element("behind"))
        let dialog = UIView()
        dialog.addSubview(element("ok"))
        dialog.accessibilityViewIsModal = true
        _ = container([background, dialog, element("sibling")])
        XCTAssertEqual(labels(in: window), ["ok"])
    }

    func test_modalView_onlyAffectsSiblingsNotCousins() async {
        let overlay = UIView()
        let dialog = element("dialog")
        dialog.accessibilityViewIsModal = true
        overlay.addSubview(element("overlay sibling"))
        overlay.addSubview(dialog)
        window.addSubview(element("window child"))
        window.addSubview(overlay)
        XCTAssertEqual(labels(in: window), ["window child", "dialog"])
    }

    func test_hiddenModalView_doesNotExcludeSiblings() async {
        let dialog = element("dialog")
        dialog.accessibilityViewIsModal = true
        dialog.isHidden = true
        _ = container([element("content"), dialog])
        XCTAssertEqual(labels(in: window), ["content"])
    }

    func test_visit_reportsContainersAndElementsWithDepth() async {
        let group = UIView()
        group.accessibilityIdentifier = "group"
        group.addSubview(element("leaf"))
        window.addSubview(group)
        var visited: [String] = []
        AccessibilityTree.visit(from: window) { object, depth in
            visited.append("\(depth):\(object.accessibilityLabel ?? object.accessibilityIdentifier ?? "window")")
        }
        XCTAssertEqual(visited, ["0:window", "1:group", "2:leaf"])
    }
}
