import HeadlessUI
import HeadlessUITestSupport
import XCTest

/// Dynamic colours: the provider, resolution against trait collections, the system colours' dark
/// values, and rendering that resolves each view's colours against that view's traits.
@MainActor
final class UIColorDynamicTests: HeadlessTestCase {
    private let dark = UITraitCollection(userInterfaceStyle: .dark)
    private let light = UITraitCollection(userInterfaceStyle: .light)

    private func components(_ color: UIColor) -> [Int] {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        return [red, green, blue].map { Int(($0 * 255).rounded()) } + [Int((alpha * 100).rounded())]
    }

    func test_dynamicProvider_resolvesPerTraitCollection() async {
        let card = UIColor { traits in traits.userInterfaceStyle == .dark ? .black : .white }
        XCTAssertEqual(card.resolvedColor(with: dark), .black)
        XCTAssertEqual(card.resolvedColor(with: light), .white)
        XCTAssertEqual(UIColor.red.resolvedColor(with: dark), .red, "a fixed colour resolves to itself")
        dark.performAsCurrent { XCTAssertEqual(components(card), [0, 0, 0, 100]) }
        XCTAssertEqual(components(card), [255, 255, 255, 100], "outside, current is the light screen")
    }

    func test_dynamicColour_equalsOnlyItself() async {
        let first = UIColor { _ in .red }
        let second = UIColor { _ in .red }
        XCTAssertEqual(first, first)
        XCTAssertNotEqual(first, second)
        XCTAssertNotEqual(first, .red)
    }

    func test_withAlphaComponent_keepsAColourDynamic() async {
        let faded = UIColor.label.withAlphaComponent(0.5)
        XCTAssertEqual(components(faded.resolvedColor(with: dark)), [255, 255, 255, 50])
        XCTAssertEqual(components(faded.resolvedColor(with: light)), [0, 0, 0, 50])
    }

    func test_systemColours_haveUIKitsDarkValues() async {
        let rows: [(String, UIColor, [Int])] = [
            ("systemBlue", .systemBlue, [10, 132, 255, 100]),
            ("systemRed", .systemRed, [255, 69, 58, 100]),
            ("systemGreen", .systemGreen, [48, 209, 88, 100]),
            ("systemOrange", .systemOrange, [255, 159, 10, 100]),
            ("systemYellow", .systemYellow, [255, 214, 10, 100]),
            ("systemPink", .systemPink, [255, 55, 95, 100]),
            ("systemPurple", .systemPurple, [191, 90, 242, 100]),
            ("systemIndigo", .systemIndigo, [94, 92, 230, 100]),
            ("systemTeal", .systemTeal, [64, 200, 224, 100]),
            ("systemCyan", .systemCyan, [100, 210, 255, 100]),
            ("systemMint", .systemMint, [99, 230, 226, 100]),
            ("systemBrown", .systemBrown, [172, 142, 104, 100]),
            ("systemGray", .systemGray, [142, 142, 147, 100]),
            ("systemGray2", .systemGray2, [99, 99, 102, 100]),
            ("systemGray3", .systemGray3, [72, 72, 74, 100]),
            ("systemGray4", .systemGray4, [58, 58, 60, 100]),
            ("systemGray5", .systemGray5, [44, 44, 46, 100]),
            ("systemGray6", .systemGray6, [28, 28, 30, 100]),
            ("label", .label, [255, 255, 255, 100]),
            ("secondaryLabel", .secondaryLabel, [235, 235, 245, 60]),
            ("tertiaryLabel", .tertiaryLabel, [235, 235, 245, 30]),
            ("quaternaryLabel", .quaternaryLabel, [235, 235, 245, 18]),
            ("placeholderText", .placeholderText, [235, 235, 245, 30]),
            ("link", .link, [9, 132, 255, 100]),
            ("systemFill", .systemFill, [120, 120, 128, 36]),
            ("secondarySystemFill", .secondarySystemFill, [120, 120, 128, 32]),
            ("tertiarySystemFill", .tertiarySystemFill, [118, 118, 128, 24]),
            ("quaternarySystemFill", .quaternarySystemFill, [118, 118, 128, 18]),
            ("systemBackground", .systemBackground, [0, 0, 0, 100]),
            ("secondarySystemBackground", .secondarySystemBackground, [28, 28, 30, 100]),
            ("tertiarySystemBackground", .tertiarySystemBackground, [44, 44, 46, 100]),
            ("systemGroupedBackground", .systemGroupedBackground, [0, 0, 0, 100]),
            ("secondarySystemGroupedBackground", .secondarySystemGroupedBackground, [28, 28, 30, 100]),
            ("tertiarySystemGroupedBackground", .tertiarySystemGroupedBackground, [44, 44, 46, 100]),
            ("separator", .separator, [84, 84, 88, 60]),
            ("opaqueSeparator", .opaqueSeparator, [56, 56, 58, 100]),
            ("darkText", .darkText, [0, 0, 0, 100]),
            ("lightText", .lightText, [255, 255, 255, 60]),
        ]
        for (name, color, expected) in rows {
            XCTAssertEqual(components(color.resolvedColor(with: dark)), expected, name)
        }
    }

