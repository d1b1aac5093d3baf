import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class AlertRenderingTests: HeadlessTestCase {
    /// White behind a 20 % black dimming view.
    private let dimmedWhite = 204

    private func present(_ alert: UIAlertController) {
        let root = UIViewController()
        window.rootViewController = root
        root.view.backgroundColor = .white
        root.present(alert, animated: true)
        wait(0.5)
    }

    private func actionButtons(of alert: UIAlertController) -> [UIButton] {
        alert.view.subviews.compactMap { $0 as? UIButton }
    }

    private func twoButtonAlert() -> UIAlertController {
        let alert = UIAlertController(title: "Delete photo?", message: "It goes from every device.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
        return alert
    }

    func test_alert_cardIsLightWithRoundedCornersOverTheDimmedScreen() async {
        let alert = twoButtonAlert()
        present(alert)
        let image = app.screen.screenshot(scale: 1)
        let card = screenFrame(of: alert.view)
        assertPixel(pixel(image, at: CGPoint(x: card.minX + 4, y: card.midY - 20), scale: 1), 255, 255, 255, 255, "inside the card")
        assertPixel(
            pixel(image, at: CGPoint(x: card.minX + 1, y: card.minY + 1), scale: 1), dimmedWhite, dimmedWhite, dimmedWhite, 255,
            tolerance: 3, "the rounded corner shows the dimmed screen"
        )
        assertPixel(
            pixel(image, at: CGPoint(x: 10, y: 400), scale: 1), dimmedWhite, dimmedWhite, dimmedWhite, 255, tolerance: 3,
            "the screen around the card is dimmed"
        )
    }

    func test_alert_hairlinesSeparateTheHeaderAndTheSideBySideButtons() async {
        let alert = twoButtonAlert()
        present(alert)
        let image = app.screen.screenshot(scale: 3)
        let buttons = actionButtons(of: alert).map(screenFrame(of:)).sorted { $0.minX < $1.minX }
        XCTAssertEqual(buttons.count, 2)
        let isLine = { (pixel: UIImage.Pixel) in isGrey(pixel, from: 180, to: 235) }
        let horizontal = CGRect(x: buttons[0].minX + 4, y: buttons[0].minY - 1, width: 10, height: 2)
        XCTAssertGreaterThan(countPixels(in: image, screenRect: horizontal, scale: 3, where: isLine), 0, "a line above the buttons")
        let vertical = CGRect(x: buttons[1].minX - 1, y: buttons[1].minY + 4, width: 2, height: 6)
        XCTAssertGreaterThan(countPixels(in: image, screenRect: vertical, scale: 3, where: isLine), 0, "a line between the buttons")
        let inside = CGRect(x: buttons[0].minX + 4, y: buttons[0].minY + 2, width: 10, height: 4)
        XCTAssertEqual(countPixels(in: image, screenRect: inside, scale: 3, where: isLine), 0, "no line inside a button")
    }

    func test_alert_destructiveTitleIsRedAndCancelTitleIsTinted() async {
        let alert = twoButtonAlert()
        present(alert)
        let image = app.screen.screenshot(scale: 2)
        let cancel = screenFrame(of: actionButtons(of: alert).first { $0.accessibilityLabel == "Cancel" }!)
        let delete = screenFrame(of: actionButtons(of: alert).first { $0.accessibilityLabel == "Delete" }!)
        XCTAssertGreaterThan(countPixels(in: image, screenRect: delete, scale: 2, where: isSystemRed), 20)
        XCTAssertEqual(countPixels(in: image, screenRect: delete, scale: 2, where: isTintBlue), 0)
        XCTAssertGreaterThan(countPixels(in: image, screenRect: cancel, scale: 2, where: isTintBlue), 20)
        XCTAssertEqual(countPixels(in: image, screenRect: cancel, scale: 2, where: isSystemRed), 0)
    }

    func test_alert_cancelTitleIsBolderThanTheSameDefaultTitle() async {
        func ink(style: UIAlertAction.Style) -> Int {
            let alert = UIAlertController(title: "Title", message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "Understood", style: style))
            present(alert)
            let image = app.screen.screenshot(scale: 2)
            let count = countPixels(in: image, screenRect: screenFrame(of: actionButtons(of: alert)[0]), scale: 2, where: isTintBlue)
            alert.dismiss(animated: false)
            wait(0.1)
            return count
        }
        let regular = ink(style: .default)
        let bold = ink(style: .cancel)
        XCTAssertGreaterThan(regular, 20)
        XCTAssertGreaterThan(bold, regular + regular / 10, "semibold cancel title has more ink")
    }

    func test_actionSheet_cancelGroupSitsApartWithTheDimmedScreenBetween() async {
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Share", style: .default))
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        present(sheet)
        let image = app.screen.screenshot(scale: 1)
        let buttons = actionButtons(of: sheet).map(screenFrame(of:)).sorted { $0.minY < $1.minY }
        let gapY = (buttons[0].maxY + buttons[1].minY) / 2
        assertPixel(
            pixel(image, at: CGPoint(x: buttons[0].midX, y: gapY), scale: 1), dimmedWhite, dimmedWhite, dimmedWhite, 255, tolerance: 3,
            "the gap shows the dimmed screen"
        )
        assertPixel(
            pixel(image, at: CGPoint(x: buttons[1].minX + 20, y: buttons[1].midY), scale: 1), 255, 255, 255, 255,
            "the cancel group is a card"
        )
    }
}
