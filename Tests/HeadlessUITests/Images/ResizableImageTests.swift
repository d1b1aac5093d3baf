import Foundation
import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class ResizableImageTests: HeadlessTestCase {
    private let red = UIImage.Pixel(red: 255, green: 0, blue: 0, alpha: 255)
    private let green = UIImage.Pixel(red: 0, green: 255, blue: 0, alpha: 255)

    /// A 3×3-pixel image at scale 1: a red one-pixel frame around a green middle pixel.
    private func framedImage() throws -> UIImage {
        var bytes: [UInt8] = []
        for y in 0..<3 {
            for x in 0..<3 { bytes += x == 1 && y == 1 ? [0, 255, 0, 255] : [255, 0, 0, 255] }
        }
        return try UIImage(size: CGSize(width: 3, height: 3), scale: 1, pixels: bytes)
    }

    private func draw(_ image: UIImage, into size: CGSize) -> UIImage {
        UIGraphicsImageRenderer(size: size, format: UIGraphicsImageRendererFormat(scale: 1)).image { _ in
            image.draw(in: CGRect(origin: .zero, size: size))
        }
    }

    func test_resizableImage_keepsPixelsAndRecordsInsetsAndMode() async throws {
        let image = try framedImage()
        let insets = UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1)
        let resizable = image.resizableImage(withCapInsets: insets)
        XCTAssertEqual(resizable.capInsets, insets)
        XCTAssertEqual(resizable.resizingMode, .tile, "UIKit's default mode")
        XCTAssertEqual(resizable.size, image.size)
        XCTAssertEqual(resizable.pixel(x: 1, y: 1), green)
        XCTAssertEqual(image.resizableImage(withCapInsets: insets, resizingMode: .stretch).resizingMode, .stretch)
        XCTAssertEqual(image.capInsets, .zero)
        XCTAssertEqual(image.resizingMode, .stretch)
    }

    func test_drawnLarger_keepsTheCapsAtTheirSizeAndStretchesTheMiddle() async throws {
        let image = try framedImage().resizableImage(withCapInsets: UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1))
        let drawn = draw(image, into: CGSize(width: 10, height: 8))
        for (x, y) in [(0, 0), (9, 0), (0, 7), (9, 7), (5, 0), (0, 4), (9, 4), (5, 7)] {
            XCTAssertEqual(drawn.pixel(x: x, y: y), red, "frame pixel (\(x), \(y))")
        }
        for (x, y) in [(1, 1), (8, 1), (1, 6), (8, 6), (5, 4)] {
            XCTAssertEqual(drawn.pixel(x: x, y: y), green, "middle pixel (\(x), \(y))")
        }
    }

    func test_withoutCapInsets_theWholeImageStretches() async throws {
        let drawn = draw(try framedImage(), into: CGSize(width: 9, height: 9))
        XCTAssertEqual(drawn.pixel(x: 0, y: 0), red)
        XCTAssertEqual(drawn.pixel(x: 1, y: 1), red, "the red frame is stretched to three pixels")
        XCTAssertEqual(drawn.pixel(x: 4, y: 4), green)
    }

    func test_resizableImageView_drawsNineParts() async throws {
        let view = place(UIImageView(), frame: CGRect(x: 0, y: 100, width: 12, height: 12))
        view.image = try framedImage().resizableImage(withCapInsets: UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1))
        let snapshot = view.snapshotImage(scale: 1)
        XCTAssertEqual(snapshot.pixel(x: 0, y: 6), red)
        XCTAssertEqual(snapshot.pixel(x: 1, y: 6), green)
        XCTAssertEqual(snapshot.pixel(x: 10, y: 6), green)
        XCTAssertEqual(snapshot.pixel(x: 11, y: 6), red)
    }

    func test_capInsetsLargerThanTheImage_areReportedAndIgnored() async throws {
        let image = try framedImage()
        let result = image.resizableImage(withCapInsets: UIEdgeInsets(top: 0, left: 2, bottom: 0, right: 2))
        XCTAssertTrue(result === image)
        let issues = expectRuntimeIssues(count: 1)
        XCTAssertTrue("\(issues)".contains("resizableImage"), "\(issues)")
    }

    func test_pngDataActions_encodesWhatTheActionsDrew() async throws {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2), format: UIGraphicsImageRendererFormat(scale: 1))
        let data = renderer.pngData { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        }
        let decoded = try XCTUnwrap(UIImage(data: data))
        XCTAssertEqual(decoded.pixel(x: 1, y: 1), red)
        XCTAssertEqual(decoded.size, CGSize(width: 2, height: 2))
    }
}
