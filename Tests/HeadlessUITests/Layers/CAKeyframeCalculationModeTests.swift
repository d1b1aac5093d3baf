import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class CAKeyframeCalculationModeTests: HeadlessTestCase {
    private func addKeyframes(_ configure: (CAKeyframeAnimation) -> Void) -> CALayer {
        let layer = CALayer()
        window.layer.addSublayer(layer)
        let animation = CAKeyframeAnimation(keyPath: "position.x")
        animation.values = [0, 100, 50]
        animation.duration = 1
        configure(animation)
        layer.add(animation, forKey: "frames")
        return layer
    }

    func test_calculationMode_defaultsToLinear() async {
        XCTAssertEqual(CAKeyframeAnimation().calculationMode, .linear)
        XCTAssertEqual(CAAnimationCalculationMode.discrete.rawValue, "discrete")
    }

    func test_discrete_holdsEachValueUntilTheNextEvenStep() async {
        let layer = addKeyframes { $0.calculationMode = .discrete }
        wait(0.2)
        XCTAssertEqual(layer.presentation()?.position.x ?? -1, 0, accuracy: 0.001)
        wait(0.2)
        XCTAssertEqual(layer.presentation()?.position.x ?? -1, 100, accuracy: 0.001, "0.4 s: second third")
        wait(0.3)
        XCTAssertEqual(layer.presentation()?.position.x ?? -1, 50, accuracy: 0.001, "0.7 s: last third")
    }

    func test_discrete_usesKeyTimesWithOneMoreEntryThanValues() async {
        let layer = addKeyframes {
            $0.calculationMode = .discrete
            $0.keyTimes = [0, 0.1, 0.9, 1]
        }
        wait(0.05)
        XCTAssertEqual(layer.presentation()?.position.x ?? -1, 0, accuracy: 0.001)
        wait(0.1)
        XCTAssertEqual(layer.presentation()?.position.x ?? -1, 100, accuracy: 0.001)
        wait(0.8)
        XCTAssertEqual(layer.presentation()?.position.x ?? -1, 50, accuracy: 0.001)
    }

    func test_linear_interpolatesBetweenTheSameValues() async {
        let layer = addKeyframes { $0.calculationMode = .linear }
        wait(0.25)
        XCTAssertEqual(layer.presentation()?.position.x ?? -1, 50, accuracy: 2)
    }

    func test_cubic_isReportedAndInterpolatesLinearly() async {
        let layer = addKeyframes { $0.calculationMode = .cubic }
        let issues = expectRuntimeIssues(count: 1)
        XCTAssertTrue("\(issues)".contains("calculationMode"), "\(issues)")
        wait(0.25)
        XCTAssertEqual(layer.presentation()?.position.x ?? -1, 50, accuracy: 2)
    }
}
