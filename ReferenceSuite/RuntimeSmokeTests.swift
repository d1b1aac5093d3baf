import HeadlessUI
import HeadlessUITestSupport
import XCTest

/// Placeholder until ChaosBank and the reference suite land (issue 7): proves the reference-suite
/// target builds against HeadlessUI and drives a real window.
@MainActor
final class RuntimeSmokeTests: HeadlessTestCase {
    func test_runtime_deliversATapToAView() async {
        let view = place(RecordingView(), frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        fingers.tap(CGPoint(x: 50, y: 50))
        XCTAssertEqual(view.log, ["began 1", "ended 1"])
    }
}
