import HeadlessUI
import XCTest

@MainActor
final class UIBezierPathTests: XCTestCase {
    func test_bezierPath_boundsAndContains() async {
        let oval = UIBezierPath(ovalIn: CGRect(x: 10, y: 10, width: 80, height: 40))
        XCTAssertEqual(oval.bounds.minX, 10, accuracy: 0.001)
        XCTAssertEqual(oval.bounds.width, 80, accuracy: 0.001)
        XCTAssertTrue(oval.contains(CGPoint(x: 50, y: 30)))
        XCTAssertFalse(oval.contains(CGPoint(x: 12, y: 12)))
    }

    func test_arcInit_clockwiseIsClockwiseOnScreen() async {
        // From 0 to π/2 clockwise on screen (y down) goes through the lower right quadrant.
        let arc = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 40, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        arc.addLine(to: CGPoint(x: 50, y: 50))
        arc.close()
        XCTAssertTrue(arc.contains(CGPoint(x: 65, y: 65)))
        let other = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 40, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        other.addLine(to: CGPoint(x: 50, y: 50))
        other.close()
        XCTAssertFalse(other.contains(CGPoint(x: 65, y: 65)), "the long way round leaves that quadrant out")
        XCTAssertTrue(other.contains(CGPoint(x: 35, y: 35)))
    }

    func test_roundingCorners_roundsOnlyTheNamedCorners() async {
        let path = UIBezierPath(
            roundedRect: CGRect(x: 0, y: 0, width: 100, height: 100), byRoundingCorners: [.topLeft],
            cornerRadii: CGSize(width: 30, height: 30)
        )
        XCTAssertFalse(path.contains(CGPoint(x: 3, y: 3)), "top-left is rounded")
        XCTAssertTrue(path.contains(CGPoint(x: 97, y: 3)), "top-right is square")
        XCTAssertTrue(path.contains(CGPoint(x: 3, y: 97)), "bottom-left is square")
    }

    func test_cgPath_roundTripsThroughBezierPath() async {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 20))
        let copy = UIBezierPath(cgPath: path.cgPath)
        XCTAssertEqual(copy.cgPath, path.cgPath)
        XCTAssertEqual(copy.bounds, CGRect(x: 0, y: 0, width: 10, height: 20))
    }

    func test_fillAndStroke_drawInTheImageRendererContext() async {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 100), format: .init(scale: 1)).image { _ in
            UIColor.white.setFill()
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 100, height: 100)).fill()
            UIColor.red.setFill()
            UIBezierPath(ovalIn: CGRect(x: 10, y: 10, width: 40, height: 40)).fill()
            UIColor.blue.setStroke()
            let line = UIBezierPath()
            line.move(to: CGPoint(x: 60, y: 10))
            line.addLine(to: CGPoint(x: 60, y: 90))
            line.lineWidth = 4
            line.stroke()
        }
        assertPixel(image.pixel(x: 30, y: 30), 255, 0, 0, 255, "inside the oval")
        assertPixel(image.pixel(x: 12, y: 12), 255, 255, 255, 255, "outside the oval, inside its square")
        assertPixel(image.pixel(x: 59, y: 50), 0, 0, 255, 255, "on the 4 pt line (58...62)")
        assertPixel(image.pixel(x: 61, y: 50), 0, 0, 255, 255)
        assertPixel(image.pixel(x: 63, y: 50), 255, 255, 255, 255, "beside the line")
    }
}
