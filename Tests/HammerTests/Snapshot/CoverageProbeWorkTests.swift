@testable import Hammer
import HeadlessUITestSupport
import XCTest

/// Deriving covering and hit-test facts for every child of one large container must cost work
/// linear in the children: each child's tests may not look at every sibling. Work is counted (the
/// subviews the probe looks at), not timed; timing is `kass-bench snapshot`.
@MainActor
final class CoverageProbeWorkTests: HeadlessTestCase {
    /// The subviews looked at to derive covering and hittability of each of `count` labels laid out
    /// in a grid inside one container.
    private func work(labels count: Int) -> Int {
        for subview in window.subviews { subview.removeFromSuperview() }
        let container = UIView(frame: CGRect(x: 0, y: 40, width: 390, height: 800))
        window.addSubview(container)
        let columns = 20
        let rows = (count + columns - 1) / columns
        let height = 800 / CGFloat(rows)
        var labels: [UILabel] = []
        for index in 0..<count {
            let label = UILabel(
                frame: CGRect(x: CGFloat(index % columns) * 19.5, y: CGFloat(index / columns) * height, width: 19.5, height: height)
            )
            label.text = "\(index)"
            container.addSubview(label)
            labels.append(label)
        }
        let cache = ViewChainFactsCache(screenBounds: app.screen.bounds)
        let probe = CoverageProbe(windows: [window], cache: cache)
        for label in labels {
            let frame = label.convert(label.bounds, to: nil)
            let point = CGPoint(x: frame.midX, y: frame.midY)
            XCTAssertNil(probe.coveringView(of: label, visibleFrame: frame, at: point))
            XCTAssertTrue(probe.hitTest(at: point) === container, "a label takes no touches: the touch falls to its container")
        }
        return probe.subviewsAsked
    }

    func test_probe_looksAtAFewSiblingsPerChildOfALargeContainer() async {
        let small = work(labels: 200)
        let large = work(labels: 800)
        XCTAssertGreaterThan(small, 0)
        // Linear: four times the children, about four times the work (not sixteen).
        XCTAssertLessThanOrEqual(large, 5 * small, "work for 200 children: \(small), for 800: \(large)")
        XCTAssertLessThanOrEqual(
            large, 16 * 800, "a handful of subviews per child (and a few scans before a grid is built), not its siblings"
        )
    }
}
