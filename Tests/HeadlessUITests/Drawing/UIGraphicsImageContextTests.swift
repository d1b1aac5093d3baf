import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class UIGraphicsImageContextTests: HeadlessTestCase {
    func test_beginImageContext_collectsTheDrawingIntoAnImage() async {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 20, height: 10), false, 2)
        let context = UIGraphicsGetCurrentContext()
        XCTAssertNotNil(context)
        context?.setFillColor(UIColor.red.cgColor)
        context?.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        UIColor.blue.setFill()
        UIBezierPath(rect: CGRect(x: 10, y: 0, width: 10, height: 10)).fill()
        let image = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        XCTAssertNil(UIGraphicsGetCurrentContext(), "ending the context makes the previous one current")
        XCTAssertEqual(image?.size, CGSize(width: 20, height: 10))
        XCTAssertEqual(image?.scale, 2)
        XCTAssertEqual(image?.pixel(x: 5, y: 5)?.red, 255)
        XCTAssertEqual(image?.pixel(x: 35, y: 5)?.blue, 255)
        XCTAssertEqual(image?.pixel(x: 35, y: 5)?.red, 0)
    }

    func test_scaleZero_isTheScreenScale_andOpaqueStartsBlack() async {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 4), true, 0)
        let image = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        XCTAssertEqual(image?.scale, UIScreen.main.scale)
        XCTAssertEqual(image?.pixel(x: 0, y: 0)?.alpha, 255)
        XCTAssertEqual(image?.pixel(x: 0, y: 0)?.red, 0)
    }

    func test_noOpenContext_givesNoImageAndEndingReports() async {
        XCTAssertNil(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        let issues = expectRuntimeIssues(count: 1)
        XCTAssertTrue("\(issues[0])".contains("UIGraphicsEndImageContext"), "\(issues[0])")
    }
}
