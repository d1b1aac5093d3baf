import HeadlessUI
import HeadlessUITestSupport
import UIKit
import XCTest

/// An iOS-style screen using trait collections, dynamic colours, Dynamic Type and bar appearances,
/// written against UIKit's names only.
final class ThemedCardViewController: UIViewController {
    private let titleLabel = UILabel()
    private let card = UIView()
    private(set) var appearanceChanges = 0

    static let cardColor = UIColor { traits in
        traits.userInterfaceStyle == .dark ? UIColor(white: 0.15, alpha: 1) : UIColor(white: 0.95, alpha: 1)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Card"
        view.backgroundColor = .systemBackground
        card.backgroundColor = Self.cardColor
        card.frame = CGRect(x: 20, y: 120, width: 200, height: 100)
        titleLabel.font = UIFontMetrics(forTextStyle: .headline).scaledFont(for: .systemFont(ofSize: 17, weight: .semibold))
        titleLabel.adjustsFontForContentSizeCategory = true
        titleLabel.textColor = .secondaryLabel
        titleLabel.text = "Savings"
        titleLabel.frame = CGRect(x: 8, y: 8, width: 180, height: 30)
        card.addSubview(titleLabel)
        view.addSubview(card)

        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemIndigo
        appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
        navigationItem.standardAppearance = appearance
        navigationItem.scrollEdgeAppearance = appearance
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) {
            appearanceChanges += 1
        }
    }

    var titleFontSize: CGFloat { titleLabel.font.pointSize }
}

/// The themed screen compiles with `import UIKit` and follows the device's appearance and text size.
@MainActor
final class TraitsTests: HeadlessTestCase {
    func test_themedScreen_followsDarkModeAndTextSize() async {
        let screen = ThemedCardViewController()
        window.rootViewController = UINavigationController(rootViewController: screen)
        wait(0.1)
        XCTAssertEqual(screen.titleFontSize, 17)
        app.setUserInterfaceStyle(.dark)
        app.setPreferredContentSizeCategory(.extraExtraExtraLarge)
        XCTAssertEqual(screen.appearanceChanges, 1)
        XCTAssertEqual(screen.titleFontSize, 23)
        let image = app.screen.screenshot(scale: 1)
        let cardPixel = image.pixel(x: 200, y: Int(screen.view.convert(CGPoint(x: 0, y: 210), to: nil).y))
        XCTAssertEqual(cardPixel?.red, 38, "the card's dark colour (0.15 white)")
        XCTAssertEqual(image.pixel(x: 300, y: 80)?.blue, 230, "the navigation bar draws the item appearance's systemIndigo (dark)")
    }
}
