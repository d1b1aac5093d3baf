import Foundation

/// The look of `UIStepper` (iOS 13+): a rounded ``trackColor`` track, a ``separatorColor`` line
/// between the halves, and "−" and "+" glyphs (``glyphLength`` long strokes) centred in their
/// halves in ``glyphColor``, or ``disabledGlyphColor`` when that half cannot step (at a limit
/// without `wraps`, or the whole stepper disabled). The halves swap in right-to-left layouts.
@MainActor
enum StepperStyling {
    /// The track (iOS light mode: tertiary system fill, #767680 at 12 %).
    static let trackColor = UIColor(red: 118.0 / 255, green: 118.0 / 255, blue: 128.0 / 255, alpha: 0.12)
    /// Corner radius of the track (iOS: about 8 pt).
    static let cornerRadius: CGFloat = 8
    /// The line between the halves.
    static let separatorColor = UIColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.18)
    /// Height of the separator line (iOS: about 18 pt in a 32 pt stepper).
    static let separatorHeight: CGFloat = 18
    /// Width of the separator line.
    static let separatorWidth: CGFloat = 1
    /// Colour of an enabled glyph.
    static let glyphColor = UIColor.label
    /// Colour of a glyph whose half cannot step.
    static let disabledGlyphColor = UIColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.3)
    /// Length of the glyph strokes (iOS: about 14 pt).
    static let glyphLength: CGFloat = 14
    /// Thickness of the glyph strokes.
    static let glyphThickness: CGFloat = 2

    static func draw(_ stepper: UIStepper, bounds: CGRect, opacity: CGFloat, in canvas: RasterCanvas) {
        canvas.fill(bounds, cornerRadius: cornerRadius, color: StylingShapes.faded(trackColor, opacity))
        let separatorHeight = Swift.min(separatorHeight, bounds.height)
        canvas.fill(
            CGRect(
                x: bounds.midX - separatorWidth / 2, y: bounds.midY - separatorHeight / 2, width: separatorWidth, height: separatorHeight
            ),
            color: StylingShapes.faded(separatorColor, opacity)
        )
        for increment in [false, true] {
            let half = stepper.halfRect(increment: increment)
            let enabled = increment ? stepper.isIncrementEnabled : stepper.isDecrementEnabled
            let color = StylingShapes.faded(enabled ? glyphColor : disabledGlyphColor, opacity)
            let center = CGPoint(x: half.midX, y: half.midY)
            canvas.fill(
                CGRect(x: center.x - glyphLength / 2, y: center.y - glyphThickness / 2, width: glyphLength, height: glyphThickness),
                color: color
            )
            if increment {
                // The vertical bar without the middle, so the two strokes do not overlap.
                let arm = (glyphLength - glyphThickness) / 2
                canvas.fill(
                    CGRect(x: center.x - glyphThickness / 2, y: center.y - glyphLength / 2, width: glyphThickness, height: arm),
                    color: color
                )
                canvas.fill(
                    CGRect(x: center.x - glyphThickness / 2, y: center.y + glyphThickness / 2, width: glyphThickness, height: arm),
                    color: color
                )
            }
        }
    }
}
