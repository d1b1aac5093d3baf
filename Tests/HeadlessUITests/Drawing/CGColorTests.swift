import HeadlessUI
import XCTest

@MainActor
final class CGColorTests: XCTestCase {
    func test_cgColor_rgbHasFourComponentsAlphaLast() async {
        let color = CGColor(red: 1, green: 0.5, blue: 0.25, alpha: 0.75)
        XCTAssertEqual(color.components, [1, 0.5, 0.25, 0.75])
        XCTAssertEqual(color.numberOfComponents, 4)
        XCTAssertEqual(color.alpha, 0.75)
    }

    func test_cgColor_grayHasTwoComponents() async {
        let gray = CGColor(gray: 0.5, alpha: 1)
        XCTAssertEqual(gray.components, [0.5, 1])
        XCTAssertEqual(gray.numberOfComponents, 2)
    }

    func test_cgColor_copyWithAlphaKeepsTheColour() async {
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        XCTAssertEqual(red.copy(alpha: 0.5)?.components, [1, 0, 0, 0.5])
        XCTAssertEqual(red.alpha, 1, "the original is unchanged")
    }

    func test_cgColor_equalityComparesSpaceAndComponents() async {
        XCTAssertEqual(CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        XCTAssertNotEqual(CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 1, green: 0, blue: 0, alpha: 0.5))
        XCTAssertNotEqual(CGColor(gray: 0.5, alpha: 1), CGColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1), "different colour spaces")
    }

    func test_uiColor_cgColorRoundTrips() async {
        let color = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)
        XCTAssertEqual(color.cgColor.components, [0.2, 0.4, 0.6, 0.8])
        XCTAssertEqual(UIColor(cgColor: color.cgColor), color)
        XCTAssertEqual(UIColor(cgColor: CGColor(gray: 0.25, alpha: 1)), UIColor(white: 0.25, alpha: 1))
    }
}
