import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class CAPropertyAnimationAccumulationTests: HeadlessTestCase {
    private func placedLayer() -> CALayer {
        let layer = CALayer()
        layer.frame = CGRect(x: 50, y: 0, width: 10, height: 10)
        window.layer.addSublayer(layer)
        return layer
    }

    func test_additiveKeyframes_shakeAroundTheModelPosition() async {
        let layer = placedLayer()
        let shake = CAKeyframeAnimation(keyPath: "position.x")
        shake.values = [0, 10, -10, 0]
        shake.keyTimes = [0, 0.25, 0.75, 1]
        shake.duration = 1
        shake.isAdditive = true
        layer.add(shake, forKey: "shake")
        wait(0.25)
        XCTAssertEqual(layer.presentation()?.position.x ?? 0, 65, accuracy: 0.5, "model 55 plus 10")
        wait(0.5)
        XCTAssertEqual(layer.presentation()?.position.x ?? 0, 45, accuracy: 0.5, "model 55 minus 10")
        XCTAssertEqual(layer.position.x, 55, "the model does not move")
        XCTAssertTrue((layer.animation(forKey: "shake") as? CAPropertyAnimation)?.isAdditive ?? false, "the added copy keeps the flag")
    }

    func test_nonAdditiveKeyframes_useTheValuesAsTheyAre() async {
        let layer = placedLayer()
        let move = CAKeyframeAnimation(keyPath: "position.x")
        move.values = [0, 10]
        move.duration = 1
        layer.add(move, forKey: nil)
        wait(0.5)
        XCTAssertEqual(layer.presentation()?.position.x ?? 0, 5, accuracy: 0.5)
    }

    func test_cumulativeRepeats_continueFromTheLastEnd() async {
        let layer = placedLayer()
        let grow = CABasicAnimation(keyPath: "opacity")
        grow.fromValue = 0
        grow.toValue = 0.25
        grow.duration = 1
        grow.repeatCount = 3
        grow.isCumulative = true
        grow.fillMode = .forwards
        grow.isRemovedOnCompletion = false
        layer.add(grow, forKey: nil)
        wait(0.5)
        XCTAssertEqual(layer.presentation()?.opacity ?? -1, 0.125, accuracy: 0.02)
        wait(1)
        XCTAssertEqual(layer.presentation()?.opacity ?? -1, 0.375, accuracy: 0.02, "second cycle starts at 0.25")
        wait(1)
        XCTAssertEqual(layer.presentation()?.opacity ?? -1, 0.625, accuracy: 0.02, "third cycle starts at 0.5")
        wait(1)
        XCTAssertEqual(layer.presentation()?.opacity ?? -1, 0.75, accuracy: 0.02, "holds the accumulated end")
    }
}
