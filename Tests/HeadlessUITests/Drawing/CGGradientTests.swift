import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class CGGradientTests: HeadlessTestCase {
    private let redToBlue = CGGradient(
        colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: [UIColor.red.cgColor, UIColor.blue.cgColor] as CFArray, locations: [0, 1])!

    private func draw(_ body: @escaping (CGContext) -> Void) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 100, height: 100), format: UIGraphicsImageRendererFormat(scale: 1)).image { context in
            body(context.cgContext)
        }
    }

    func test_linearGradient_runsAlongTheLineAndStopsAtItsEnds() async {
        let image = draw { context in
            context.drawLinearGradient(self.redToBlue, start: CGPoint(x: 0, y: 20), end: CGPoint(x: 0, y: 80), options: [])
        }
        XCTAssertEqual(image.pixel(x: 50, y: 10)?.alpha, 0, "nothing before the start without .drawsBeforeStartLocation")
        XCTAssertEqual(image.pixel(x: 50, y: 20)?.red ?? 0, 254, accuracy: 3)
        XCTAssertEqual(image.pixel(x: 50, y: 50)?.red ?? 0, 128, accuracy: 4, "half way: half red")
        XCTAssertEqual(image.pixel(x: 50, y: 50)?.blue ?? 0, 128, accuracy: 4, "and half blue")
        XCTAssertEqual(image.pixel(x: 50, y: 79)?.blue ?? 0, 254, accuracy: 6)
        XCTAssertEqual(image.pixel(x: 50, y: 95)?.alpha, 0, "nothing after the end")
    }

    func test_linearGradientOptions_extendTheEndColours_andTheClipLimitsIt() async {
        let image = draw { context in
            context.clip(to: CGRect(x: 0, y: 0, width: 50, height: 100))
            context.drawLinearGradient(
                self.redToBlue, start: CGPoint(x: 0, y: 20), end: CGPoint(x: 0, y: 80),
                options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        }
        XCTAssertEqual(image.pixel(x: 10, y: 5)?.red, 255, "the first colour before the start")
        XCTAssertEqual(image.pixel(x: 10, y: 95)?.blue, 255, "the last colour after the end")
        XCTAssertEqual(image.pixel(x: 75, y: 50)?.alpha, 0, "outside the clip")
    }

    func test_radialGradient_growsFromTheCentre() async {
        let image = draw { context in
            context.drawRadialGradient(
                self.redToBlue, startCenter: CGPoint(x: 50, y: 50), startRadius: 0, endCenter: CGPoint(x: 50, y: 50), endRadius: 40,
                options: [])
        }
        XCTAssertEqual(image.pixel(x: 50, y: 50)?.red ?? 0, 250, accuracy: 6, "red at the centre")
        XCTAssertEqual(image.pixel(x: 70, y: 50)?.red ?? 0, 128, accuracy: 8, "half way out")
        XCTAssertEqual(image.pixel(x: 70, y: 50)?.red, image.pixel(x: 50, y: 29)?.red, "round (pixel centres 20.5 pt away both)")
        XCTAssertEqual(image.pixel(x: 95, y: 50)?.alpha, 0, "nothing beyond the end circle")
    }

    func test_gradientFromComponents_andColorSpaces() async {
        let components: [CGFloat] = [0, 0, 0, 1, 1, 1, 1, 1]
        let gradient = CGGradient(colorSpace: CGColorSpace(name: CGColorSpace.sRGB)!, colorComponents: components, locations: nil, count: 2)
        XCTAssertNotNil(gradient)
        XCTAssertNil(CGGradient(colorsSpace: nil, colors: [] as CFArray, locations: nil), "no colours, no gradient")
        XCTAssertEqual(CGColorSpaceCreateDeviceRGB(), CGColorSpaceCreateDeviceRGB())
        let image = draw { context in
            context.drawLinearGradient(gradient!, start: .zero, end: CGPoint(x: 100, y: 0), options: [])
        }
        XCTAssertEqual(image.pixel(x: 50, y: 50)?.green ?? 0, 128, accuracy: 4, "grey half way from black to white")
    }
}
