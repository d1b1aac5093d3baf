import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class UIPageControlTests: HeadlessTestCase {
    private var pages: UIPageControl!
    private var recorder: ControlEventRecorder!
    /// Frame (50, 300, 200, 37): the halves split at x = 150.
    private let leadingHalf = CGPoint(x: 80, y: 318)
    private let trailingHalf = CGPoint(x: 220, y: 318)

    override func setUp() async throws {
        try await super.setUp()
        pages = place(UIPageControl(), frame: CGRect(x: 50, y: 300, width: 200, height: 37))
        pages.numberOfPages = 5
        pages.currentPage = 2
        recorder = ControlEventRecorder(pages, only: [.valueChanged, .touchUpInside])
    }

    func test_pageControl_tapOnTheTrailingHalfGoesForward() async {
        fingers.tap(trailingHalf)
        XCTAssertEqual(pages.currentPage, 3)
        XCTAssertEqual(recorder.events, ["valueChanged", "touchUpInside"])
    }

    func test_pageControl_tapOnTheLeadingHalfGoesBack() async {
        fingers.tap(leadingHalf)
        XCTAssertEqual(pages.currentPage, 1)
        XCTAssertEqual(recorder.events, ["valueChanged", "touchUpInside"])
    }

    func test_pageControl_tapPastTheLastPageChangesNothing() async {
        pages.currentPage = 4
        fingers.tap(trailingHalf)
        XCTAssertEqual(pages.currentPage, 4)
        XCTAssertEqual(recorder.events, ["touchUpInside"])
    }

    func test_pageControl_withTwoPagesAnyTapSwitchesPage() async {
        pages.numberOfPages = 2
        pages.currentPage = 1
        fingers.tap(trailingHalf)
        XCTAssertEqual(pages.currentPage, 0)
    }

    func test_pageControl_settingCurrentPageSendsNoEvent() async {
        pages.currentPage = 0
        XCTAssertTrue(recorder.events.isEmpty)
    }

    func test_pageControl_disabledControlIgnoresTaps() async {
        pages.isEnabled = false
        fingers.tap(trailingHalf)
        XCTAssertEqual(pages.currentPage, 2)
        XCTAssertTrue(recorder.events.isEmpty)
    }

    func test_pageControl_outOfRangeCurrentPageIsReportedAndClamped() async {
        pages.currentPage = 9
        expectRuntimeIssues(count: 1)
        XCTAssertEqual(pages.currentPage, 4)
        pages.currentPage = -1
        expectRuntimeIssues(count: 1)
        XCTAssertEqual(pages.currentPage, 0)
    }

    func test_pageControl_negativePageCountIsReportedAndTreatedAsZero() async {
        pages.numberOfPages = -3
        expectRuntimeIssues(count: 1)
        XCTAssertEqual(pages.numberOfPages, 0)
        XCTAssertEqual(pages.currentPage, 0)
    }

    func test_pageControl_fewerPagesMovesTheCurrentPageToTheLast() async {
        pages.currentPage = 4
        pages.numberOfPages = 3
        XCTAssertEqual(pages.currentPage, 2)
    }

    func test_pageControl_hidesForSinglePage() async {
        pages.hidesForSinglePage = true
        XCTAssertFalse(pages.isHidden)
        pages.numberOfPages = 1
        XCTAssertTrue(pages.isHidden)
        XCTAssertEqual(pages.intrinsicContentSize, .zero)
        pages.numberOfPages = 3
        XCTAssertFalse(pages.isHidden)
    }

    func test_pageControl_sizes() async {
        XCTAssertEqual(pages.size(forNumberOfPages: 5), CGSize(width: 71, height: 37))
        XCTAssertEqual(pages.size(forNumberOfPages: 1), CGSize(width: 7, height: 37))
        XCTAssertEqual(pages.intrinsicContentSize, CGSize(width: 71, height: 37))
        XCTAssertEqual(pages.indicatorFrame(forPage: 0), CGRect(x: 64.5, y: 15, width: 7, height: 7))
        XCTAssertNil(pages.indicatorFrame(forPage: 5))
    }

    func test_pageControl_accessibilityValueNamesThePage() async {
        XCTAssertTrue(pages.isAccessibilityElement)
        XCTAssertEqual(pages.accessibilityValue, "page 3 of 5")
        XCTAssertTrue(pages.accessibilityTraits.contains(.adjustable))
    }

    func test_pageControl_accessibilityIncrementAndDecrementMoveOnePage() async {
        pages.accessibilityIncrement()
        XCTAssertEqual(pages.accessibilityValue, "page 4 of 5")
        pages.accessibilityDecrement()
        pages.accessibilityDecrement()
        XCTAssertEqual(pages.currentPage, 1)
        XCTAssertEqual(recorder.events, ["valueChanged", "valueChanged", "valueChanged"])
    }
}

@MainActor
final class UIPageControlRightToLeftTests: HeadlessTestCase {
    override var launchArguments: [String] { [LaunchConfiguration.forceRightToLeftArgument, "YES"] }

    func test_pageControl_rightToLeftTapOnTheLeftHalfGoesForward() async {
        let pages = place(UIPageControl(), frame: CGRect(x: 50, y: 300, width: 200, height: 37))
        pages.numberOfPages = 5
        pages.currentPage = 2
        fingers.tap(CGPoint(x: 80, y: 318))
        XCTAssertEqual(pages.currentPage, 3)
        XCTAssertEqual(pages.indicatorFrame(forPage: 0)?.minX, 128.5)
    }
}
