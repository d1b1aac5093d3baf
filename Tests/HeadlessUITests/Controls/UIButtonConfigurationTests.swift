import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class UIButtonConfigurationTests: HeadlessTestCase {
    private func configuredButton(
        _ configuration: UIButton.Configuration, frame: CGRect = CGRect(x: 20, y: 100, width: 200, height: 50)
    ) -> UIButton {
        let button = place(UIButton(configuration: configuration), frame: frame)
        button.layoutIfNeeded()
        return button
    }

    private func titled(_ configuration: UIButton.Configuration, _ title: String) -> UIButton.Configuration {
        var configuration = configuration
        configuration.title = title
        return configuration
    }

    func test_configurationInit_takesThePrimaryActionTitleAndIsSystem() async {
        var taps = 0
        let button = place(
            UIButton(configuration: .filled(), primaryAction: UIAction(title: "Pay") { _ in taps += 1 }),
            frame: CGRect(x: 0, y: 100, width: 200, height: 50)
        )
        XCTAssertEqual(button.buttonType, .system)
        XCTAssertEqual(button.configuration?.title, "Pay")
        XCTAssertEqual(button.currentTitle, "Pay")
        fingers.tap(CGPoint(x: 100, y: 125))
        XCTAssertEqual(taps, 1)
    }

    func test_filledButton_drawsTheTintBehindAWhiteTitle() async {
        let button = configuredButton(titled(.filled(), "Pay now"))
        let image = button.snapshotImage(scale: 1)
        XCTAssertEqual(image.pixel(x: 6, y: 25), UIImage.Pixel(red: 0, green: 122, blue: 255, alpha: 255), "systemBlue background")
        let title = button.titleLabel!.frame
        var white = 0
        for y in Int(title.minY)..<Int(title.maxY) {
            for x in Int(title.minX)..<Int(title.maxX) {
                if let pixel = image.pixel(x: x, y: y), pixel.red > 230, pixel.green > 230, pixel.blue > 230 { white += 1 }
            }
        }
        XCTAssertGreaterThan(white, 20, "white title ink over the blue background")
        XCTAssertEqual(button.titleLabel?.textColor, .white)
    }

    func test_plainButton_hasNoBackgroundAndATintedTitle() async {
        let button = configuredButton(titled(.plain(), "Edit"))
        XCTAssertNil(button.configuration?.updated(for: button).background.backgroundColor)
        XCTAssertEqual(button.titleLabel?.textColor, button.tintColor)
        let image = button.snapshotImage(scale: 1)
        XCTAssertEqual(image.pixel(x: 6, y: 25)?.alpha, 0, "nothing drawn outside the title")
    }

    func test_baseColors_replaceTheStyleColours() async {
        var configuration = titled(.filled(), "Delete")
        configuration.baseBackgroundColor = .systemRed
        configuration.baseForegroundColor = .black
        let button = configuredButton(configuration)
        XCTAssertEqual(button.snapshotImage(scale: 1).pixel(x: 6, y: 25), UIImage.Pixel(red: 255, green: 59, blue: 48, alpha: 255))
        XCTAssertEqual(button.titleLabel?.textColor, .black)
    }

    func test_intrinsicContentSize_isTitlePlusTheMediumInsets() async {
        let button = UIButton(configuration: titled(.filled(), "Continue"))
        let title = UIFont.systemFont(ofSize: 17)
        let size = button.intrinsicContentSize
        XCTAssertEqual(size.width, title.width(of: "Continue") + 24, accuracy: 1, "12 pt leading and trailing")
        XCTAssertEqual(size.height, button.titleLabel!.intrinsicContentSize.height + 14, accuracy: 0.01, "7 pt top and bottom")
        var large = titled(.filled(), "Continue")
        large.buttonSize = .large
        let largeHeight = UIButton(configuration: large).intrinsicContentSize.height
        XCTAssertEqual(largeHeight, button.titleLabel!.intrinsicContentSize.height + 28, accuracy: 0.01)
    }

    func test_contentInsets_followTheButtonSizeUntilSet() async {
        var configuration = UIButton.Configuration.plain()
        XCTAssertEqual(configuration.contentInsets, NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
        configuration.buttonSize = .small
        XCTAssertEqual(configuration.contentInsets, NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10))
        configuration.contentInsets = .zero
        configuration.buttonSize = .large
        XCTAssertEqual(configuration.contentInsets, .zero)
        configuration.setDefaultContentInsets()
        XCTAssertEqual(configuration.contentInsets, NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20))
    }

    func test_image_sitsLeadingWithItsPadding() async throws {
        var configuration = titled(.filled(), "Favourite")
        configuration.image = UIImage(systemName: "star.fill")
        configuration.imagePadding = 8
        let button = configuredButton(configuration)
        let imageView = try XCTUnwrap(button.imageView)
        let title = try XCTUnwrap(button.titleLabel)
        XCTAssertEqual(imageView.frame.size, CGSize(width: 17, height: 17))
        XCTAssertEqual(title.frame.minX - imageView.frame.maxX, 8, accuracy: 0.01)
        XCTAssertEqual((imageView.frame.minX + title.frame.maxX) / 2, 100, accuracy: 0.5, "content centred in the button")
        XCTAssertEqual(imageView.displayedTintColor, .white, "the symbol takes the foreground colour")
        XCTAssertEqual(button.intrinsicContentSize.width, 17 + 8 + title.intrinsicContentSize.width + 24, accuracy: 0.01)
    }

    func test_imagePlacement_trailingAndTop() async throws {
        var configuration = titled(.plain(), "Next")
        configuration.image = UIImage(systemName: "chevron.right")
        configuration.imagePadding = 4
        configuration.imagePlacement = .trailing
        let button = configuredButton(configuration)
        XCTAssertEqual(button.imageView!.frame.minX - button.titleLabel!.frame.maxX, 4, accuracy: 0.01)
        configuration.imagePlacement = .top
        button.configuration = configuration
        button.layoutIfNeeded()
        XCTAssertEqual(button.titleLabel!.frame.minY - button.imageView!.frame.maxY, 4, accuracy: 0.01)
        XCTAssertEqual(button.imageView!.frame.midX, button.titleLabel!.frame.midX, accuracy: 0.5)
    }

    func test_subtitle_sitsBelowTheTitleWithTitlePadding() async throws {
        var configuration = titled(.gray(), "Upgrade")
        configuration.subtitle = "2 days left"
        configuration.titlePadding = 3
        let button = configuredButton(configuration, frame: CGRect(x: 0, y: 100, width: 220, height: 80))
        let subtitle = try XCTUnwrap(button.subviews.compactMap { $0 as? UILabel }.first { $0.text == "2 days left" })
        XCTAssertEqual(subtitle.frame.minY - button.titleLabel!.frame.maxY, 3, accuracy: 0.01)
        XCTAssertEqual(subtitle.font.pointSize, 13)
    }

    func test_disabledAndHighlighted_changeTheColours() async {
        let button = configuredButton(titled(.filled(), "Send"))
        button.isEnabled = false
        button.layoutIfNeeded()
        XCTAssertEqual(button.titleLabel?.textColor, .tertiaryLabel)
        XCTAssertEqual(button.configuration?.updated(for: button).background.backgroundColor, .tertiarySystemFill)
        button.isEnabled = true
        button.isHighlighted = true
        button.layoutIfNeeded()
        XCTAssertEqual(button.titleLabel?.textColor.alpha ?? 0, 0.5, accuracy: 0.001)
    }

    func test_configurationUpdateHandler_runsOnStateChanges() async {
        let button = configuredButton(titled(.filled(), "Hold"))
        var calls = 0
        button.configurationUpdateHandler = { button in
            calls += 1
            button.configuration?.title = button.isHighlighted ? "Holding" : "Hold"
        }
        button.layoutIfNeeded()
        XCTAssertEqual(calls, 1, "setting the handler asks for an update")
        fingers.down(CGPoint(x: 120, y: 125))
        button.layoutIfNeeded()
        XCTAssertEqual(button.titleLabel?.text, "Holding")
        XCTAssertEqual(button.accessibilityLabel, "Holding")
        fingers.up(CGPoint(x: 120, y: 125))
        button.layoutIfNeeded()
        XCTAssertEqual(button.titleLabel?.text, "Hold")
        XCTAssertEqual(calls, 3)
    }

    func test_updateConfiguration_isCalledOnSubclasses() async {
        final class CountingButton: UIButton {
            var updates = 0
            override func updateConfiguration() {
                updates += 1
                configuration?.subtitle = isSelected ? "On" : "Off"
            }
        }
        let button = place(CountingButton(configuration: titled(.tinted(), "Alerts")), frame: CGRect(x: 0, y: 100, width: 200, height: 60))
        button.layoutIfNeeded()
        XCTAssertEqual(button.updates, 1)
        button.isSelected = true
        button.setNeedsUpdateConfiguration()
        button.layoutIfNeeded()
        XCTAssertEqual(button.configuration?.subtitle, "On")
    }

    func test_setTitle_onAConfiguredButtonSetsTheConfigurationTitle() async {
        let button = configuredButton(.filled())
        button.setTitle("Buy", for: .normal)
        XCTAssertEqual(button.configuration?.title, "Buy")
        button.layoutIfNeeded()
        XCTAssertEqual(button.titleLabel?.text, "Buy")
    }

    func test_attributedTitle_showsItsCharacters() async {
        var configuration = UIButton.Configuration.plain()
        configuration.attributedTitle = AttributedString("Styled")
        let button = configuredButton(configuration)
        XCTAssertEqual(button.titleLabel?.text, "Styled")
        XCTAssertEqual(button.currentTitle, "Styled")
    }

    func test_accessibility_titleOrTheSymbolName() async {
        let titledButton = configuredButton(titled(.filled(), "Pay"))
        XCTAssertEqual(titledButton.accessibilityLabel, "Pay")
        XCTAssertTrue(titledButton.accessibilityTraits.contains(.button))
        var imageOnly = UIButton.Configuration.plain()
        imageOnly.image = UIImage(systemName: "heart.fill")
        XCTAssertEqual(configuredButton(imageOnly).accessibilityLabel, "heart fill")
    }

    func test_activityIndicator_replacesTheImage() async throws {
        var configuration = titled(.filled(), "Saving")
        configuration.image = UIImage(systemName: "checkmark")
        configuration.showsActivityIndicator = true
        let button = configuredButton(configuration)
        let indicator = try XCTUnwrap(button.subviews.compactMap { $0 as? UIActivityIndicatorView }.first)
        XCTAssertTrue(indicator.isAnimating)
        XCTAssertTrue(button.imageView?.isHidden ?? true)
        XCTAssertEqual(button.titleLabel!.frame.minX - indicator.frame.maxX, 0, accuracy: 0.01)
    }

    func test_cornerStyle_capsuleAndFixed() async throws {
        var configuration = titled(.filled(), "Go")
        configuration.cornerStyle = .capsule
        let button = configuredButton(configuration, frame: CGRect(x: 0, y: 100, width: 120, height: 44))
        let background = try XCTUnwrap(button.subviews.first)
        XCTAssertEqual(background.layer.cornerRadius, 22)
        configuration.cornerStyle = .fixed
        configuration.background.cornerRadius = 5
        button.configuration = configuration
        button.layoutIfNeeded()
        XCTAssertEqual(background.layer.cornerRadius, 5)
        XCTAssertEqual(button.snapshotImage(scale: 1).pixel(x: 0, y: 0)?.alpha, 0, "the rounded corner is not filled")
    }

    func test_removingTheConfiguration_goesBackToTheStateAPI() async {
        let button = configuredButton(titled(.filled(), "Pay"))
        button.configuration = nil
        button.setTitle("Legacy", for: .normal)
        button.layoutIfNeeded()
        XCTAssertEqual(button.titleLabel?.text, "Legacy")
        XCTAssertFalse(button.subviews.contains { $0.backgroundColor != nil }, "the configured background is gone")
    }
}
