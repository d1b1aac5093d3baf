import Foundation

/// The iOS-like look of standard controls in snapshots: each control type draws what UIKit's
/// private subviews (tracks, thumbs, knobs) would show, from the control's public state.
@MainActor
enum ControlStyling {
    /// Whether `view` is a control whose styling draws something.
    static func drawsContent(_ view: UIView) -> Bool {
        view is UISwitch
    }

    /// Draws the styling of `view` in its bounds.
    static func draw(_ view: UIView, bounds: CGRect, opacity: CGFloat, in canvas: RasterCanvas) {
        if let control = view as? UISwitch {
            SwitchStyling.draw(control, bounds: bounds, opacity: opacity, in: canvas)
        }
    }
}
