import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class UIActivityIndicatorViewTests: HeadlessTestCase {
    func test_activityIndicator_newIndicatorIsStoppedAndHidden() async {
        let spinner = UIActivityIndicatorView(style: .medium)
        XCTAssertFalse(spinner.isAnimating)
        XCTAssertTrue(spinner.hidesWhenStopped)
        XCTAssertTrue(spinner.isHidden)
    }

    func test_activityIndicator_startShowsAndStopHides() async {
        let spinner = place(UIActivityIndicatorView(style: .medium), frame: CGRect(x: 100, y: 100, width: 20, height: 20))
        spinner.startAnimating()
        XCTAssertTrue(spinner.isAnimating)
        XCTAssertFalse(spinner.isHidden)
        spinner.stopAnimating()
        XCTAssertFalse(spinner.isAnimating)
        XCTAssertTrue(spinner.isHidden)
    }

    func test_activityIndicator_withoutHidesWhenStoppedStaysVisible() async {
        let spinner = UIActivityIndicatorView(style: .large)
        spinner.hidesWhenStopped = false
        XCTAssertFalse(spinner.isHidden)
        spinner.startAnimating()
        spinner.stopAnimating()
        XCTAssertFalse(spinner.isHidden)
    }

    func test_activityIndicator_sizesFollowTheStyle() async {
        XCTAssertEqual(UIActivityIndicatorView(style: .medium).frame.size, CGSize(width: 20, height: 20))
        XCTAssertEqual(UIActivityIndicatorView(style: .large).intrinsicContentSize, CGSize(width: 37, height: 37))
        let spinner = UIActivityIndicatorView(frame: .zero)
        XCTAssertEqual(spinner.style, .medium)
        spinner.style = .large
        XCTAssertEqual(spinner.intrinsicContentSize, CGSize(width: 37, height: 37))
    }

    func test_activityIndicator_spinStepAdvancesOnTheClock() async {
        let spinner = place(UIActivityIndicatorView(style: .medium), frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        spinner.startAnimating()
        XCTAssertEqual(spinner.currentAnimationStep, 0)
        wait(0.26)
        XCTAssertEqual(spinner.currentAnimationStep, 2)
        wait(1)
        XCTAssertEqual(spinner.currentAnimationStep, 2)
    }

    func test_activityIndicator_runningSpinnerDoesNotKeepTheAppBusy() async {
        let spinner = place(UIActivityIndicatorView(style: .medium), frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        spinner.startAnimating()
        await app.runLoop.runFrames(2)
        XCTAssertTrue(app.idleReport().isIdle, "\(app.idleReport())")
    }

    func test_activityIndicator_accessibilityWhileAnimating() async {
        let spinner = place(UIActivityIndicatorView(style: .medium), frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        spinner.startAnimating()
        XCTAssertTrue(spinner.isAccessibilityElement)
        XCTAssertEqual(spinner.accessibilityLabel, "In progress")
        XCTAssertEqual(spinner.accessibilityTraits, .updatesFrequently)
        XCTAssertTrue(AccessibilityTree.elements(in: window).contains { $0 === spinner })
    }

    func test_activityIndicator_stoppedSpinnerIsHiddenFromAccessibility() async {
        let spinner = place(UIActivityIndicatorView(style: .medium), frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        spinner.startAnimating()
        spinner.stopAnimating()
        XCTAssertEqual(spinner.accessibilityLabel, "Progress halted")
        XCTAssertFalse(AccessibilityTree.elements(in: window).contains { $0 === spinner })
    }

    func test_activityIndicator_colourDefaultsPerStyleAndCanBeSet() async {
        let spinner = UIActivityIndicatorView(style: .medium)
        XCTAssertEqual(spinner.color, .gray)
        spinner.color = .systemRed
        XCTAssertEqual(spinner.color, .systemRed)
        spinner.color = nil
        XCTAssertEqual(spinner.color, .gray)
    }
}
