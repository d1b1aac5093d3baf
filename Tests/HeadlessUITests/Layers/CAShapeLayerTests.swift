import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class CAShapeLayerTests: HeadlessTestCase {
    private func render(_ layer: CALayer) -> UIImage {
        let container = place(UIView(), frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        container.backgroundColor = .white
        container.layer.addSublayer(layer)
        return container.snapshotImage(scale: 1)
    }

    func test_shapeLayer_fillsItsPathInBlackByDefault() async {
        let shape = CAShapeLayer()
        shape.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        shape.path = CGPath(ellipseIn: CGRect(x: 10, y: 10, width: 80, height: 80), transform: nil)
        let image = render(shape)
        assertPixel(image.pixel(x: 50, y: 50), 0, 0, 0, 255)
        assertPixel(image.pixel(x: 12, y: 12), 255, 255, 255, 255)
    }

    func test_shapeLayer_strokeIsCentredOnThePath() async {
        let shape = CAShapeLayer()
        shape.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        shape.path = UIBezierPath(rect: CGRect(x: 20, y: 20, width: 60, height: 60)).cgPath
        shape.fillColor = nil
        shape.strokeColor = UIColor.red.cgColor
        shape.lineWidth = 6
        let image = render(shape)
        assertPixel(image.pixel(x: 17, y: 50), 255, 0, 0, 255, "outer half of the stroke")
        assertPixel(image.pixel(x: 22, y: 50), 255, 0, 0, 255, "inner half")
        assertPixel(image.pixel(x: 24, y: 50), 255, 255, 255, 255, "inside, not filled")
        assertPixel(image.pixel(x: 16, y: 16), 255, 255, 255, 255, "past the miter? no: the miter corner is at (17, 17)")
        assertPixel(image.pixel(x: 18, y: 18), 255, 0, 0, 255, "miter corner")
    }

    func test_strokeEnd_drawsOnlyTheStartOfThePath() async {
        let shape = CAShapeLayer()
        shape.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let line = UIBezierPath()
        line.move(to: CGPoint(x: 0, y: 50))
        line.addLine(to: CGPoint(x: 100, y: 50))
        shape.path = line.cgPath
        shape.strokeColor = UIColor.blue.cgColor
        shape.lineWidth = 10
        shape.strokeStart = 0.2
        shape.strokeEnd = 0.6
        let image = render(shape)
        assertPixel(image.pixel(x: 10, y: 50), 255, 255, 255, 255, "before strokeStart")
        assertPixel(image.pixel(x: 40, y: 50), 0, 0, 255, 255, "between")
        assertPixel(image.pixel(x: 70, y: 50), 255, 255, 255, 255, "after strokeEnd")
    }

    func test_lineDashPattern_leavesGaps() async {
        let shape = CAShapeLayer()
        shape.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let line = UIBezierPath()
        line.move(to: CGPoint(x: 0, y: 50))
        line.addLine(to: CGPoint(x: 100, y: 50))
        shape.path = line.cgPath
        shape.strokeColor = UIColor.black.cgColor
        shape.lineWidth = 4
        shape.lineDashPattern = [20, 10]
        let image = render(shape)
        assertPixel(image.pixel(x: 10, y: 50), 0, 0, 0, 255)
        assertPixel(image.pixel(x: 25, y: 50), 255, 255, 255, 255, "gap 20...30")
        assertPixel(image.pixel(x: 35, y: 50), 0, 0, 0, 255)
    }

    func test_evenOddFillRule_leavesTheInnerRingEmpty() async {
        let shape = CAShapeLayer()
        shape.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let path = CGMutablePath()
        path.addEllipse(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        path.addEllipse(in: CGRect(x: 25, y: 25, width: 50, height: 50))
        shape.path = path
        shape.fillColor = UIColor.red.cgColor
        assertPixel(render(shape).pixel(x: 50, y: 50), 255, 0, 0, 255, "non-zero fills the middle")
        shape.fillRule = .evenOdd
        let image = render(shape)
        assertPixel(image.pixel(x: 50, y: 50), 255, 255, 255, 255, "even-odd: a hole")
        assertPixel(image.pixel(x: 50, y: 10), 255, 0, 0, 255, "the ring")
    }

    func test_edges_areAntiAliased() async {
        let shape = CAShapeLayer()
        shape.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        shape.path = CGPath(rect: CGRect(x: 10.5, y: 10, width: 20, height: 20), transform: nil)
        let image = render(shape)
        assertPixel(image.pixel(x: 10, y: 20), 128, 128, 128, 255, tolerance: 3, "half-covered pixel")
    }
}
