import Foundation
@testable import Kass
import XCTest

/// An action returns once the scrolling its input started has come to rest: a drag that pulls a list
/// past its edge returns after the bounce back, a swipe that flings it after the deceleration. An
/// assertion right after it (and the step's report) sees where the app keeps the content, not a
/// moment that does not last.
@MainActor
final class KassScrollSettleTests: KassDSLTestCase {
    /// Reads the scroll view's offset when each step finishes (what a report of the step shows).
    @MainActor
    final class OffsetAtStepEnd: KassReporter {
        weak var scrollView: UIScrollView?
        var offsets: [String: CGPoint] = [:]
        private var names: [KassStepID: String] = [:]

        func handle(_ event: KassEvent) {
            switch event {
            case .stepStarted(let start): names[start.id] = start.name
            case .stepFinished(let end): if let scrollView, let name = names[end.id] { offsets[name] = scrollView.contentOffset }
            default: break
            }
        }
    }

    /// Never lets the content rest: each time it stops, it is sent off again.
    @MainActor
    final class RestlessDelegate: UIScrollViewDelegate {
        func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { restart(scrollView) }
        func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { restart(scrollView) }
        private func restart(_ scrollView: UIScrollView) {
            scrollView.setContentOffset(CGPoint(x: 0, y: scrollView.contentOffset.y > 100 ? 0 : 200), animated: true)
        }
    }

    private var scrollView: UIScrollView!
    private let reporter = OffsetAtStepEnd()

    /// A 393 × 600 scroll view of `contentSize` near the top of the screen, with `inset`; the session
    /// also reports to ``reporter``.
    private func startList(contentSize: CGSize = CGSize(width: 393, height: 3000), inset: UIEdgeInsets = .zero) {
        var made: UIScrollView?
        let app = ClosureApp.app("List") { root, _ in
            let list = UIScrollView(frame: CGRect(x: 0, y: 120, width: 393, height: 600))
            list.accessibilityIdentifier = "list"
            list.contentSize = contentSize
            list.contentInset = inset
            root.view.addSubview(list)
            makeButton("toEnd", title: "To the end", frame: CGRect(x: 20, y: 740, width: 200, height: 44), in: root.view) {
                list.setContentOffset(CGPoint(x: 0, y: list.contentSize.height - list.bounds.height), animated: true)
            }
            made = list
        }
        capture = KassFailureCapture()
        events = KassEventLog()
        var config = KassConfig()
        config.writesFailureArtifacts = false
        session = KassSession(
            app: app, config: config, test: KassTestInfo(suite: "\(Swift.type(of: self))", name: name),
            recorder: capture, reporters: [events, reporter]
        )
        session.launch()
        scrollView = made
        reporter.scrollView = made
    }

    func test_dragBy_pastTheTop_returnsWithTheContentBackAtRest() async {
        startList()
        screen().element("list").drag(by: CGVector(dx: 0, dy: 200))
        XCTAssertEqual(capture.messages, [])
        XCTAssertEqual(scrollView.contentOffset, .zero, "the list is still pulled down past its top")
        XCTAssertFalse(scrollView.isDecelerating)
    }

    func test_dragBy_sidewaysPastALeftInset_returnsWithTheContentOnTheInset() async {
        // As wide as the view plus a 1 pt left inset: the list scrolls sideways by that point.
        startList(contentSize: CGSize(width: 393, height: 600), inset: UIEdgeInsets(top: 0, left: 1, bottom: 0, right: 0))
        screen().element("list").drag(by: CGVector(dx: 150, dy: 0))
        XCTAssertEqual(capture.messages, [])
        XCTAssertEqual(scrollView.contentOffset, CGPoint(x: -1, y: 0), "the list is still pulled sideways past its edge")
    }

    func test_swipe_returnsWithTheFlingsDecelerationFinished() async {
        startList(contentSize: CGSize(width: 393, height: 20_000))
        screen().element("list").swipe(.up)
        XCTAssertEqual(capture.messages, [])
        XCTAssertFalse(scrollView.isDecelerating, "the fling is still decelerating")
        let rest = scrollView.contentOffset
        XCTAssertGreaterThan(rest.y, 100, "the swipe scrolled the list")
        await session.application?.runLoop.runFrames(60)
        XCTAssertEqual(scrollView.contentOffset, rest, "the list moved on after the swipe returned")
    }

    func test_tap_thatAnimatesAnOffsetChange_returnsOnceTheAnimationEnded() async {
        startList()
        screen().button("toEnd").tap()
        XCTAssertEqual(capture.messages, [])
        XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 0, y: 2400), "the list is still on its way to the end")
    }

    func test_dragBy_theStepsReportShowsTheSettledMoment() async {
        startList()
        screen().element("list").drag(by: CGVector(dx: 0, dy: 200))
        let offset = reporter.offsets.first { $0.key.hasPrefix("drag(by:") }?.value
        XCTAssertEqual(offset, .zero, "\(reporter.offsets)")
    }

    func test_dragBy_onAScrollViewThatNeverComesToRest_failsWithinTheBudget() async {
        startList()
        let delegate = RestlessDelegate()
        scrollView.delegate = delegate
        let start = session.appTime
        screen().element("list").within(timeout: 2).drag(by: CGVector(dx: 0, dy: 200))
        XCTAssertLessThanOrEqual(session.appTime - start, 2.1, "the settle stayed within the action's budget")
        XCTAssertEqual(summaries.count, 1)
        let summary = summaries.first ?? ""
        let expected = "Kass: element \"list\" — drag(by: 0.0, 200.0) failed: the scrolling it started did not come to rest: "
        XCTAssertTrue(summary.hasPrefix(expected + "UIScrollView 'list': "), summary)
        XCTAssertTrue(summary.hasSuffix(" after the input"), summary)
        XCTAssertTrue(capture.messages.first?.contains("does a delegate method") ?? false, capture.messages.first ?? "")
    }
}
