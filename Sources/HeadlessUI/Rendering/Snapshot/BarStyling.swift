import Foundation

/// The look of navigation and tab bars beyond their background colour: a hairline separator
/// (below a navigation bar, above a tab bar), and the bar background extended into the screen edge
/// it sits against (a navigation bar at the top of the safe area fills the status-bar area behind
/// it, a tab bar at the bottom of the safe area fills the home-indicator area), as iOS bars do.
@MainActor
enum BarStyling {
    /// Width of the separator line (iOS: one physical pixel; HeadlessUI: 1/3 pt).
    static let separatorWidth: CGFloat = 1.0 / 3.0
    /// How far from the screen edge a bar may start and still extend its background to it
    /// (HeadlessUI: any bar within the device's safe-area inset plus 1 pt).
    static let edgeTolerance: CGFloat = 1

    static func drawsContent(_ view: UIView) -> Bool {
        view is UINavigationBar || view is UITabBar
    }

    static func draw(_ view: UIView, bounds: CGRect, opacity: CGFloat, in canvas: RasterCanvas) {
        let background = view.presentationValues.backgroundColor ?? .systemGray6
        let faded = background.withAlphaComponent(background.alpha * opacity)
        // The shadow line comes from the bar's active appearance (none when its shadow colour is nil).
        let shadow = (view as? UINavigationBar)?.activeShadowColor ?? (view as? UITabBar)?.activeShadowColor ?? .clear
        let separator = shadow.withAlphaComponent(shadow.alpha * opacity)
        let frameOnScreen = view.convert(bounds, to: nil)
        let insets = UIApplication.current?.configuration.device.safeAreaInsets ?? .zero
        let screenHeight = UIApplication.current?.screen.bounds.height ?? frameOnScreen.maxY
        if view is UINavigationBar {
            if frameOnScreen.minY > 0, frameOnScreen.minY <= insets.top + edgeTolerance {
                canvas.fill(
                    CGRect(x: bounds.minX, y: bounds.minY - frameOnScreen.minY, width: bounds.width, height: frameOnScreen.minY),
                    color: faded
                )
            }
            canvas.fill(
                CGRect(x: bounds.minX, y: bounds.maxY - separatorWidth, width: bounds.width, height: separatorWidth), color: separator
            )
        } else {
            let gap = screenHeight - frameOnScreen.maxY
            if gap > 0, gap <= insets.bottom + edgeTolerance {
                canvas.fill(CGRect(x: bounds.minX, y: bounds.maxY, width: bounds.width, height: gap), color: faded)
            }
            canvas.fill(CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: separatorWidth), color: separator)
        }
    }
}
