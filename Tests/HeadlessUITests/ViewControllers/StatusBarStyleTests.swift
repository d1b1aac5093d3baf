import HeadlessUI
import HeadlessUITestSupport
import XCTest

/// `preferredStatusBarStyle` and `prefersStatusBarHidden` decide how screenshots draw the status bar,
/// through full-screen presentations and `childForStatusBarStyle` as in UIKit.
@MainActor
final class StatusBarStyleTests: HeadlessTestCase {
    private final class StyledController: UIViewController {
        var style: UIStatusBarStyle = .default
        var hidden = false
        override var preferredStatusBarStyle: UIStatusBarStyle { style }
        override var prefersStatusBarHidden: Bool { hidden }
    }

    /// White ink (brighter than the bars' light-grey material, 242/242/247).
    private let isWhite: (UIImage.Pixel) -> Bool = { $0.red > 250 && $0.green > 250 && $0.blue > 250 }
    private let isBlack: (UIImage.Pixel) -> Bool = { $0.red < 15 && $0.green < 15 && $0.blue < 15 }

    /// The status bar's time, on a mid-grey background so that both black and white ink show.
    private func timeInk(_ test: (UIImage.Pixel) -> Bool) -> Int {
        let image = app.screen.screenshot(scale: 1)
        let frame = app.statusBarFrame
        let leadingEar = CGRect(x: frame.minX, y: frame.minY, width: frame.width / 3, height: frame.height)
        return countPixels(in: image, screenRect: leadingEar, scale: 1, where: test)
    }

    private func show(_ controller: UIViewController) {
        controller.view.backgroundColor = .systemGray
        window.rootViewController = controller
        wait(0.1)
    }

    func test_lightContent_drawsAWhiteStatusBar() async {
        let controller = StyledController()
        show(controller)
        XCTAssertGreaterThan(timeInk(isBlack), 10, "default style in light mode: black")
        XCTAssertEqual(timeInk(isWhite), 0)
        controller.style = .lightContent
        controller.setNeedsStatusBarAppearanceUpdate()
        XCTAssertGreaterThan(timeInk(isWhite), 10)
        XCTAssertEqual(timeInk(isBlack), 0)
    }

    func test_prefersStatusBarHidden_drawsNone() async {
        let controller = StyledController()
        controller.hidden = true
        show(controller)
        XCTAssertEqual(timeInk(isBlack), 0)
        XCTAssertEqual(timeInk(isWhite), 0)
    }

    func test_tabBarController_asksTheSelectedTab_andAFullScreenPresentationDecides() async {
        let light = StyledController()
        light.style = .lightContent
        light.view.backgroundColor = .systemGray
        let tabs = UITabBarController()
        tabs.viewControllers = [light]
        show(tabs)
        XCTAssertGreaterThan(timeInk(isWhite), 10, "the selected tab decides")
        let dark = StyledController()
        dark.style = .darkContent
        dark.view.backgroundColor = .systemGray
        dark.modalPresentationStyle = .fullScreen
        tabs.present(dark, animated: false)
        wait(0.1)
        XCTAssertGreaterThan(timeInk(isBlack), 10, "the full-screen presented controller decides")
        XCTAssertEqual(timeInk(isWhite), 0)
    }

    func test_navigationController_withItsBarShown_keepsTheDefaultStyle() async {
        let light = StyledController()
        light.style = .lightContent
        let navigation = UINavigationController(rootViewController: light)
        show(navigation)
        XCTAssertEqual(timeInk(isWhite), 0, "UIKit asks the bar, not the top controller")
        navigation.setNavigationBarHidden(true, animated: false)
        XCTAssertGreaterThan(timeInk(isWhite), 10, "with the bar hidden, the top controller decides")
    }
}
