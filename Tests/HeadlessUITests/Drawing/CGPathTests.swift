import HeadlessUI
import XCTest

@MainActor
final class CGPathTests: XCTestCase {
    func test_mutablePath_boundingBoxHoldsEveryPoint() async {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 10, y: 20))
        path.addLine(to: CGPoint(x: 50, y: 20))
        path.addLine(to: CGPoint(x: 30, y: 60))
        path.closeSubpath()
        XCTAssertEqual(path.boundingBox, CGRect(x: 10, y: 20, width: 40, height: 40))
        XCTAssertEqual(path.currentPoint, CGPoint(x: 10, y: 20), "closing returns to the subpath's start")
    }

    func test_path_containsUsesTheFillRule() async {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 100, height: 100))
        path.addRect(CGRect(x: 25, y: 25, width: 50, height: 50))
        XCTAssertTrue(path.contains(CGPoint(x: 50, y: 50)), "non-zero: both rectangles wind the same way")
        XCTAssertFalse(path.contains(CGPoint(x: 50, y: 50), using: .evenOdd), "even-odd: the inner square is a hole")
        XCTAssertTrue(path.contains(CGPoint(x: 10, y: 10), using: .evenOdd))
        XCTAssertFalse(path.contains(CGPoint(x: 150, y: 50)))
    }

    func test_ellipse_containsPointsInsideTheCurveOnly() async {
        let circle = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100), transform: nil)
        XCTAssertTrue(circle.contains(CGPoint(x: 50, y: 50)))
        XCTAssertTrue(circle.contains(CGPoint(x: 50, y: 1)))
        XCTAssertFalse(circle.contains(CGPoint(x: 5, y: 5)), "the bounding square's corner is outside the circle")
        XCTAssertEqual(circle.boundingBoxOfPath.width, 100, accuracy: 0.01)
    }

    func test_addArc_sweepsTheWayCoreGraphicsDoes() async {
        // clockwise: false increases the angle: from 0 to π/2 passes through (cos π/4, sin π/4), below the centre on screen.
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 50, y: 50))
        path.addArc(center: CGPoint(x: 50, y: 50), radius: 40, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        path.closeSubpath()
        XCTAssertTrue(path.contains(CGPoint(x: 65, y: 65)))
        XCTAssertFalse(path.contains(CGPoint(x: 65, y: 35)))
        XCTAssertEqual(path.currentPoint.x, 50, accuracy: 0.001)
    }

    func test_roundedRect_cutsTheCorners() async {
        let path = CGPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 60), cornerWidth: 20, cornerHeight: 20, transform: nil)
        XCTAssertFalse(path.contains(CGPoint(x: 2, y: 2)))
        XCTAssertTrue(path.contains(CGPoint(x: 10, y: 10)))
        XCTAssertTrue(path.contains(CGPoint(x: 50, y: 1)))
    }

    func test_quadAndCubicCurves_endAtTheirEndPoints() async {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 100))
        XCTAssertEqual(path.currentPoint, CGPoint(x: 100, y: 0))
        path.addCurve(to: CGPoint(x: 0, y: 0), control1: CGPoint(x: 100, y: -50), control2: CGPoint(x: 0, y: -50))
        XCTAssertEqual(path.boundingBox, CGRect(x: 0, y: -50, width: 100, height: 150), "control points included")
        XCTAssertTrue(path.contains(CGPoint(x: 50, y: 40)), "inside the quadratic bulge")
        XCTAssertFalse(path.contains(CGPoint(x: 50, y: 60)), "the curve peaks at y = 50")
    }
}
