@testable import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class RasterCanvasTests: HeadlessTestCase {
    // MARK: Rectangles and scale

    func test_fill_coversWholePixelsAtEveryScale() async {
        for scale in [1, 2, 3] as [CGFloat] {
            let canvas = RasterCanvas(size: CGSize(width: 10, height: 10), scale: scale)
            canvas.fill(CGRect(x: 2, y: 2, width: 4, height: 4), color: .red)
            let image = canvas.makeImage()
            XCTAssertEqual(image.pixelWidth, Int(10 * scale))
            assertPixel(image.pixel(x: Int(2 * scale), y: Int(2 * scale)), 255, 0, 0, 255, "@\(scale)x first pixel")
            assertPixel(image.pixel(x: Int(6 * scale) - 1, y: Int(6 * scale) - 1), 255, 0, 0, 255, "@\(scale)x last pixel")
            assertPixel(image.pixel(x: Int(6 * scale), y: Int(2 * scale)), 0, 0, 0, 0, "@\(scale)x right of the rect")
        }
    }

    func test_fill_halfCoveredPixelGetsHalfAlpha() async {
        let canvas = RasterCanvas(size: CGSize(width: 4, height: 4), scale: 1)
        canvas.fill(CGRect(x: 0.5, y: 0, width: 2, height: 4), color: .blue)
        assertPixel(canvas.pixel(x: 0, y: 1), 0, 0, 255, 128)
        assertPixel(canvas.pixel(x: 1, y: 1), 0, 0, 255, 255)
        assertPixel(canvas.pixel(x: 2, y: 1), 0, 0, 255, 128)
    }

    // MARK: Compositing

    func test_sourceOver_halfTransparentRedOverBlueMixes() async {
        let canvas = RasterCanvas(size: CGSize(width: 2, height: 2), scale: 1)
        canvas.fill(CGRect(x: 0, y: 0, width: 2, height: 2), color: .blue)
        canvas.fill(CGRect(x: 0, y: 0, width: 2, height: 2), color: UIColor.red.withAlphaComponent(0.5))
        assertPixel(canvas.pixel(x: 0, y: 0), 128, 0, 127, 255)
    }

    func test_sourceOver_translucentOverTransparentKeepsStraightColour() async {
        let canvas = RasterCanvas(size: CGSize(width: 1, height: 1), scale: 1)
        canvas.fill(CGRect(x: 0, y: 0, width: 1, height: 1), color: UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5))
        assertPixel(canvas.pixel(x: 0, y: 0), 51, 102, 153, 128)
    }

    func test_transparencyLayer_compositesOverlapOnce() async {
        let canvas = RasterCanvas(size: CGSize(width: 4, height: 1), scale: 1)
        canvas.fill(CGRect(x: 0, y: 0, width: 4, height: 1), color: .white)
        canvas.beginTransparencyLayer(opacity: 0.5)
        canvas.fill(CGRect(x: 0, y: 0, width: 3, height: 1), color: .black)
        canvas.fill(CGRect(x: 1, y: 0, width: 3, height: 1), color: .black)
        canvas.endTransparencyLayer()
        // The overlap (x = 1, 2) is as grey as the single-covered pixels: one group at 50 %.
        assertPixel(canvas.pixel(x: 0, y: 0), 128, 128, 128, 255)
        assertPixel(canvas.pixel(x: 1, y: 0), 128, 128, 128, 255)
        assertPixel(canvas.pixel(x: 3, y: 0), 128, 128, 128, 255)
    }

    // MARK: Rounded corners and borders

    func test_roundedFill_cornerPixelOutsideTheRadiusStaysEmpty() async {
        let canvas = RasterCanvas(size: CGSize(width: 40, height: 40), scale: 1)
        canvas.fill(CGRect(x: 0, y: 0, width: 40, height: 40), cornerRadius: 10, color: .red)
        assertPixel(canvas.pixel(x: 0, y: 0), 0, 0, 0, 0, "the corner itself")
        assertPixel(canvas.pixel(x: 1, y: 1), 0, 0, 0, 0, "near the corner, outside the arc")
        assertPixel(canvas.pixel(x: 5, y: 5), 255, 0, 0, 255, "inside the arc")
        assertPixel(canvas.pixel(x: 20, y: 0), 255, 0, 0, 255, "top edge between the corners")
    }

    func test_roundedFill_arcEdgeIsAntiAliased() async {
        let canvas = RasterCanvas(size: CGSize(width: 40, height: 40), scale: 1)
        canvas.fill(CGRect(x: 0, y: 0, width: 40, height: 40), cornerRadius: 10, color: .red)
        // The arc (centre (10, 10), radius 10) crosses pixel (3, 2): its corner (4, 3) is inside,
        // its corner (3, 2) outside.
        let alpha = Int(canvas.pixel(x: 3, y: 2)!.alpha)
        XCTAssertTrue((20...235).contains(alpha), "arc pixel alpha \(alpha)")
    }

    func test_strokeBorder_drawsInsideTheBounds() async {
        let canvas = RasterCanvas(size: CGSize(width: 20, height: 20), scale: 2)
        canvas.strokeBorder(of: CGRect(x: 0, y: 0, width: 20, height: 20), width: 2, color: .green)
        assertPixel(canvas.pixel(x: 0, y: 20), 0, 255, 0, 255, "outer edge")
        assertPixel(canvas.pixel(x: 3, y: 20), 0, 255, 0, 255, "last border pixel (2 pt = 4 px)")
        assertPixel(canvas.pixel(x: 4, y: 20), 0, 0, 0, 0, "just inside the border")
        assertPixel(canvas.pixel(x: 20, y: 20), 0, 0, 0, 0, "centre")
    }

    // MARK: Clipping

    func test_clip_limitsFillsAndRestoresWithState() async {
        let canvas = RasterCanvas(size: CGSize(width: 10, height: 10), scale: 1)
        canvas.saveState()
        canvas.clip(to: CGRect(x: 0, y: 0, width: 5, height: 10))
        canvas.fill(CGRect(x: 0, y: 0, width: 10, height: 10), color: .red)
        canvas.restoreState()
        assertPixel(canvas.pixel(x: 4, y: 4), 255, 0, 0, 255)
        assertPixel(canvas.pixel(x: 5, y: 4), 0, 0, 0, 0)
        canvas.fill(CGRect(x: 0, y: 0, width: 10, height: 1), color: .blue)
        assertPixel(canvas.pixel(x: 9, y: 0), 0, 0, 255, 255, "the clip is gone after restoreState")
    }

    func test_clip_roundedClipCutsTheCorner() async {
        let canvas = RasterCanvas(size: CGSize(width: 20, height: 20), scale: 1)
        canvas.clip(to: CGRect(x: 0, y: 0, width: 20, height: 20), cornerRadius: 8)
        canvas.fill(CGRect(x: 0, y: 0, width: 20, height: 20), color: .red)
        assertPixel(canvas.pixel(x: 0, y: 0), 0, 0, 0, 0)
        assertPixel(canvas.pixel(x: 10, y: 10), 255, 0, 0, 255)
    }

    // MARK: Transforms and polygons

    func test_rotation_quarterTurnMovesPixels() async {
        let canvas = RasterCanvas(size: CGSize(width: 20, height: 20), scale: 1)
        // A 10 × 2 bar from the centre to the right, turned a quarter clockwise about the centre.
        canvas.translateBy(x: 10, y: 10)
        canvas.rotate(by: .pi / 2)
        canvas.fill(CGRect(x: 0, y: -1, width: 10, height: 2), color: .red)
        assertPixel(canvas.pixel(x: 10, y: 15), 255, 0, 0, 255, "below the centre after turning")
        assertPixel(canvas.pixel(x: 15, y: 10), 0, 0, 0, 0, "no longer to the right")
    }

    func test_fillPolygon_triangleCoversItsInsideOnly() async {
        let canvas = RasterCanvas(size: CGSize(width: 10, height: 10), scale: 1)
        canvas.fillPolygon([CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 0, y: 10)], color: .red)
        assertPixel(canvas.pixel(x: 1, y: 1), 255, 0, 0, 255)
        assertPixel(canvas.pixel(x: 8, y: 8), 0, 0, 0, 0)
        // The diagonal cuts pixel (4, 5) exactly in half.
        assertPixel(canvas.pixel(x: 4, y: 5), 255, 0, 0, 128, tolerance: 3)
    }

    func test_fillPolygon_reversedInnerContourCutsAHole() async {
        let canvas = RasterCanvas(size: CGSize(width: 10, height: 10), scale: 1)
        let outer = [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10), CGPoint(x: 0, y: 10)]
        let inner = [CGPoint(x: 3, y: 3), CGPoint(x: 3, y: 7), CGPoint(x: 7, y: 7), CGPoint(x: 7, y: 3)]
        canvas.fillPolygon(contours: [outer, inner], color: .red)
        assertPixel(canvas.pixel(x: 1, y: 1), 255, 0, 0, 255)
        assertPixel(canvas.pixel(x: 5, y: 5), 0, 0, 0, 0)
    }

    // MARK: Images

    func test_drawImage_oneToOneCopiesPixels() async throws {
        let image = try UIImage(size: CGSize(width: 2, height: 1), scale: 1, pixels: [255, 0, 0, 255, 0, 0, 255, 255])
        let canvas = RasterCanvas(size: CGSize(width: 2, height: 1), scale: 1)
        canvas.draw(image, in: CGRect(x: 0, y: 0, width: 2, height: 1))
        assertPixel(canvas.pixel(x: 0, y: 0), 255, 0, 0, 255, tolerance: 0)
        assertPixel(canvas.pixel(x: 1, y: 0), 0, 0, 255, 255, tolerance: 0)
    }

    func test_drawImage_tintColorFillsTheAlphaMask() async throws {
        let image = try UIImage(size: CGSize(width: 1, height: 1), scale: 1, pixels: [10, 20, 30, 255])
        let canvas = RasterCanvas(size: CGSize(width: 1, height: 1), scale: 1)
        canvas.draw(image, in: CGRect(x: 0, y: 0, width: 1, height: 1), tintColor: .systemBlue)
        assertPixel(canvas.pixel(x: 0, y: 0), 0, 122, 255, 255)
    }

    // MARK: Output

    func test_makeImage_hasPointSizeAndScale() async {
        let canvas = RasterCanvas(size: CGSize(width: 7, height: 3), scale: 3)
        let image = canvas.makeImage()
        XCTAssertEqual(image.size, CGSize(width: 7, height: 3))
        XCTAssertEqual(image.scale, 3)
        XCTAssertEqual(image.pixelWidth, 21)
        XCTAssertEqual(image.pixelHeight, 9)
    }
}
