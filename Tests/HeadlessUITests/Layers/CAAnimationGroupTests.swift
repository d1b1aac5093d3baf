import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class CAAnimationGroupTests: HeadlessTestCase {
    private func placedLayer() -> CALayer {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        window.layer.addSublayer(layer)
        return layer
    }

    private func group(holding: Bool) -> CAAnimationGroup {
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.duration = 1
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0
        move.toValue = 100
        move.beginTime = 0.5
        move.duration = 1
        let group = CAAnimationGroup()
        group.animations = [fade, move]
        group.duration = 1
        if holding {
            group.fillMode = .forwards
            group.isRemovedOnCompletion = false
        }
        return group
    }

    func test_group_runsItsChildrenInGroupTime() async {
        let layer = placedLayer()
        layer.add(group(holding: false), forKey: "group")
        wait(0.25)
        XCTAssertEqual(layer.presentation()?.opacity ?? -1, 0.25, accuracy: 0.02)
        XCTAssertEqual(layer.presentation()?.position.x ?? -1, 5, accuracy: 0.01, "the delayed child has not begun: the model shows")
        wait(0.5)
        XCTAssertEqual(layer.presentation()?.opacity ?? -1, 0.75, accuracy: 0.02)
        XCTAssertEqual(layer.presentation()?.position.x ?? -1, 25, accuracy: 2, "the delayed child a quarter through")
        wait(0.4)
        XCTAssertNil(layer.animation(forKey: "group"), "removed when the group's duration ends")
        XCTAssertEqual(layer.presentation()?.opacity ?? -1, 1, accuracy: 0.001)
        XCTAssertEqual(layer.presentation()?.position.x ?? -1, 5, accuracy: 0.01)
    }

    func test_groupFillForwards_holdsTheChildrenWhereTheGroupEnded() async {
        let layer = placedLayer()
        layer.add(group(holding: true), forKey: "group")
        wait(1.5)
        XCTAssertEqual(layer.presentation()?.opacity ?? -1, 1, accuracy: 0.02)
        XCTAssertEqual(layer.presentation()?.position.x ?? -1, 50, accuracy: 2, "the delayed child is cut off half way")
        XCTAssertTrue(app.idleReport(horizon: 0).isIdle, "a finished group keeps no work")
    }

    func test_groupChildWithAnUnanimatableKeyPath_isReported() async {
        let layer = placedLayer()
        let odd = CABasicAnimation(keyPath: "contentsRect")
        let group = CAAnimationGroup()
        group.animations = [odd]
        layer.add(group, forKey: nil)
        let issues = expectRuntimeIssues(count: 1)
        XCTAssertTrue("\(issues[0])".contains("contentsRect"), "\(issues[0])")
    }
}
