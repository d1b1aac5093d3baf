import HeadlessUI
import HeadlessUITestSupport
import XCTest

/// Tab bar items with images (UIKit's `init(title:image:tag:)`, `init(title:image:selectedImage:)`,
/// `init(tabBarSystemItem:tag:)`): what the tab buttons say and draw.
@MainActor
final class UITabBarItemImageTests: HeadlessTestCase {
    private let scale: CGFloat = 2

    /// A 12 × 12 pt bitmap of one colour (drawn as is with `.alwaysOriginal`).
    private func square(_ color: UIColor) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 12, height: 12), format: .init(scale: 1)).image { context in
            context.fill(CGRect(x: 0, y: 0, width: 12, height: 12), color: color)
        }
    }

    private func showTabs(_ controllers: [UIViewController]) -> UITabBarController {
        let tabs = UITabBarController()
        tabs.viewControllers = controllers
        window.rootViewController = tabs
        wait(0.1)
        return tabs
    }

    private func tabButtons(_ tabs: UITabBarController) -> [UIButton] {
        tabs.tabBar.subviews.compactMap { $0 as? UIButton }
    }

    func test_initializers_keepTitleImagesAndTag() async {
        let star = UIImage(systemName: "star")
        let heart = UIImage(systemName: "heart.fill")
        let item = UITabBarItem(title: "Home", image: star, tag: 4)
        XCTAssertEqual(item.title, "Home")
        XCTAssertTrue(item.image === star)
        XCTAssertNil(item.selectedImage)
        XCTAssertEqual(item.tag, 4)
        let selecting = UITabBarItem(title: nil, image: star, selectedImage: heart)
        XCTAssertTrue(selecting.selectedImage === heart)
        XCTAssertEqual(selecting.tag, 0)
        let system = UITabBarItem(tabBarSystemItem: .more, tag: 9)
        XCTAssertNil(system.title, "UIKit keeps a system item's title private")
        XCTAssertEqual(system.tag, 9)
        XCTAssertEqual(UITabBarItem.SystemItem.mostViewed.rawValue, 11)
    }

    func test_tabButtons_areLabelledByTitleSystemItemOrImage() async {
        let titled = UIViewController()
        titled.tabBarItem = UITabBarItem(title: "Home", image: UIImage(systemName: "house"), tag: 0)
        let system = UIViewController()
        system.tabBarItem = UITabBarItem(tabBarSystemItem: .favorites, tag: 1)
        let imageOnly = UIViewController()
        imageOnly.tabBarItem = UITabBarItem(title: nil, image: UIImage(systemName: "gear"), tag: 2)
        let tabs = showTabs([titled, system, imageOnly])
        XCTAssertEqual(tabButtons(tabs).map(\.accessibilityLabel), ["Home", "Favorites", "gear"])
    }

    func test_tabButton_drawsTheImageInTheItemsColourAndTheSelectedImageWhileSelected() async {
        let first = UIViewController()
        first.tabBarItem = UITabBarItem(
            title: "One", image: square(.systemGreen), selectedImage: square(.systemRed).withRenderingMode(.alwaysOriginal)
        )
        let second = UIViewController()
        second.tabBarItem = UITabBarItem(title: "Two", image: square(.systemGreen), tag: 1)
        let tabs = showTabs([first, second])
        let buttons = tabButtons(tabs)
        let isGreen: (UIImage.Pixel) -> Bool = { $0.green > 150 && $0.red < 100 && $0.blue < 120 }
        var image = app.screen.screenshot(scale: scale)
        let firstFrame = screenFrame(of: buttons[0])
        let secondFrame = screenFrame(of: buttons[1])
        let square = 12 * 12 * scale * scale
        // The 12-pt square sits centred in the tab, so its edges may straddle pixels.
        let red = CGFloat(countPixels(in: image, screenRect: firstFrame, scale: scale, where: isSystemRed))
        XCTAssertTrue((0.9 * square...square).contains(red), "the selected tab draws its selected original-colour image as is: \(red)")
        XCTAssertEqual(countPixels(in: image, screenRect: secondFrame, scale: scale, where: isGreen), 0,
                       "an automatic image is a template: drawn in the unselected grey, not green")
        let grey: (UIImage.Pixel) -> Bool = { abs(Int($0.red) - 142) < 6 && abs(Int($0.green) - 142) < 6 && abs(Int($0.blue) - 147) < 6 }
        XCTAssertGreaterThanOrEqual(CGFloat(countPixels(in: image, screenRect: secondFrame, scale: scale, where: grey)), square)

        tabs.selectedIndex = 1
        image = app.screen.screenshot(scale: scale)
        XCTAssertEqual(
            countPixels(in: image, screenRect: firstFrame, scale: scale, where: isSystemRed), 0, "unselected: the image, in grey"
        )
        XCTAssertGreaterThanOrEqual(CGFloat(countPixels(in: image, screenRect: secondFrame, scale: scale, where: isTintBlue)), square,
                                    "the selected template image is drawn in the tint colour")
    }

    func test_settingTheImageOfAShownItem_redrawsTheTab() async {
        let navigation = UINavigationController(rootViewController: UIViewController())
        navigation.title = "Feed"
        let tabs = showTabs([navigation])
        let frame = screenFrame(of: tabButtons(tabs)[0])
        let placeholder = countPixels(in: app.screen.screenshot(scale: scale), screenRect: frame, scale: scale, where: isTintBlue)
        navigation.tabBarItem.image = square(.black)
        let withImage = countPixels(in: app.screen.screenshot(scale: scale), screenRect: frame, scale: scale, where: isTintBlue)
        XCTAssertLessThan(withImage, placeholder, "the 12-pt image replaces the 24-pt placeholder glyph")
        XCTAssertGreaterThanOrEqual(CGFloat(withImage), 12 * 12 * scale * scale)
    }

    func test_unselectedItemTintColor_coloursTheOtherTabs() async {
        let first = UIViewController()
        first.tabBarItem = UITabBarItem(title: "One", image: square(.black), tag: 0)
        let second = UIViewController()
        second.tabBarItem = UITabBarItem(title: "Two", image: square(.black), tag: 1)
        let tabs = showTabs([first, second])
        tabs.tabBar.unselectedItemTintColor = .systemRed
        let image = app.screen.screenshot(scale: scale)
        XCTAssertGreaterThanOrEqual(
            CGFloat(countPixels(in: image, screenRect: screenFrame(of: tabButtons(tabs)[1]), scale: scale, where: isSystemRed)),
            12 * 12 * scale * scale
        )
        XCTAssertEqual(countPixels(in: image, screenRect: screenFrame(of: tabButtons(tabs)[0]), scale: scale, where: isSystemRed), 0)
    }
}
