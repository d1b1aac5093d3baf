import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class GeometryTests: HeadlessTestCase {
    func test_affineTransform_concatenationAppliesLeftThenRight() async {
        let scaleThenMove = CGAffineTransform(scaleX: 2, y: 3).concatenating(CGAffineTransform(translationX: 10, y: 20))
        XCTAssertEqual(CGPoint(x: 1, y: 1).applying(scaleThenMove), CGPoint(x: 12, y: 23))
        let translatedBy = CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 10, y: 20)
        XCTAssertEqual(CGPoint(x: 1, y: 1).applying(translatedBy), CGPoint(x: 22, y: 63))
    }

    func test_affineTransform_inverseUndoesTheTransform() async {
        let transform = CGAffineTransform(rotationAngle: 0.7).scaledBy(x: 2, y: 0.5).translatedBy(x: 5, y: -3)
        let point = CGPoint(x: 13, y: -7).applying(transform).applying(transform.inverted())
        XCTAssertEqual(point.x, 13, accuracy: 1e-9)
        XCTAssertEqual(point.y, -7, accuracy: 1e-9)
        let singular = CGAffineTransform(scaleX: 0, y: 1)
        XCTAssertEqual(singular.inverted(), singular, "a singular transform is returned unchanged, as Core Graphics does")
    }

    func test_rotation_turnsClockwiseOnScreen() async {
        let quarter = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2))
        XCTAssertEqual(quarter.x, 0, accuracy: 1e-9)
        XCTAssertEqual(quarter.y, 1, accuracy: 1e-9, "x axis turns towards +y (down on screen)")
    }

    func test_rectApplying_returnsBoundingBox() async {
        let rect = CGRect(x: 0, y: 0, width: 10, height: 20).applying(CGAffineTransform(rotationAngle: .pi / 2))
        XCTAssertEqual(rect.width, 20, accuracy: 1e-9)
        XCTAssertEqual(rect.height, 10, accuracy: 1e-9)
    }

    func test_edgeInsets_insetRectangles() async {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 100).inset(by: UIEdgeInsets(top: 10, left: 5, bottom: 20, right: 15))
        XCTAssertEqual(rect, CGRect(x: 5, y: 10, width: 80, height: 70))
    }

    func test_color_clampsAndInterpolates() async {
        let color = UIColor(red: 2, green: -1, blue: .nan, alpha: 0.5)
        XCTAssertEqual(color.red, 1)
        XCTAssertEqual(color.green, 0)
        XCTAssertEqual(color.blue, 0)
        let middle = UIColor.black.interpolated(to: .white, fraction: 0.5)
        XCTAssertEqual(middle, UIColor(white: 0.5, alpha: 1))
        // systemBlue is dynamic (equal only to itself, as in UIKit); its light value is 0x007AFF.
        XCTAssertEqual(UIColor.systemBlue.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)), UIColor(rgb: 0x007AFF))
    }
}
