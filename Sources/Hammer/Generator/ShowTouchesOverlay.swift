import Foundation

/// Draws a circle at each active touch of a generator, in a window above everything else.
///
/// The overlay is passive: its window has user interaction disabled (touches pass through to the
/// app's windows), it is never key, and it is hidden from accessibility.
@MainActor
final class ShowTouchesOverlay {
    /// Window level of the overlay: above alerts and the status bar.
    static let windowLevel = UIWindow.Level(10_000)

    /// The overlay window.
    let window: UIWindow
    private var circles: [UIView] = []

    init(screenBounds: CGRect) {
        window = UIWindow(frame: screenBounds)
        window.windowLevel = Self.windowLevel
        window.isUserInteractionEnabled = false
        window.backgroundColor = nil
        window.accessibilityElementsHidden = true
        window.isAccessibilityElement = false
        window.isHidden = false
    }

    /// The circles currently shown (one per active touch), for tests.
    var circleCenters: [CGPoint] { circles.filter { !$0.isHidden }.map(\.center) }

    /// Shows one circle of `radius` at each screen point.
    func show(_ points: [CGPoint], radius: CGFloat) {
        while circles.count < points.count {
            let circle = UIView(frame: .zero)
            circle.isUserInteractionEnabled = false
            circle.backgroundColor = UIColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.5)
            circle.layer.borderColor = UIColor(red: 1, green: 1, blue: 1, alpha: 0.8).cgColor
            circle.layer.borderWidth = 2
            window.addSubview(circle)
            circles.append(circle)
        }
        for (index, circle) in circles.enumerated() {
            guard index < points.count else {
                circle.isHidden = true
                continue
            }
            let point = window.convert(points[index], from: nil)
            circle.isHidden = false
            circle.frame = CGRect(x: point.x - radius, y: point.y - radius, width: radius * 2, height: radius * 2)
            circle.layer.cornerRadius = radius
        }
    }

    /// Removes the overlay.
    func remove() {
        window.isHidden = true
        for circle in circles { circle.removeFromSuperview() }
        circles = []
    }
}
