import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class UIImageViewTests: HeadlessTestCase {
    private func bitmap(_ width: CGFloat, _ height: CGFloat, _ color: UIColor = .red) throws -> UIImage {
        try UIImage(size: CGSize(width: width, height: height), scale: 1, filledWith: color)
    }

    // MARK: Size

    func test_imageView_initWithImageSizesTheViewToTheImage() async throws {
        let view = UIImageView(image: try bitmap(30, 20))
        XCTAssertEqual(view.frame, CGRect(x: 0, y: 0, width: 30, height: 20))
        XCTAssertEqual(view.intrinsicContentSize, CGSize(width: 30, height: 20))
    }

    func test_imageView_withoutImageHasNoIntrinsicSize() async {
        XCTAssertEqual(
            UIImageView(frame: .zero).intrinsicContentSize, CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        )
    }

    func test_imageView_highlightedShowsTheHighlightedImage() async throws {
        let normal = try bitmap(10, 10), highlighted = try bitmap(20, 20, .blue)
        let view = UIImageView(image: normal, highlightedImage: highlighted)
        XCTAssertEqual(view.displayedImage, normal)
        view.isHighlighted = true
        XCTAssertEqual(view.displayedImage, highlighted)
        XCTAssertEqual(view.intrinsicContentSize, CGSize(width: 20, height: 20))
    }

    // MARK: Content mode

    func test_imageView_scaleToFillStretchesOverTheBounds() async throws {
        let view = place(UIImageView(image: try bitmap(100, 50)), frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        XCTAssertEqual(view.contentMode, .scaleToFill)
        XCTAssertEqual(view.imageFrame, CGRect(x: 0, y: 0, width: 200, height: 200))
    }

    func test_imageView_aspectFitLetterboxes() async throws {
        let view = place(UIImageView(image: try bitmap(100, 50)), frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        view.contentMode = .scaleAspectFit
        XCTAssertEqual(view.imageFrame, CGRect(x: 0, y: 50, width: 200, height: 100))
    }

    func test_imageView_aspectFillCoversAndOverflows() async throws {
        let view = place(UIImageView(image: try bitmap(100, 50)), frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        view.contentMode = .scaleAspectFill
        XCTAssertEqual(view.imageFrame, CGRect(x: -100, y: 0, width: 400, height: 200))
    }

    func test_imageView_centerKeepsTheImageSize() async throws {
        let view = place(UIImageView(image: try bitmap(100, 50)), frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        view.contentMode = .center
        XCTAssertEqual(view.imageFrame, CGRect(x: 50, y: 75, width: 100, height: 50))
    }

    // MARK: Tint

    func test_imageView_templateImageIsDrawnInTheViewTint() async throws {
        let view = place(UIImageView(image: UIImage(systemName: "star")), frame: CGRect(x: 0, y: 0, width: 17, height: 17))
        XCTAssertEqual(view.displayedTintColor, .systemBlue)
        view.tintColor = .systemRed
        XCTAssertEqual(view.displayedTintColor, .systemRed)
    }

    func test_imageView_originalBitmapHasNoTintButATintedImageKeepsItsColour() async throws {
        let view = UIImageView(image: try bitmap(4, 4))
        XCTAssertNil(view.displayedTintColor)
        view.image = UIImage(systemName: "star")?.withTintColor(.systemGreen)
        view.tintColor = .systemRed
        XCTAssertEqual(view.displayedTintColor, .systemGreen)
    }

    // MARK: Interaction

    func test_imageView_ignoresTouchesByDefault() async throws {
        let view = place(UIImageView(image: try bitmap(50, 50)), frame: CGRect(x: 100, y: 100, width: 50, height: 50))
        XCTAssertFalse(view.isUserInteractionEnabled)
        XCTAssertFalse(window.hitTest(CGPoint(x: 125, y: 125), with: nil) === view)
        view.isUserInteractionEnabled = true
        XCTAssertTrue(window.hitTest(CGPoint(x: 125, y: 125), with: nil) === view)
    }

    // MARK: Animation

    private func animatedView(count: Int = 3) throws -> UIImageView {
        let view = place(UIImageView(image: try bitmap(10, 10, .black)), frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.animationImages = try (0..<count).map { try bitmap(10, 10, UIColor(white: CGFloat($0) / 10, alpha: 1)) }
        return view
    }

    func test_imageView_animationFlipsFramesOnTheClock() async throws {
        let view = try animatedView()
        view.animationDuration = 0.3
        view.startAnimating()
        var frames: [Int?] = [view.currentAnimationFrameIndex]
        wait(0.15); frames.append(view.currentAnimationFrameIndex)
        wait(0.1); frames.append(view.currentAnimationFrameIndex)
        wait(0.1); frames.append(view.currentAnimationFrameIndex)
        XCTAssertEqual(frames, [0, 1, 2, 0])
        XCTAssertEqual(view.displayedImage, view.animationImages?[0])
    }

    func test_imageView_zeroDurationMeansOneThirtiethSecondPerImage() async throws {
        let view = try animatedView(count: 4)
        view.startAnimating()
        wait(2.0 / 30.0)
        XCTAssertEqual(view.currentAnimationFrameIndex, 2)
    }

    func test_imageView_finiteAnimationStopsAfterItsCyclesAndShowsTheImage() async throws {
        let view = try animatedView()
        view.animationDuration = 0.3
        view.animationRepeatCount = 2
        view.startAnimating()
        wait(0.59)
        XCTAssertTrue(view.isAnimating)
        wait(0.02)
        XCTAssertFalse(view.isAnimating)
        XCTAssertNil(view.currentAnimationFrameIndex)
        XCTAssertEqual(view.displayedImage, view.image)
    }

    func test_imageView_stopAnimatingShowsTheImageAgain() async throws {
        let view = try animatedView()
        view.startAnimating()
        wait(0.05)
        view.stopAnimating()
        XCTAssertFalse(view.isAnimating)
        XCTAssertEqual(view.displayedImage, view.image)
    }

    func test_imageView_startWithoutAnimationImagesDoesNothing() async throws {
        let view = UIImageView(image: try bitmap(10, 10))
        view.startAnimating()
        XCTAssertFalse(view.isAnimating)
    }

    func test_imageView_endlessAnimationDoesNotKeepTheAppBusy() async throws {
        let view = try animatedView()
        view.startAnimating()
        await app.runLoop.runFrames(2)
        XCTAssertTrue(app.idleReport().isIdle, "\(app.idleReport())")
        XCTAssertTrue(view.isAnimating)
    }

    func test_imageView_negativeRepeatCountIsReportedAndIgnored() async throws {
        let view = try animatedView()
        view.animationRepeatCount = -1
        expectRuntimeIssues(count: 1)
        XCTAssertEqual(view.animationRepeatCount, 0)
    }

    // MARK: Accessibility

    func test_imageView_isNotAnAccessibilityElementByDefault() async throws {
        let view = place(UIImageView(image: UIImage(systemName: "bell")), frame: CGRect(x: 0, y: 0, width: 17, height: 17))
        XCTAssertFalse(view.isAccessibilityElement)
        XCTAssertFalse(AccessibilityTree.elements(in: window).contains { $0 === view })
    }

    func test_imageView_madeAnElementHasTheImageTraitAndTheImageLabel() async throws {
        let view = place(UIImageView(image: UIImage(systemName: "bell")), frame: CGRect(x: 0, y: 0, width: 17, height: 17))
        view.isAccessibilityElement = true
        XCTAssertEqual(view.accessibilityTraits, .image)
        XCTAssertEqual(view.accessibilityLabel, "bell")
        XCTAssertTrue(AccessibilityTree.elements(in: window).contains { $0 === view })
    }
}
