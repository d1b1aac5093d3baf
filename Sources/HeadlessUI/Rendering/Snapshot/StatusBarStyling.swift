import Foundation

/// The status bar drawn over screenshots: the time on the leading side, cellular bars and a
/// battery on the trailing side, in the colour of the style in effect (the preferred status bar style
/// of the controller that decides it): `.default` is black in the light appearance and white in the
/// dark one (resolved against the screen's traits), `.lightContent` white, `.darkContent` black. A
/// controller that prefers the status bar hidden gets none drawn.
///
/// The time is always ``time`` ("9:41", the time in Apple's marketing screenshots) so that
/// screenshots are reproducible whatever the runtime clock says.
@MainActor
enum StatusBarStyling {
    /// The time shown.
    static let time = "9:41"
    /// The colour of everything in the bar for `style` (`label`, resolved against the screen's
    /// appearance, for `.default`).
    static func color(for style: UIStatusBarStyle) -> UIColor {
        switch style {
        case .default: .label
        case .lightContent: .white
        case .darkContent: .black
        }
    }
    /// Width of the Dynamic Island cut-out the leading and trailing groups sit beside (iPhone).
    static let islandWidth: CGFloat = 126
    /// Battery body size in points.
    static let batterySize = CGSize(width: 25, height: 12)

    static func draw(in canvas: RasterCanvas, frame: CGRect, idiom: UIUserInterfaceIdiom, color: UIColor) {
        guard frame.width > 0, frame.height > 0 else { return }
        let phone = idiom != .pad
        let font = UIFont.boldSystemFont(ofSize: phone ? 16 : 12)
        let timeWidth = font.width(of: time)
        let earWidth = phone ? (frame.width - islandWidth) / 2 : frame.width / 3
        let middleY = frame.minY + (phone ? frame.height / 2 + 3 : frame.height / 2)
        let timeX = phone ? frame.minX + (earWidth - timeWidth) / 2 : frame.minX + 20
        let baseline = middleY + font.capHeight / 2
        canvas.drawString(time, font: font, baselineOrigin: CGPoint(x: timeX, y: baseline), color: color)

        // Trailing group, centred in the right ear (phone) or at the trailing edge (pad).
        let batteryWidth = batterySize.width + 2
        let barsWidth: CGFloat = 17
        let groupWidth = barsWidth + 6 + batteryWidth
        let groupX = phone ? frame.maxX - earWidth + (earWidth - groupWidth) / 2 : frame.maxX - 20 - groupWidth
        drawSignalBars(in: canvas, x: groupX, bottom: middleY + 5.5, color: color)
        drawBattery(in: canvas, x: groupX + barsWidth + 6, middleY: middleY, color: color)
    }

    private static func drawSignalBars(in canvas: RasterCanvas, x: CGFloat, bottom: CGFloat, color: UIColor) {
        for index in 0..<4 {
            let height = 4 + CGFloat(index) * 2.5
            let bar = CGRect(x: x + CGFloat(index) * 4.5, y: bottom - height, width: 3, height: height)
            canvas.fill(bar, cornerRadius: 1, color: color)
        }
    }

    private static func drawBattery(in canvas: RasterCanvas, x: CGFloat, middleY: CGFloat, color: UIColor) {
        let body = CGRect(x: x, y: middleY - batterySize.height / 2, width: batterySize.width, height: batterySize.height)
        canvas.strokeBorder(of: body, width: 1, cornerRadii: CornerRadii(all: 3.5), color: color.withAlphaComponent(0.4))
        canvas.fill(body.insetBy(dx: 2, dy: 2), cornerRadius: 1.5, color: color)
        let cap = CGRect(x: body.maxX + 1, y: middleY - 2, width: 1.5, height: 4)
        canvas.fill(cap, cornerRadius: 0.75, color: color.withAlphaComponent(0.4))
    }
}
