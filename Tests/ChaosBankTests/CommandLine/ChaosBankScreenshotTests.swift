@testable import ChaosBank
import HeadlessUI
import XCTest

@MainActor
final class ChaosBankScreenshotTests: XCTestCase {
    func test_render_producesAPNGOfTheScreenAtTheRequestedScale() async throws {
        let data = try ChaosBankScreenshot.render(ScreenshotRequest(path: "unused.png", route: .markets, scale: 1))
        XCTAssertEqual(Array(data.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        // IHDR: width and height (big-endian) follow the chunk length and type.
        let width = data[16..<20].reduce(0) { $0 << 8 | Int($1) }
        let height = data[20..<24].reduce(0) { $0 << 8 | Int($1) }
        XCTAssertEqual(width, 393)
        XCTAssertEqual(height, 852)
        XCTAssertNil(UIApplication.current, "the app launched for the picture is terminated")
    }

    func test_write_failsWithTheFixWhenTheFolderIsMissing() async {
        XCTAssertThrowsError(try ChaosBankScreenshot.write(ScreenshotRequest(path: "/nonexistent-folder/shot.png", scale: 1))) { error in
            XCTAssertTrue("\(error)".hasPrefix("chaosbank: cannot write '/nonexistent-folder/shot.png'"), "\(error)")
        }
    }
}
