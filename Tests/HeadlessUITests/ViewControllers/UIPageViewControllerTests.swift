import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class UIPageViewControllerTests: HeadlessTestCase {
    private final class Pages: UIPageViewControllerDataSource, UIPageViewControllerDelegate {
        let pages: [UIViewController]
        var log: [String] = []

        init(count: Int) {
            pages = (0..<count).map { index in
                let page = UIViewController()
                page.title = "page \(index)"
                return page
            }
        }

        func name(_ controller: UIViewController?) -> String { controller?.title ?? "nil" }

        func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController)
            -> UIViewController? {
            guard let index = pages.firstIndex(where: { $0 === viewController }), index > 0 else { return nil }
            return pages[index - 1]
        }

        func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController)
            -> UIViewController? {
            guard let index = pages.firstIndex(where: { $0 === viewController }), index + 1 < pages.count else { return nil }
            return pages[index + 1]
        }

        func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]) {
            log.append("will \(pendingViewControllers.map(name))")
        }

        func pageViewController(
            _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
            previousViewControllers: [UIViewController], transitionCompleted completed: Bool
        ) {
            log.append("did \(previousViewControllers.map(name)) completed=\(completed)")
        }
    }

    private func makePages(
        count: Int = 3, orientation: UIPageViewController.NavigationOrientation = .horizontal
    ) -> (UIPageViewController, Pages) {
        let source = Pages(count: count)
        let controller = UIPageViewController(transitionStyle: .scroll, navigationOrientation: orientation, options: nil)
        controller.dataSource = source
        controller.delegate = source
        controller.setViewControllers([source.pages[0]], direction: .forward, animated: false, completion: nil)
        window.rootViewController = controller
        app.runLoop.runFrames(2)
        return (controller, source)
    }

    private var middle: CGPoint { CGPoint(x: window.bounds.midX, y: window.bounds.midY) }

    func test_setViewControllers_showsThePageAndLoadsNeighbours() async {
        let (controller, source) = makePages()
        XCTAssertTrue(controller.viewControllers?.first === source.pages[0])
        XCTAssertTrue(source.pages[0].parent === controller)
        XCTAssertEqual(source.pages[0].view.convert(CGPoint.zero, to: nil), .zero, "the page fills the screen")
        XCTAssertTrue(source.pages[1].isViewLoaded, "the next page is ready for a swipe")
    }

    func test_swipeLeft_turnsToTheNextPage() async {
        let (controller, source) = makePages()
        fingers.drag(from: CGPoint(x: 350, y: middle.y), to: CGPoint(x: 80, y: middle.y), steps: 8)
        wait(1)
        XCTAssertTrue(controller.viewControllers?.first === source.pages[1])
        XCTAssertEqual(source.log, ["will [\"page 1\"]", "did [\"page 0\"] completed=true"])
        XCTAssertEqual(source.pages[1].view.convert(CGPoint.zero, to: nil).x, 0, accuracy: 0.5)
        XCTAssertTrue(source.pages[2].parent === controller, "the page after it is loaded now")
    }

    /// A 40 pt drag to the left, held still before lifting (no fling).
    private func shortSlowDrag() {
        fingers.down(CGPoint(x: 300, y: middle.y))
        for x in stride(from: 290, through: 260, by: -10) {
            app.runLoop.runFrames(1)
            fingers.move(CGPoint(x: CGFloat(x), y: middle.y))
        }
        wait(0.3)
        fingers.up(CGPoint(x: 260, y: middle.y))
        wait(1)
    }

    func test_shortDragBack_staysAndReportsAnIncompleteTransition() async {
        let (controller, source) = makePages()
        shortSlowDrag()
        XCTAssertTrue(controller.viewControllers?.first === source.pages[0])
        XCTAssertEqual(source.log, ["will [\"page 1\"]", "did [\"page 0\"] completed=false"])
    }

    func test_swipeRightOnTheFirstPage_goesNowhere() async {
        let (controller, source) = makePages()
        fingers.drag(from: CGPoint(x: 50, y: middle.y), to: CGPoint(x: 350, y: middle.y), steps: 8)
        wait(1)
        XCTAssertTrue(controller.viewControllers?.first === source.pages[0])
        XCTAssertEqual(source.log, [], "no page before the first")
    }

    func test_verticalOrientation_turnsWithAnUpwardSwipe() async {
        let (controller, source) = makePages(orientation: .vertical)
        fingers.drag(from: CGPoint(x: middle.x, y: 700), to: CGPoint(x: middle.x, y: 150), steps: 8)
        wait(1)
        XCTAssertTrue(controller.viewControllers?.first === source.pages[1])
    }

    func test_animatedSetViewControllers_slidesOnTheClockThenCompletes() async {
        let (controller, source) = makePages()
        var completed: Bool?
        controller.setViewControllers([source.pages[2]], direction: .forward, animated: true) { completed = $0 }
        XCTAssertNil(completed, "the slide takes time")
        wait(1)
        XCTAssertEqual(completed, true)
        XCTAssertTrue(controller.viewControllers?.first === source.pages[2])
        XCTAssertEqual(source.log, [], "programmatic changes do not call the delegate")
        XCTAssertTrue(source.pages[1].parent === controller, "neighbours of the new page")
        XCTAssertNil(source.pages[0].parent)
    }

    func test_setViewControllers_withTwoPagesIsReported() async {
        let (controller, source) = makePages()
        controller.setViewControllers(Array(source.pages.prefix(2)), direction: .forward, animated: false)
        let issues = expectRuntimeIssues(count: 1)
        XCTAssertTrue(issues[0].description.contains("does not match the number required (1)"), "\(issues)")
        XCTAssertTrue(controller.viewControllers?.first === source.pages[0])
    }
}