    func test_elevatedDarkBackgrounds_areLighter() async {
        let elevated = UITraitCollection(traitsFrom: [dark, UITraitCollection(userInterfaceLevel: .elevated)])
        XCTAssertEqual(components(UIColor.systemBackground.resolvedColor(with: elevated)), [28, 28, 30, 100])
        XCTAssertEqual(components(UIColor.secondarySystemGroupedBackground.resolvedColor(with: elevated)), [44, 44, 46, 100])
        XCTAssertEqual(components(UIColor.label.resolvedColor(with: elevated)), [255, 255, 255, 100])
    }

    func test_providerThatNeverSettles_isReportedAndResolvesToClear() async {
        nonisolated(unsafe) var loop: UIColor!
        loop = UIColor { _ in loop }
        XCTAssertEqual(loop.resolvedColor(with: light), .clear)
        _ = expectRuntimeIssues(count: 1)
    }

    // MARK: Rendering

    private func screen() -> (background: UIView, label: UILabel) {
        let background = place(UIView(), frame: CGRect(x: 0, y: 0, width: 120, height: 60))
        background.backgroundColor = .systemBackground
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 60))
        label.text = "██████"
        label.font = .systemFont(ofSize: 40)
        label.textColor = .label
        background.addSubview(label)
        return (background, label)
    }

    /// The darkest and lightest grey levels in the image's red channel.
    private func extremes(_ image: UIImage) -> (darkest: Int, lightest: Int) {
        var darkest = 255, lightest = 0
        for y in 0..<image.pixelHeight {
            for x in 0..<image.pixelWidth {
                let red = Int(image.pixel(x: x, y: y)?.red ?? 0)
                darkest = min(darkest, red)
                lightest = max(lightest, red)
            }
        }
        return (darkest, lightest)
    }

    func test_render_sameScreenDrawsLightThenDarkWhenTheDeviceAppearanceChanges() async {
        let (background, _) = screen()
        let lightImage = background.snapshotImage(scale: 1)
        assertPixel(lightImage.pixel(x: 118, y: 58), 255, 255, 255, 255, "light background")
        XCTAssertEqual(extremes(lightImage).darkest, 0, "black label text")
        app.setUserInterfaceStyle(.dark)
        let darkImage = background.snapshotImage(scale: 1)
        assertPixel(darkImage.pixel(x: 118, y: 58), 0, 0, 0, 255, "dark background")
        XCTAssertEqual(extremes(darkImage).lightest, 255, "white label text")
    }

    func test_render_overrideOnASubtreeDrawsOnlyThatSubtreeDark() async {
        let container = place(UIView(), frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        container.backgroundColor = .systemBackground
        let darkPanel = UIView(frame: CGRect(x: 50, y: 0, width: 50, height: 50))
        darkPanel.backgroundColor = .secondarySystemBackground
        let inner = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        inner.backgroundColor = .systemBlue
        darkPanel.addSubview(inner)
        container.addSubview(darkPanel)
        darkPanel.overrideUserInterfaceStyle = .dark
        let image = container.snapshotImage(scale: 1)
        assertPixel(image.pixel(x: 10, y: 10), 255, 255, 255, 255, "outside the override: light")
        assertPixel(image.pixel(x: 52, y: 2), 28, 28, 30, 255, "the overridden view: dark")
        assertPixel(image.pixel(x: 70, y: 20), 10, 132, 255, 255, "its subview inherits dark")
    }
}

/// The status bar follows the device's appearance, as UIKit's default status bar style does.
@MainActor
final class StatusBarAppearanceTests: HeadlessTestCase {
    private func timeInkIsWhite(_ image: UIImage) -> (white: Int, black: Int) {
        var white = 0, black = 0
        for y in 10..<44 {
            for x in 20..<120 {
                guard let pixel = image.pixel(x: x, y: y) else { continue }
                if pixel.red > 230, pixel.green > 230, pixel.blue > 230 { white += 1 }
                if pixel.red < 25, pixel.green < 25, pixel.blue < 25 { black += 1 }
            }
        }
        return (white, black)
    }

    func test_statusBar_drawsWhiteTimeOverADarkScreen() async {
        window.backgroundColor = .systemBackground
        let light = timeInkIsWhite(app.screen.screenshot(scale: 1))
        XCTAssertGreaterThan(light.black, 20, "black 9:41 on white")
        app.setUserInterfaceStyle(.dark)
        let dark = timeInkIsWhite(app.screen.screenshot(scale: 1))
        XCTAssertGreaterThan(dark.white, 20, "white 9:41 on black")
    }
}
