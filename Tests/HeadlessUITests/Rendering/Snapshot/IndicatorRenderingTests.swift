import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class IndicatorRenderingTests: HeadlessTestCase {
    override func setUp() async throws {
        try await super.setUp()
        window.backgroundColor = .white
    }

    // MARK: Stepper

    func test_stepper_drawsAGreyTrackWithASeparatorAndBothGlyphs() async {
        let stepper = place(UIStepper(), frame: CGRect(x: 20, y: 100, width: 94, height: 32))
        stepper.value = 5
        let image = app.screen.screenshot(scale: 2)
        // Tertiary fill (#767680 at 12 %) over white.
        assertPixel(pixel(image, at: CGPoint(x: 30, y: 104), scale: 2), 239, 239, 240, 255, "the track")
        assertPixel(pixel(image, at: CGPoint(x: 8, y: 116), scale: 2), 255, 255, 255, 255, "outside the track")
        XCTAssertTrue(isGrey(pixel(image, at: CGPoint(x: 67, y: 116), scale: 2)!, from: 180, to: 225), "the separator")
        let minus = CGRect(x: 20, y: 100, width: 47, height: 32), plus = CGRect(x: 67.5, y: 100, width: 46.5, height: 32)
        XCTAssertGreaterThan(countPixels(in: image, screenRect: minus, scale: 2, where: isDark), 20, "the − glyph")
        XCTAssertGreaterThan(countPixels(in: image, screenRect: plus, scale: 2, where: isDark), 40, "the + glyph")
    }

    func test_stepper_halfAtItsLimitDrawsADimmedGlyph() async {
        let stepper = place(UIStepper(), frame: CGRect(x: 20, y: 100, width: 94, height: 32))
        stepper.value = 0
        let image = app.screen.screenshot(scale: 2)
        let minus = CGRect(x: 20, y: 100, width: 47, height: 32)
        let black = { (pixel: UIImage.Pixel) in pixel.red < 100 && pixel.green < 100 && pixel.blue < 100 }
        XCTAssertEqual(countPixels(in: image, screenRect: minus, scale: 2, where: black), 0, "the − glyph is dimmed at the minimum")
        XCTAssertGreaterThan(countPixels(in: image, screenRect: minus, scale: 2) { isGrey($0, from: 160, to: 200) }, 20)
        let plus = CGRect(x: 67.5, y: 100, width: 46.5, height: 32)
        XCTAssertGreaterThan(countPixels(in: image, screenRect: plus, scale: 2, where: black), 20, "the + glyph stays black")
    }

    // MARK: Page control

    func test_pageControl_currentDotDiffersFromTheOthers() async {
        let control = place(UIPageControl(), frame: CGRect(x: 0, y: 100, width: 200, height: 37))
        control.backgroundColor = .black
        control.numberOfPages = 3
        control.currentPage = 1
        let image = app.screen.screenshot(scale: 2)
        func centre(_ page: Int) -> CGPoint {
            let dot = control.indicatorFrame(forPage: page)!
            return CGPoint(x: dot.midX, y: 100 + dot.midY)
        }
        assertPixel(pixel(image, at: centre(1), scale: 2), 255, 255, 255, 255, "current page: white")
        assertPixel(pixel(image, at: centre(0), scale: 2), 77, 77, 77, 255, tolerance: 3, "other pages: white at 30 %")
        assertPixel(pixel(image, at: CGPoint(x: centre(0).x + 8, y: centre(0).y), scale: 2), 0, 0, 0, 255, "between dots")
    }

    // MARK: Progress view

    func test_progressView_fillsTheLeadingFractionInTheTintColour() async {
        let progress = place(UIProgressView(progressViewStyle: .default), frame: CGRect(x: 20, y: 100, width: 200, height: 4))
        progress.progress = 0.25
        let image = app.screen.screenshot(scale: 2)
        assertPixel(pixel(image, at: CGPoint(x: 50, y: 102), scale: 2), 0x00, 0x7A, 0xFF, 255, "filled part")
        // The default track, #787880 at 20 % over white.
        assertPixel(pixel(image, at: CGPoint(x: 150, y: 102), scale: 2), 228, 228, 230, 255, "track")
        assertPixel(pixel(image, at: CGPoint(x: 150, y: 106), scale: 2), 255, 255, 255, 255, "below the bar")
    }

    // MARK: Activity indicator

    func test_activityIndicator_brightestSpokeFollowsTheAnimationStep() async {
        let indicator = place(UIActivityIndicatorView(style: .large), frame: CGRect(x: 100, y: 100, width: 37, height: 37))
        indicator.color = .black
        indicator.startAnimating()
        func darkness(spoke: Int, in image: UIImage) -> Int {
            let angle = -CGFloat.pi / 2 + CGFloat(spoke) * .pi / 4
            let point = CGPoint(x: 118.5 + 12 * cos(angle), y: 118.5 + 12 * sin(angle))
            return 255 - Int(pixel(image, at: point, scale: 2)!.red)
        }
        let first = app.screen.screenshot(scale: 2)
        XCTAssertEqual(indicator.currentAnimationStep, 0)
        XCTAssertGreaterThan(darkness(spoke: 0, in: first), darkness(spoke: 1, in: first) + 40, "step 0: the top spoke is the darkest")
        XCTAssertGreaterThan(darkness(spoke: 7, in: first), darkness(spoke: 1, in: first), "the spoke just behind is still dark")
        wait(UIActivityIndicatorView.animationLoopDuration / 8)
        XCTAssertEqual(indicator.currentAnimationStep, 1)
        let second = app.screen.screenshot(scale: 2)
        XCTAssertGreaterThan(darkness(spoke: 1, in: second), darkness(spoke: 2, in: second) + 40, "step 1: the next spoke clockwise")
        XCTAssertGreaterThan(darkness(spoke: 1, in: second), darkness(spoke: 1, in: first) + 40)
    }

    // MARK: Picker

    func test_pickerView_drawsTheSelectionBandBehindTheCentreRow() async {
        let picker = place(UIPickerView(), frame: CGRect(x: 0, y: 100, width: 320, height: 216))
        let image = app.screen.screenshot(scale: 1)
        let centreY = 100 + picker.bounds.midY
        // Tertiary fill (#767680 at 12 %) over white.
        assertPixel(pixel(image, at: CGPoint(x: 160, y: centreY), scale: 1), 239, 239, 240, 255, "the band")
        assertPixel(
            pixel(image, at: CGPoint(x: 160, y: centreY - UIPickerView.defaultRowHeight / 2 - 3), scale: 1), 255, 255, 255, 255,
            "above the band"
        )
        assertPixel(pixel(image, at: CGPoint(x: 3, y: centreY), scale: 1), 255, 255, 255, 255, "beside the band")
    }
}
