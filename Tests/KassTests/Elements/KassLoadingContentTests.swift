import Foundation
import HeadlessUI
@testable import Kass
import XCTest

/// Actions on content that is still loading: a segment or a picker row that appears later is waited
/// for within the budget (a precondition), not reported missing at once.
@MainActor
final class KassLoadingContentTests: KassDSLTestCase {
    /// `segments` gets its three segments `after` seconds (never, when nil).
    private func startSegments(after delay: TimeInterval?) {
        start(ClosureApp.app { root, application in
            let control = UISegmentedControl(items: [])
            control.accessibilityIdentifier = "segments"
            control.frame = CGRect(x: 20, y: 120, width: 300, height: 32)
            root.view.addSubview(control)
            guard let delay else { return }
            application.scheduler.schedule(after: delay, label: "segments load") {
                for (index, title) in ["Stocks", "ETFs", "Crypto"].enumerated() {
                    control.insertSegment(withTitle: title, at: index, animated: false)
                }
            }
        })
    }

    func test_selectSegment_waitsForSegmentsThatAreStillLoading() async {
        startSegments(after: 1.5)
        session.screen(AnyScreen.self).segmentedControl("segments").selectSegment(2)
        XCTAssertEqual(capture.messages, [])
        XCTAssertGreaterThanOrEqual(session.appTime, 1.5)
    }

    func test_selectSegment_failsWithTheReasonWhenTheSegmentNeverComes() async {
        startSegments(after: nil)
        session.screen(AnyScreen.self).segmentedControl("segments").within(timeout: 2).selectSegment(2)
        XCTAssertEqual(
            summaries, ["Kass: segmented control \"segments\" — selectSegment(2) failed: it has 0 segments, so there is no segment 2"]
        )
    }
}
