import Foundation

/// The iOS-like look of standard controls in snapshots: each control type draws what UIKit's
/// private subviews (tracks, thumbs, knobs) would show, from the control's public state.
@MainActor
enum ControlStyling {
    /// Whether `view` is a control whose styling draws something.
    static func drawsContent(_ view: UIView) -> Bool {
        view is UISwitch || view is UISlider || view is UISegmentedControl || view is UITextField
            || BarStyling.drawsContent(view)
    }

    /// Draws the styling of `view` in its bounds.
    static func draw(_ view: UIView, bounds: CGRect, opacity: CGFloat, in canvas: RasterCanvas) {
        if let control = view as? UISwitch {
            SwitchStyling.draw(control, bounds: bounds, opacity: opacity, in: canvas)
        } else if let slider = view as? UISlider {
            SliderStyling.draw(slider, bounds: bounds, opacity: opacity, in: canvas)
        } else if let segmented = view as? UISegmentedControl {
            SegmentedControlStyling.draw(segmented, bounds: bounds, opacity: opacity, in: canvas)
        } else if let field = view as? UITextField {
            TextFieldStyling.draw(field, bounds: bounds, opacity: opacity, in: canvas)
        } else if BarStyling.drawsContent(view) {
            BarStyling.draw(view, bounds: bounds, opacity: opacity, in: canvas)
        }
    }
}
