import HeadlessUI
import XCTest

/// Compares a pixel with expected straight RGBA values within `tolerance` per channel.
func assertPixel(
    _ pixel: UIImage.Pixel?, _ red: Int, _ green: Int, _ blue: Int, _ alpha: Int, tolerance: Int = 2,
    _ message: String = "", file: StaticString = #filePath, line: UInt = #line
) {
    guard let pixel else {
        XCTFail("no pixel there (outside the image) \(message)", file: file, line: line)
        return
    }
    let actual = [Int(pixel.red), Int(pixel.green), Int(pixel.blue), Int(pixel.alpha)]
    let expected = [red, green, blue, alpha]
    let close = zip(actual, expected).allSatisfy { abs($0 - $1) <= tolerance }
    XCTAssertTrue(
        close, "pixel \(pixel) is not rgba(\(red), \(green), \(blue), \(alpha)) ± \(tolerance) \(message)", file: file, line: line
    )
}

/// The number of pixels in `rect` (pixel coordinates) whose alpha and darkness pass `isInk`.
func countPixels(in image: UIImage, rect: CGRect, where isInk: (UIImage.Pixel) -> Bool) -> Int {
    var count = 0
    let x0 = max(0, Int(rect.minX)), x1 = min(image.pixelWidth, Int(rect.maxX.rounded(.up)))
    let y0 = max(0, Int(rect.minY)), y1 = min(image.pixelHeight, Int(rect.maxY.rounded(.up)))
    guard x0 < x1, y0 < y1 else { return 0 }
    for y in y0..<y1 {
        for x in x0..<x1 where isInk(image.pixel(x: x, y: y)!) { count += 1 }
    }
    return count
}

/// Whether a pixel is noticeably darker than white (text ink on a white background).
func isDark(_ pixel: UIImage.Pixel) -> Bool {
    pixel.alpha > 0 && Int(pixel.red) + Int(pixel.green) + Int(pixel.blue) < 3 * 200
}
