import Foundation

/// The iOS-like look of standard controls in snapshots: each control type draws what UIKit's
/// private subviews (tracks, thumbs, knobs) would show, from the control's public state.
///
/// Besides drawing content, a styling may replace a view's plain background fill (rounded cards,
/// key caps, grouped cells) and may draw a subview itself (alert and tab button titles), in
/// which case the renderer skips that subview.
@MainActor
enum ControlStyling {
    /// Whether `view` is a control whose styling draws something.
    static func drawsContent(_ view: UIView) -> Bool {
        view is UISwitch || view is UISlider || view is UISegmentedControl || view is UITextField
            || BarStyling.drawsContent(view) || BarButtonStyling.drawsContent(view)
            || AlertStyling.drawsContent(view) || KeyboardStyling.drawsContent(view)
            || TableStyling.drawsContent(view) || view is UIStepper || view is UIPageControl
            || view is UIProgressView || view is UIActivityIndicatorView || view is UIPickerView
    }

    /// Whether the styling draws `view`'s background itself instead of the plain fill of its
    /// background colour.
    static func replacesBackground(of view: UIView) -> Bool {
        AlertStyling.replacesBackground(of: view) || KeyboardStyling.replacesBackground(of: view)
            || TableStyling.replacesBackground(of: view)
    }

    /// Whether `subview` is drawn by its superview's styling (so the renderer must not draw it).
    static func isDrawnBySuperview(_ subview: UIView) -> Bool {
        AlertStyling.isDrawnBySuperview(subview) || BarButtonStyling.isDrawnBySuperview(subview)
            || TableStyling.isDrawnBySuperview(subview)
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
        } else if BarButtonStyling.drawsContent(view) {
            BarButtonStyling.draw(view, bounds: bounds, opacity: opacity, in: canvas)
        } else if AlertStyling.drawsContent(view) {
            AlertStyling.draw(view, bounds: bounds, opacity: opacity, in: canvas)
        } else if KeyboardStyling.drawsContent(view) {
            KeyboardStyling.draw(view, bounds: bounds, opacity: opacity, in: canvas)
        } else if TableStyling.drawsContent(view) {
            TableStyling.draw(view, bounds: bounds, opacity: opacity, in: canvas)
        } else if let stepper = view as? UIStepper {
            StepperStyling.draw(stepper, bounds: bounds, opacity: opacity, in: canvas)
        } else if let pageControl = view as? UIPageControl {
            PageControlStyling.draw(pageControl, opacity: opacity, in: canvas)
        } else if let progressView = view as? UIProgressView {
            ProgressViewStyling.draw(progressView, bounds: bounds, opacity: opacity, in: canvas)
        } else if let indicator = view as? UIActivityIndicatorView {
            ActivityIndicatorStyling.draw(indicator, bounds: bounds, opacity: opacity, in: canvas)
        } else if let picker = view as? UIPickerView {
            PickerStyling.draw(picker, bounds: bounds, opacity: opacity, in: canvas)
        }
    }
}
