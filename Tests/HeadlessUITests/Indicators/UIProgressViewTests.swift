import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class UIProgressViewTests: HeadlessTestCase {
    private var bar: UIProgressView!

    override func setUp() async throws {
        try await super.setUp()
        bar = place(UIProgressView(progressViewStyle: .default), frame: CGRect(x: 20, y: 300, width: 200, height: 4))
    }

    func test_progressView_defaults() async {
        XCTAssertEqual(bar.progress, 0)
        XCTAssertEqual(UIProgressView(progressViewStyle: .default).frame.size, CGSize(width: 160, height: 4))
        XCTAssertEqual(bar.intrinsicContentSize, CGSize(width: UIView.noIntrinsicMetric, height: 4))
        XCTAssertEqual(bar.effectiveProgressTintColor, .systemBlue)
    }

    func test_progressView_barStyleIsThinnerOnAClearTrack() async {
        bar.progressViewStyle = .bar
        XCTAssertEqual(bar.intrinsicContentSize.height, UIProgressView.barStyleHeight)
        XCTAssertEqual(bar.effectiveTrackTintColor, .clear)
    }

    func test_progressView_clampsToZeroThroughOne() async {
        bar.progress = 1.7
        XCTAssertEqual(bar.progress, 1)
        bar.progress = -0.3
        XCTAssertEqual(bar.progress, 0)
    }

    func test_progressView_nanIsReportedAndIgnored() async {
        bar.progress = 0.4
        bar.progress = .nan
        expectRuntimeIssues(count: 1)
        XCTAssertEqual(bar.progress, 0.4)
    }

    func test_progressView_unanimatedChangeShowsAtOnce() async {
        bar.setProgress(0.6, animated: false)
        XCTAssertEqual(bar.presentedProgress, 0.6, accuracy: 0.0001)
    }

    func test_progressView_animatedChangeMovesLinearlyOnTheClock() async {
        bar.setProgress(0.5, animated: true)
        XCTAssertEqual(bar.progress, 0.5, "the model value changes at once")
        var timeline: [Float] = [bar.presentedProgress]
        wait(0.25); timeline.append(bar.presentedProgress)
        wait(0.3); timeline.append(bar.presentedProgress)
        XCTAssertEqual(timeline[0], 0, accuracy: 0.001)
        XCTAssertEqual(timeline[1], 0.25, accuracy: 0.01)
        XCTAssertEqual(timeline[2], 0.5, accuracy: 0.001)
    }

    func test_progressView_animatedChangeCountsAsBusyUntilItEnds() async {
        bar.setProgress(1, animated: true)
        XCTAssertGreaterThan(app.idleReport().runningAnimations, 0)
        wait(0.95)
        XCTAssertGreaterThan(app.idleReport().runningAnimations, 0)
        wait(0.1)
        XCTAssertEqual(app.idleReport().runningAnimations, 0)
    }

    func test_progressView_animationStartsFromTheBarOnScreen() async {
        bar.setProgress(1, animated: true)
        wait(0.5)
        bar.setProgress(0, animated: true)
        XCTAssertEqual(bar.presentedProgress, 0.5, accuracy: 0.02, "starts from the half-filled bar on screen")
        wait(0.25)
        // The duration is the change of the model value (1 → 0: one second), as in UIKit: the bar moves
        // its remaining 0.5 over 1 s, so after 0.25 s it shows 0.375.
        XCTAssertEqual(bar.presentedProgress, 0.375, accuracy: 0.02)
    }

    func test_progressView_accessibilityValueIsAPercentage() async {
        bar.progress = 0.5
        XCTAssertTrue(bar.isAccessibilityElement)
        XCTAssertEqual(bar.accessibilityValue, "50%")
        bar.progress = 0.333
        XCTAssertEqual(bar.accessibilityValue, "33%")
        XCTAssertEqual(bar.accessibilityTraits, .updatesFrequently)
    }
}

@MainActor
final class UIProgressViewRightToLeftTests: HeadlessTestCase {
    override var launchArguments: [String] { [LaunchConfiguration.forceRightToLeftArgument, "YES"] }

    func test_progressView_rightToLeftFillsFromTheRight() async {
        let bar = place(UIProgressView(progressViewStyle: .default), frame: CGRect(x: 0, y: 0, width: 200, height: 4))
        bar.progress = 0.25
        let fill = bar.subviews.first
        XCTAssertEqual(fill?.frame, CGRect(x: 150, y: 0, width: 50, height: 4))
    }
}
