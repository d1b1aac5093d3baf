import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class CAGradientLayerTests: HeadlessTestCase {
    private func render(_ layer: CALayer) -> UIImage {
        let container = place(UIView(), frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        container.layer.addSublayer(layer)
        return container.snapshotImage(scale: 1)
    }

    func test_axialGradient_runsTopToBottomByDefault() async {
        let gradient = CAGradientLayer()
        gradient.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        let image = render(gradient)
        assertPixel(image.pixel(x: 50, y: 0), 254, 0, 1, 255, "the first colour at the top")
        assertPixel(image.pixel(x: 50, y: 99), 1, 0, 254, 255, "the last colour at the bottom")
        assertPixel(image.pixel(x: 10, y: 49), 129, 0, 126, 255, "half way")
    }

    func test_locationsAndPoints_placeTheStops() async {
        let gradient = CAGradientLayer()
        gradient.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        gradient.colors = [UIColor.black.cgColor, UIColor.white.cgColor]
        gradient.locations = [0.5, 1]
        gradient.startPoint = CGPoint(x: 0, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 0.5)
        let image = render(gradient)
        assertPixel(image.pixel(x: 30, y: 10), 0, 0, 0, 255, "before the first stop: the first colour")
        assertPixel(image.pixel(x: 74, y: 10), 125, 125, 125, 255, tolerance: 4, "between the stops")
        assertPixel(image.pixel(x: 99, y: 10), 253, 253, 253, 255, tolerance: 4)
    }

    func test_radialGradient_changesWithDistanceFromTheStart() async {
        let gradient = CAGradientLayer()
        gradient.type = .radial
        gradient.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        gradient.colors = [UIColor.white.cgColor, UIColor.black.cgColor]
        gradient.startPoint = CGPoint(x: 0.5, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 1)
        let image = render(gradient)
        XCTAssertGreaterThan(image.pixel(x: 50, y: 50)!.red, 250, "white at the centre")
        XCTAssertLessThan(image.pixel(x: 1, y: 50)!.red, 10, "black at the radius")
        XCTAssertEqual(image.pixel(x: 25, y: 50)!.red, image.pixel(x: 50, y: 25)!.red, "round")
    }

    func test_gradient_followsTheCornerRadiusWhenMasked() async {
        let gradient = CAGradientLayer()
        gradient.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        gradient.colors = [UIColor.red.cgColor, UIColor.red.cgColor]
        gradient.cornerRadius = 30
        gradient.masksToBounds = true
        let image = render(gradient)
        assertPixel(image.pixel(x: 1, y: 1), 0, 0, 0, 0, "corner cut off")
        assertPixel(image.pixel(x: 50, y: 50), 255, 0, 0, 255)
    }
}
