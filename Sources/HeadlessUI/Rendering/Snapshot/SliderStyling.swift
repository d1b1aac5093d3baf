import Foundation

/// The look of `UISlider`: a ``trackHeight``-point capsule track across the thumb's travel, filled
/// with the minimum-track colour (tint) up to the thumb and the maximum-track colour
/// (``maximumTrackColor``) after it, and a white round thumb with a soft edge at ``UISlider/thumbRect()``.
@MainActor
enum SliderStyling {
    /// Height of the track (iOS: 4 pt).
    static let trackHeight: CGFloat = 4
    /// The unfilled part of the track (HeadlessUI: system grey 4, close to iOS's light-mode track).
    static let maximumTrackColor = UIColor.systemGray4
    /// The thumb's soft edge in place of its shadow.
    static let thumbShadowColor = UIColor(white: 0, alpha: 0.15)

    static func draw(_ slider: UISlider, bounds: CGRect, opacity: CGFloat, in canvas: RasterCanvas) {
        let alpha = opacity * (slider.isEnabled ? 1 : SwitchStyling.disabledOpacity)
        func faded(_ color: UIColor) -> UIColor { color.withAlphaComponent(color.alpha * alpha) }
        let thumb = slider.thumbRect()
        let inset = UISlider.thumbDiameter / 2
        let track = CGRect(
            x: bounds.minX + inset / 2, y: thumb.midY - trackHeight / 2, width: Swift.max(0, bounds.width - inset), height: trackHeight
        )
        let radii = CornerRadii(all: trackHeight / 2)
        let rightToLeft = slider.effectiveUserInterfaceLayoutDirection == .rightToLeft
        canvas.fill(track, cornerRadii: radii, color: faded(slider.maximumTrackTintColor ?? maximumTrackColor))
        let filled = rightToLeft
            ? CGRect(x: thumb.midX, y: track.minY, width: Swift.max(0, track.maxX - thumb.midX), height: trackHeight)
            : CGRect(x: track.minX, y: track.minY, width: Swift.max(0, thumb.midX - track.minX), height: trackHeight)
        canvas.fill(filled, cornerRadii: radii, color: faded(slider.minimumTrackTintColor ?? slider.tintColor))
        canvas.fillEllipse(in: thumb.insetBy(dx: -0.5, dy: -0.5), color: faded(thumbShadowColor))
        canvas.fillEllipse(in: thumb, color: faded(slider.thumbTintColor ?? .white))
    }
}
