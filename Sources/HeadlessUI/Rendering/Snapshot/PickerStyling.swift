import Foundation

/// The look of `UIPickerView` (iOS 14+) behind its rows: the selection band, a rounded
/// ``selectionBandColor`` bar as tall as the tallest component's rows, centred vertically and
/// inset ``selectionBandInset`` from the picker's sides. The rows are the wheels' own views.
@MainActor
enum PickerStyling {
    /// The band (iOS light mode: tertiary system fill, #767680 at 12 %).
    static let selectionBandColor = UIColor(red: 118.0 / 255, green: 118.0 / 255, blue: 128.0 / 255, alpha: 0.12)
    /// Corner radius of the band (iOS: about 8 pt).
    static let selectionBandCornerRadius: CGFloat = 8
    /// Horizontal inset of the band from the picker's edges.
    static let selectionBandInset: CGFloat = 9

    static func draw(_ picker: UIPickerView, bounds: CGRect, opacity: CGFloat, in canvas: RasterCanvas) {
        let wheels = picker.subviews.compactMap { $0 as? PickerWheelView }
        let rowHeight = wheels.map(\.wheelGeometry.rowHeight).max() ?? UIPickerView.defaultRowHeight
        guard rowHeight > 0 else { return }
        let band = CGRect(
            x: bounds.minX + selectionBandInset, y: bounds.midY - rowHeight / 2,
            width: Swift.max(0, bounds.width - 2 * selectionBandInset), height: rowHeight
        )
        canvas.fill(band, cornerRadius: selectionBandCornerRadius, color: StylingShapes.faded(selectionBandColor, opacity))
    }
}
