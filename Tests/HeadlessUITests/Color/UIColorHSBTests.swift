import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class UIColorHSBTests: HeadlessTestCase {
    func test_hueSaturationBrightness_makeTheRGBColour() async {
        XCTAssertEqual(UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1), UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        XCTAssertEqual(UIColor(hue: 1.0 / 3, saturation: 1, brightness: 1, alpha: 0.5), UIColor(red: 0, green: 1, blue: 0, alpha: 0.5))
        let grey = UIColor(hue: 0.7, saturation: 0, brightness: 0.5, alpha: 1)
        XCTAssertEqual(grey, UIColor(white: 0.5, alpha: 1))
    }

    func test_getHue_readsTheComponentsBack() async {
        var hue: CGFloat = -1, saturation: CGFloat = -1, brightness: CGFloat = -1, alpha: CGFloat = -1
        XCTAssertTrue(UIColor(hue: 0.6, saturation: 0.4, brightness: 0.8, alpha: 0.9)
            .getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: &alpha))
        XCTAssertEqual(hue, 0.6, accuracy: 0.001)
        XCTAssertEqual(saturation, 0.4, accuracy: 0.001)
        XCTAssertEqual(brightness, 0.8, accuracy: 0.001)
        XCTAssertEqual(alpha, 0.9, accuracy: 0.001)
        var white: CGFloat = -1
        UIColor(white: 0.25, alpha: 1).getWhite(&white, alpha: &alpha)
        XCTAssertEqual(white, 0.25, accuracy: 0.001)
    }
}
