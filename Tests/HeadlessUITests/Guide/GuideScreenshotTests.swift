import Foundation
import HeadlessUI
import KassSamples
import XCTest

/// Keeps `Guide/Images/sample-sign-up.png` (the screenshot in Guide/HeadlessUI.md) true: the renderer's
/// output for the sample sign-up screen must match the committed PNG. After an intended rendering
/// change, regenerate it with:
///
///     KASS_RECORD_GUIDE_SCREENSHOTS=1 swift test --filter GuideScreenshotTests
@MainActor
final class GuideScreenshotTests: XCTestCase {
    static let recordVariable = "KASS_RECORD_GUIDE_SCREENSHOTS"

    private var imageURL: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Guide/Images/sample-sign-up.png")
    }

    func test_guideScreenshot_matchesTheRenderer() async throws {
        let app = UIApplication.launch()
        let window = SampleScreens.signUpForm(in: app)
        let screenshot = app.screen.screenshot(scale: 2)
        XCTAssertTrue(window.isKeyWindow)
        if ProcessInfo.processInfo.environment[Self.recordVariable] == "1" {
            let data = try XCTUnwrap(screenshot.pngData())
            try data.write(to: imageURL)
            return
        }
        let committed = try XCTUnwrap(
            UIImage(contentsOfFile: imageURL.path),
            "Guide/Images/sample-sign-up.png is missing or unreadable; run \(Self.recordVariable)=1 swift test --filter "
                + "GuideScreenshotTests"
        )
        let result = try PixelDiff.compare(screenshot, committed, tolerance: PixelDiffTolerance(channelDelta: 2))
        XCTAssertTrue(
            result.matches(maximumRatio: 0.001),
            "The renderer no longer draws the guide's screenshot: \(result). If the change is intended, run \(Self.recordVariable)=1 swift "
                + "test --filter GuideScreenshotTests"
        )
    }
}
