import HeadlessUI
import HeadlessUITestSupport
import XCTest

/// A view that draws with Core Graphics in `draw(_:)`, as iOS code does.
private final class DiagonalView: UIView {
    var fill: UIColor = .red
    var drawCount = 0

    override func draw(_ rect: CGRect) {
        drawCount += 1
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.setFillColor(fill.cgColor)
        context.fill(CGRect(x: 0, y: 0, width: bounds.width / 2, height: bounds.height))
        context.setStrokeColor(UIColor.blue.cgColor)
        context.setLineWidth(2)
        context.move(to: CGPoint(x: 0, y: bounds.height - 1))
        context.addLine(to: CGPoint(x: bounds.width, y: bounds.height - 1))
        context.strokePath()
    }
}

@MainActor
final class CGContextDrawingTests: HeadlessTestCase {
    func test_drawRect_isCalledWithACurrentContextAndDrawsInSnapshots() async {
        let view = place(DiagonalView(), frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        view.backgroundColor = .white
        let image = view.snapshotImage(scale: 1)
        XCTAssertGreaterThan(view.drawCount, 0)
        assertPixel(image.pixel(x: 5, y: 5), 255, 0, 0, 255, "left half filled in draw(_:)")
        assertPixel(image.pixel(x: 30, y: 5), 255, 255, 255, 255, "right half shows the background")
        assertPixel(image.pixel(x: 30, y: 19), 0, 0, 255, 255, "the stroked line")
        XCTAssertNil(UIGraphicsGetCurrentContext(), "no context outside drawing")
    }

    func test_setNeedsDisplay_nextSnapshotShowsTheNewDrawing() async {
        let view = place(DiagonalView(), frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        _ = view.snapshotImage(scale: 1)
        view.fill = .green
        view.setNeedsDisplay()
        assertPixel(view.snapshotImage(scale: 1).pixel(x: 5, y: 5), 0, 255, 0, 255)
    }

    func test_cgContext_transformsSaveAndRestore() async {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40), format: .init(scale: 2)).image { rendererContext in
            let context = rendererContext.cgContext
            context.saveGState()
            context.translateBy(x: 20, y: 20)
            context.scaleBy(x: 2, y: 2)
            context.setFillColor(UIColor.red.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 5, height: 5))   // 20...30 in points
            context.restoreGState()
            context.fill(CGRect(x: 0, y: 0, width: 5, height: 5))   // black again: the colour was restored too
        }
        assertPixel(image.pixel(x: 50, y: 50), 255, 0, 0, 255, "(25, 25) pt")
        assertPixel(image.pixel(x: 62, y: 62), 0, 0, 0, 0, "(31, 31) pt: outside the scaled square")
        assertPixel(image.pixel(x: 4, y: 4), 0, 0, 0, 255, "black after restoreGState")
    }

    func test_cgContext_clipLimitsLaterDrawing() async {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40), format: .init(scale: 1)).image { rendererContext in
            let context = rendererContext.cgContext
            context.addEllipse(in: CGRect(x: 0, y: 0, width: 40, height: 40))
            context.clip()
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
        }
        assertPixel(image.pixel(x: 20, y: 20), 0, 0, 255, 255, "inside the clip circle")
        assertPixel(image.pixel(x: 1, y: 1), 0, 0, 0, 0, "the corner is clipped away")
    }

    func test_cgContext_evenOddFillLeavesTheHoleEmpty() async {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40), format: .init(scale: 1)).image { rendererContext in
            let context = rendererContext.cgContext
            context.setFillColor(UIColor.red.cgColor)
            context.addRect(CGRect(x: 0, y: 0, width: 40, height: 40))
            context.addRect(CGRect(x: 10, y: 10, width: 20, height: 20))
            context.fillPath(using: .evenOdd)
        }
        assertPixel(image.pixel(x: 5, y: 5), 255, 0, 0, 255)
        assertPixel(image.pixel(x: 20, y: 20), 0, 0, 0, 0, "the hole")
    }

    func test_cgContext_dashedStrokeLeavesGaps() async {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 10), format: .init(scale: 1)).image { rendererContext in
            let context = rendererContext.cgContext
            context.setStrokeColor(UIColor.black.cgColor)
            context.setLineWidth(4)
            context.setLineDash(phase: 0, lengths: [10, 10])
            context.move(to: CGPoint(x: 0, y: 5))
            context.addLine(to: CGPoint(x: 40, y: 5))
            context.strokePath()
        }
        assertPixel(image.pixel(x: 5, y: 5), 0, 0, 0, 255, "first dash")
        assertPixel(image.pixel(x: 15, y: 5), 0, 0, 0, 0, "first gap")
        assertPixel(image.pixel(x: 25, y: 5), 0, 0, 0, 255, "second dash")
    }

    func test_roundCaps_extendTheLineByHalfItsWidth() async {
        func draw(cap: CGLineCap) -> UIImage {
            UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20), format: .init(scale: 1)).image { rendererContext in
                let context = rendererContext.cgContext
                context.setLineWidth(10)
                context.setLineCap(cap)
                context.move(to: CGPoint(x: 10, y: 10))
                context.addLine(to: CGPoint(x: 30, y: 10))
                context.strokePath()
            }
        }
        assertPixel(draw(cap: .butt).pixel(x: 7, y: 10), 0, 0, 0, 0, "butt: nothing past the end")
        assertPixel(draw(cap: .round).pixel(x: 7, y: 10), 0, 0, 0, 255, "round: a half disc past the end")
        assertPixel(draw(cap: .round).pixel(x: 5, y: 5), 0, 0, 0, 0, "round: not the square's corner")
        assertPixel(draw(cap: .square).pixel(x: 5, y: 5), 0, 0, 0, 255, "square: the corner is filled")
    }

    func test_headlessContentDrawing_getsTheSameCurrentContext() async {
        final class Legacy: UIView, HeadlessContentDrawing {
            func drawContent(in context: UIGraphicsImageRendererContext) {
                XCTAssertTrue(UIGraphicsGetCurrentContext() === context.cgContext)
                context.cgContext.setFillColor(UIColor.green.cgColor)
                context.cgContext.fillEllipse(in: bounds)
            }
        }
        let view = place(Legacy(), frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        assertPixel(view.snapshotImage(scale: 1).pixel(x: 10, y: 10), 0, 255, 0, 255)
    }
}
