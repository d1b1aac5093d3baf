import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class CATransform3DTests: HeadlessTestCase {
    func test_makeScaleAndRotation_haveTheirAffineParts() async {
        XCTAssertEqual(CATransform3DGetAffineTransform(CATransform3DMakeScale(2, 3, 1)), CGAffineTransform(scaleX: 2, y: 3))
        let turn = CATransform3DGetAffineTransform(CATransform3DMakeRotation(.pi / 2, 0, 0, 1))
        let expected = CGAffineTransform(rotationAngle: .pi / 2)
        XCTAssertEqual(turn.b, expected.b, accuracy: 1e-9)
        XCTAssertEqual(turn.c, expected.c, accuracy: 1e-9)
        XCTAssertTrue(CATransform3DIsIdentity(CATransform3DIdentity))
        XCTAssertTrue(CATransform3DIsAffine(CATransform3DMakeTranslation(4, 5, 0)))
        XCTAssertFalse(CATransform3DIsAffine(CATransform3DMakeRotation(.pi / 4, 0, 1, 0)))
    }

    func test_concat_appliesTheFirstThenTheSecond() async {
        let t = CATransform3DConcat(CATransform3DMakeScale(2, 2, 1), CATransform3DMakeTranslation(10, 0, 0))
        let point = CGPoint(x: 1, y: 1).applying(CATransform3DGetAffineTransform(t))
        XCTAssertEqual(point, CGPoint(x: 12, y: 2), "scaled, then moved")
    }

    func test_layerTransform_setsTheViewsTransform() async {
        let view = place(UIView(), frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.layer.transform = CATransform3DMakeScale(2, 2, 1)
        XCTAssertEqual(view.transform, CGAffineTransform(scaleX: 2, y: 2))
        XCTAssertEqual(view.frame, CGRect(x: -5, y: -5, width: 20, height: 20))
    }
}
