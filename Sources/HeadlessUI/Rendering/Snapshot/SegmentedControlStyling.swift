import Foundation

/// The look of `UISegmentedControl` (iOS 13+): a ``backgroundColor`` rounded track, the selected
/// segment as a white rounded "pill" inset by ``selectionInset``, thin separators between unselected
/// segments, and each title centred in its segment (semibold on the selected one).
@MainActor
enum SegmentedControlStyling {
    /// The track colour (iOS light mode: a grey close to system grey 6 / 5).
    static let backgroundColor = UIColor(rgb: 0xEEEEEF)
    /// Corner radius of the track (iOS: about 9 pt).
    static let cornerRadius: CGFloat = 9
    /// Gap between the track and the selected pill.
    static let selectionInset: CGFloat = 2
    /// Separator colour between segments.
    static let separatorColor = UIColor.systemGray4
    /// Title font size (iOS: 13 pt).
    static let titleFontSize: CGFloat = 13

    static func draw(_ control: UISegmentedControl, bounds: CGRect, opacity: CGFloat, in canvas: RasterCanvas) {
        let alpha = opacity * (control.isEnabled ? 1 : SwitchStyling.disabledOpacity)
        func faded(_ color: UIColor) -> UIColor { color.withAlphaComponent(color.alpha * alpha) }
        canvas.fill(bounds, cornerRadius: cornerRadius, color: faded(backgroundColor))
        let count = control.numberOfSegments
        guard count > 0 else { return }
        let width = bounds.width / CGFloat(count)
        let selected = control.selectedSegmentIndex
        let rightToLeft = control.effectiveUserInterfaceLayoutDirection == .rightToLeft
        func segmentRect(_ index: Int) -> CGRect {
            let visualIndex = rightToLeft ? count - 1 - index : index
            return CGRect(x: bounds.minX + CGFloat(visualIndex) * width, y: bounds.minY, width: width, height: bounds.height)
        }
        for index in 1..<max(1, count) where index != selected && index - 1 != selected {
            let x = rightToLeft ? segmentRect(index).maxX : segmentRect(index).minX
            canvas.fill(
                CGRect(x: x - 0.5, y: bounds.minY + bounds.height * 0.25, width: 1, height: bounds.height * 0.5),
                color: faded(separatorColor)
            )
        }
        if selected >= 0, selected < count {
            let pill = segmentRect(selected).insetBy(dx: selectionInset, dy: selectionInset)
            canvas.fill(
                pill.insetBy(dx: -0.5, dy: -0.5), cornerRadius: cornerRadius - selectionInset + 0.5,
                color: faded(UIColor(white: 0, alpha: 0.06))
            )
            canvas.fill(pill, cornerRadius: cornerRadius - selectionInset, color: faded(control.selectedSegmentTintColor ?? .white))
        }
        for index in 0..<count {
            guard let title = control.titleForSegment(at: index), !title.isEmpty else { continue }
            let isEnabled = control.isEnabledForSegment(at: index)
            let attributes = (index == selected ? control.titleTextAttributes(for: .selected) : nil)
                ?? (isEnabled ? nil : control.titleTextAttributes(for: .disabled))
                ?? control.titleTextAttributes(for: .normal)
            let font = attributes?[.font] as? UIFont
                ?? (index == selected ? UIFont.boldSystemFont(ofSize: titleFontSize) : UIFont.systemFont(ofSize: titleFontSize))
            let rect = segmentRect(index).insetBy(dx: 4, dy: 0)
            let layout = TextLayout(
                text: title, font: font, width: rect.width, numberOfLines: 1, lineBreakMode: .byTruncatingTail, alignment: .center
            )
            let color = attributes?[.foregroundColor] as? UIColor ?? (isEnabled ? .label : .placeholderText)
            canvas.draw(layout, at: CGPoint(x: rect.minX, y: rect.midY - layout.size.height / 2), color: faded(color))
        }
    }
}
