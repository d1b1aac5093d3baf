import Foundation

/// The look of `UIPageControl`: one dot per page at ``UIPageControl/indicatorFrame(forPage:)``, in
/// ``UIPageControl/effectiveIndicatorColor(forPage:)`` (the current page's colour, white by
/// default, and a translucent colour for the others, as UIKit's classic page control on a dark
/// background). A disabled control is drawn at ``disabledOpacity``.
@MainActor
enum PageControlStyling {
    /// How much a disabled page control keeps of its opacity (HeadlessUI's choice).
    static let disabledOpacity: CGFloat = 0.5

    static func draw(_ control: UIPageControl, opacity: CGFloat, in canvas: RasterCanvas) {
        let alpha = opacity * (control.isEnabled ? 1 : disabledOpacity)
        for page in 0..<control.numberOfPages {
            guard let dot = control.indicatorFrame(forPage: page) else { continue }
            canvas.fillEllipse(in: dot, color: StylingShapes.faded(control.effectiveIndicatorColor(forPage: page), alpha))
        }
    }
}
