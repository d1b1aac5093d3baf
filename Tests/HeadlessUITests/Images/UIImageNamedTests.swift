import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class UIImageNamedTests: HeadlessTestCase {
    private func logo() throws -> UIImage {
        try UIImage(size: CGSize(width: 2, height: 2), scale: 1, filledWith: .red)
    }

    func test_namedImage_registeredNameReturnsTheImage() async throws {
        let image = try logo()
        UIImage.register(image, named: "Logo")
        XCTAssertEqual(UIImage(named: "Logo"), image)
        XCTAssertEqual(UIImage.registeredImageNames, ["Logo"])
    }

    func test_namedImage_unknownNameIsNil() async throws {
        UIImage.register(try logo(), named: "Logo")
        XCTAssertNil(UIImage(named: "logo"))
        XCTAssertNil(UIImage(named: "Banner"))
    }

    func test_namedImage_registeringAgainReplacesTheImage() async throws {
        UIImage.register(try logo(), named: "Logo")
        let blue = try UIImage(size: CGSize(width: 1, height: 1), scale: 1, filledWith: .blue)
        UIImage.register(blue, named: "Logo")
        XCTAssertEqual(UIImage(named: "Logo"), blue)
    }

    func test_namedImage_unregisterRemovesTheImage() async throws {
        UIImage.register(try logo(), named: "Logo")
        UIImage.unregisterImage(named: "Logo")
        XCTAssertNil(UIImage(named: "Logo"))
    }

    func test_namedImage_freshLaunchStartsWithoutRegistrations() async throws {
        UIImage.register(try logo(), named: "Logo")
        app.terminate()
        let relaunched = UIApplication.launch()
        defer { relaunched.terminate() }
        XCTAssertNil(UIImage(named: "Logo"))
    }

    func test_namedImage_emptyNameIsReportedAndIgnored() async throws {
        UIImage.register(try logo(), named: "")
        let issues = expectRuntimeIssues(count: 1)
        XCTAssertTrue("\(issues)".contains("register(_:named:)"))
        XCTAssertTrue(UIImage.registeredImageNames.isEmpty)
    }
}
