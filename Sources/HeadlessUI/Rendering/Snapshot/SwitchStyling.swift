import Foundation

/// The look of `UISwitch`: a capsule track (``onTrackColor`` or `onTintColor` when on,
/// ``offTrackColor`` with a ``offBorderColor`` border when off) and a white round thumb inset by
/// ``thumbInset``, on the trailing side when on (the leading side when off; mirrored right-to-left).
@MainActor
enum SwitchStyling {
    /// The track colour when on without `onTintColor` (UIKit: system green).
    static let onTrackColor = UIColor.systemGreen
    /// The track colour when off (HeadlessUI: system grey 5, close to iOS's light-mode off track).
    static let offTrackColor = UIColor.systemGray5
    /// The hairline around the off track (HeadlessUI: system grey 4).
    static let offBorderColor = UIColor.systemGray4
    /// Width of the off-track border, in points.
    static let offBorderWidth: CGFloat = 1
    /// Gap between the track edge and the thumb (iOS: 2 pt, giving a 27 pt thumb in a 31 pt track).
    static let thumbInset: CGFloat = 2
    /// The soft edge drawn around the thumb in place of its shadow.
    static let thumbShadowColor = UIColor(white: 0, alpha: 0.12)
    /// How much a disabled switch keeps of its opacity (HeadlessUI's choice; iOS dims it).
    static let disabledOpacity: CGFloat = 0.5

    static func draw(_ control: UISwitch, bounds: CGRect, opacity: CGFloat, in canvas: RasterCanvas) {
        let alpha = opacity * (control.isEnabled ? 1 : disabledOpacity)
        func faded(_ color: UIColor) -> UIColor { color.withAlphaComponent(color.alpha * alpha) }
        let radius = bounds.height / 2
        if control.isOn {
            canvas.fill(bounds, cornerRadius: radius, color: faded(control.onTintColor ?? onTrackColor))
        } else {
            canvas.fill(bounds, cornerRadius: radius, color: faded(offTrackColor))
            canvas.strokeBorder(of: bounds, width: offBorderWidth, cornerRadii: CornerRadii(all: radius), color: faded(offBorderColor))
        }
        let diameter = bounds.height - 2 * thumbInset
        let trailing = control.isOn != (control.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        let x = trailing ? bounds.maxX - thumbInset - diameter : bounds.minX + thumbInset
        let thumb = CGRect(x: x, y: bounds.minY + thumbInset, width: diameter, height: diameter)
        canvas.fillEllipse(in: thumb.insetBy(dx: -0.5, dy: -0.5), color: faded(thumbShadowColor))
        canvas.fillEllipse(in: thumb, color: faded(control.thumbTintColor ?? .white))
    }
}
