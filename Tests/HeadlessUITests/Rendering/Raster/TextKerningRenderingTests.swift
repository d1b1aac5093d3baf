@testable import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class TextKerningRenderingTests: HeadlessTestCase {
    /// Draws `"AV"` as one string and as two glyphs placed where layout puts them; the pixels must agree.
    func test_kernedPair_drawsTheSecondGlyphWhereLayoutPutsIt() async throws {
        let font = UIFont.systemFont(ofSize: 40)
        let kernedOffset = font.width(of: "AV") - font.width(of: "V")
        XCTAssertLessThan(kernedOffset, font.width(of: "A"), "DejaVu kerns A and V together")

        let together = RasterCanvas(pixelWidth: 120, pixelHeight: 60, scale: 1)
        together.drawString("AV", font: font, baselineOrigin: CGPoint(x: 10, y: 45), color: .black)
        let apart = RasterCanvas(pixelWidth: 120, pixelHeight: 60, scale: 1)
        apart.drawString("A", font: font, baselineOrigin: CGPoint(x: 10, y: 45), color: .black)
        apart.drawString("V", font: font, baselineOrigin: CGPoint(x: 10 + kernedOffset, y: 45), color: .black)

        let result = try PixelDiff.compare(together.makeImage(), apart.makeImage(), tolerance: PixelDiffTolerance(channelDelta: 40))
        XCTAssertTrue(result.matches(maximumRatio: 0.002), "\(result)")
    }
}
