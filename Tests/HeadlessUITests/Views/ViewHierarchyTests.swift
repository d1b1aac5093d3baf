import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class ViewHierarchyTests: HeadlessTestCase {
    func test_addSubview_movesViewFromPreviousSuperview() async {
        let first = UIView(), second = UIView(), child = UIView()
        first.addSubview(child)
        second.addSubview(child)
        XCTAssertTrue(child.superview === second)
        XCTAssertTrue(first.subviews.isEmpty)
        XCTAssertEqual(second.subviews.count, 1)
    }

    func test_addSubview_ofItselfIsRefusedWithClearIssue() async {
        let view = UIView()
        view.accessibilityIdentifier = "card"
        view.addSubview(view)
        XCTAssertTrue(view.subviews.isEmpty)
        let issues = expectRuntimeIssues(count: 1)
        XCTAssertEqual(issues.first?.description, "Can't add UIView 'card' as a subview of itself. Add it to another view.")
    }

    func test_addSubview_ofAncestorIsRefusedAsCycle() async {
        let root = UIView(), middle = UIView(), leaf = UIView()
        root.addSubview(middle)
        middle.addSubview(leaf)
        XCTAssertThrowsError(try leaf.insertSubviewChecked(root, at: 0)) { error in
            XCTAssertEqual(error as? HierarchyError, .wouldCreateCycle(view: "UIView", parent: "UIView"))
        }
        leaf.addSubview(root)
        XCTAssertNil(root.superview)
        XCTAssertTrue(leaf.subviews.isEmpty)
        XCTAssertEqual(expectRuntimeIssues(count: 1).count, 1)
    }

    func test_moveCallbacks_reportWindowChanges() async {
        final class Observer: UIView {
            var events: [String] = []
            override func willMove(toWindow newWindow: UIWindow?) {
                events.append("willMove(toWindow: \(newWindow == nil ? "nil" : "window"))")
            }
            override func didMoveToWindow() { events.append("didMoveToWindow") }
            override func didMoveToSuperview() { events.append("didMoveToSuperview") }
        }
        let observer = Observer()
        window.addSubview(observer)
        observer.removeFromSuperview()
        XCTAssertEqual(observer.events, [
            "willMove(toWindow: window)", "didMoveToSuperview", "didMoveToWindow",
            "willMove(toWindow: nil)", "didMoveToSuperview", "didMoveToWindow",
        ])
    }

    func test_viewWithTag_searchesDepthFirstIncludingSelf() async {
        let root = UIView(), child = UIView(), grandchild = UIView()
        grandchild.tag = 7
        root.addSubview(child)
        child.addSubview(grandchild)
        XCTAssertTrue(root.viewWithTag(7) === grandchild)
        XCTAssertNil(root.viewWithTag(8))
    }

    func test_convert_betweenSiblingBranchesAndScreen() async {
        let a = place(UIView(), frame: CGRect(x: 10, y: 20, width: 100, height: 100))
        let b = place(UIView(), frame: CGRect(x: 200, y: 300, width: 100, height: 100))
        let inner = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        a.addSubview(inner)
        XCTAssertEqual(inner.convert(CGPoint.zero, to: b), CGPoint(x: -185, y: -275))
        XCTAssertEqual(inner.convert(CGPoint.zero, to: nil), CGPoint(x: 15, y: 25))
        XCTAssertEqual(b.convert(CGPoint(x: 15, y: 25), from: nil), CGPoint(x: -185, y: -275))
    }

    func test_convert_honoursBoundsOrigin() async {
        let scroller = place(UIView(), frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        let content = UIView(frame: CGRect(x: 0, y: 300, width: 100, height: 20))
        scroller.addSubview(content)
        scroller.bounds.origin.y = 250
        XCTAssertEqual(content.convert(CGPoint.zero, to: nil), CGPoint(x: 0, y: 150))
    }

    func test_frame_rejectsNonFiniteValues() async {
        let view = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        view.frame = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)
        XCTAssertEqual(view.frame, CGRect(x: 1, y: 2, width: 3, height: 4))
        XCTAssertEqual(expectRuntimeIssues(count: 1).count, 1)
    }

    func test_frame_withTransformIsBoundingBox() async {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        XCTAssertEqual(view.frame, CGRect(x: -50, y: -25, width: 200, height: 100))
        XCTAssertEqual(view.bounds.size, CGSize(width: 100, height: 50))
    }
}

@MainActor
final class ViewLifetimeTests: HeadlessTestCase {
    func test_subviewOutlivingItsSuperview_hasNoSuperview() async {
        let child = UIView()
        weak var weakParent: UIView?
        do {
            let parent = UIView()
            parent.addSubview(child)
            weakParent = parent
            XCTAssertTrue(child.superview === parent)
        }
        XCTAssertNil(weakParent, "the superview was freed")
        XCTAssertNil(child.superview, "a freed superview clears its subviews' back pointers")
        XCTAssertNil(child.window)
        let adopter = place(UIView(), frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        adopter.addSubview(child)
        XCTAssertTrue(child.window === window, "the orphan can join another hierarchy")
    }

    func test_superviewDoesNotKeepItsSubviewsAliveAfterRemoval() async {
        let parent = place(UIView(), frame: .zero)
        weak var weakChild: UIView?
        do {
            let child = UIView()
            parent.addSubview(child)
            weakChild = child
            child.removeFromSuperview()
        }
        XCTAssertNil(weakChild)
        XCTAssertTrue(parent.subviews.isEmpty)
    }
}
