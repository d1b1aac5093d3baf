import Foundation

/// The look of the buttons in bars:
///
/// - **Tab bar items**: the item's image fitted (aspect fit, never enlarged) in a ``glyphSize``
///   box, or without one a glyph placeholder (a rounded square), above the title in
///   ``tabTitleFont``, both in the tint colour for the selected item and ``unselectedTabColor`` for
///   the others (``disabledTabColor`` when disabled; `.alwaysOriginal` images keep their colours);
///   a badge value draws as a ``badgeColor`` capsule with white text at the glyph's top-trailing corner.
/// - **Navigation bar back button**: a "‹" chevron (``backChevronSize``) in the button's title
///   colour at its leading edge, before the title (mirrored right to left).
@MainActor
enum BarButtonStyling {
    /// Size of the tab item's glyph placeholder and image box (iOS tab icons: about 25–30 pt).
    static let glyphSize = CGSize(width: 24, height: 24)
    /// Corner radius of the glyph placeholder.
    static let glyphCornerRadius: CGFloat = 6
    /// Distance from the top of the tab bar to the glyph.
    static let glyphTop: CGFloat = 5
    /// Tab titles (iOS: 10 pt medium).
    static let tabTitleFont = UIFont.systemFont(ofSize: 10, weight: .medium)
    /// Baseline of tab titles below the top of the bar.
    static let tabTitleBaseline: CGFloat = 42
    /// Unselected tab items (iOS light mode: about #999999, system grey).
    static let unselectedTabColor = UIColor.systemGray
    /// Disabled tab items.
    static let disabledTabColor = UIColor.systemGray4
    /// Badge background (iOS: system red) unless the item's `badgeColor` is set.
    static let badgeColor = UIColor.systemRed
    /// Badge text (iOS: 13 pt white).
    static let badgeFont = UIFont.systemFont(ofSize: 13)
    /// Badge height (and minimum width).
    static let badgeHeight: CGFloat = 18
    /// The back chevron (iOS: about 12 × 21 pt, semibold stroke).
    static let backChevronSize = CGSize(width: 11, height: 20)
    /// The back chevron's stroke width.
    static let backChevronLineWidth: CGFloat = 3
    /// Distance from the back button's leading edge to the chevron's point.
    static let backChevronInset: CGFloat = 1

    static func drawsContent(_ view: UIView) -> Bool {
        guard view is BarButtonView else { return false }
        return view.superview is UITabBar || isBackButton(view)
    }

    /// Tab buttons' title labels: the tab styling draws the title under the glyph.
    static func isDrawnBySuperview(_ subview: UIView) -> Bool {
        subview is UILabel && subview.superview is BarButtonView && subview.superview?.superview is UITabBar
    }

    static func draw(_ view: UIView, bounds: CGRect, opacity: CGFloat, in canvas: RasterCanvas) {
        guard let button = view as? BarButtonView else { return }
        if let bar = button.superview as? UITabBar {
            drawTab(button, in: bar, bounds: bounds, opacity: opacity, canvas: canvas)
        } else {
            drawBackChevron(button, bounds: bounds, opacity: opacity, in: canvas)
        }
    }

    private static func isBackButton(_ view: UIView) -> Bool {
        (view.superview as? UINavigationBar)?.backButton === view
    }

    private static func drawTab(_ button: BarButtonView, in bar: UITabBar, bounds: CGRect, opacity: CGFloat, canvas: RasterCanvas) {
        let unselected = bar.unselectedItemTintColor ?? unselectedTabColor
        let base: UIColor = bar.appearanceColor(for: button)
            ?? (!button.isEnabled ? disabledTabColor : (button.isSelected ? button.tintColor : unselected))
        let color = StylingShapes.faded(base, opacity)
        let glyph = CGRect(
            x: bounds.midX - glyphSize.width / 2, y: bounds.minY + glyphTop, width: glyphSize.width, height: glyphSize.height
        )
        let index = bar.buttons.firstIndex(where: { $0 === button })
        if let image = index.flatMap({ bar.displayedImage(at: $0) }) {
            let original = image.renderingMode == .alwaysOriginal
            canvas.draw(image, in: fitted(image.size, in: glyph), tintColor: original ? nil : base, opacity: opacity)
        } else {
            canvas.fill(glyph, cornerRadius: glyphCornerRadius, color: color)
        }
        let title = button.title
        if !title.isEmpty {
            let layout = TextLayout(
                text: title, font: tabTitleFont, width: Swift.max(1, bounds.width - 4), numberOfLines: 1, lineBreakMode: .byTruncatingTail,
                alignment: .center
            )
            let top = bounds.minY + tabTitleBaseline - tabTitleFont.ascender
            canvas.draw(layout, at: CGPoint(x: bounds.minX + 2, y: top), color: color)
        }
        if let index, let items = bar.items, items.indices.contains(index),
           let badge = items[index].badgeValue {
            drawBadge(badge, color: items[index].badgeColor ?? badgeColor, glyph: glyph, opacity: opacity, in: canvas)
        }
    }

    /// `size` scaled down (aspect fit, never up) and centred in `box`.
    private static func fitted(_ size: CGSize, in box: CGRect) -> CGRect {
        guard size.width > 0, size.height > 0 else { return box }
        let scale = Swift.min(1, box.width / size.width, box.height / size.height)
        let fittedSize = CGSize(width: size.width * scale, height: size.height * scale)
        return CGRect(
            x: box.midX - fittedSize.width / 2, y: box.midY - fittedSize.height / 2, width: fittedSize.width, height: fittedSize.height
        )
    }

    /// A red capsule with the badge text, centred on the glyph's top-trailing corner (an empty
    /// badge value is a small dot, as on iOS).
    private static func drawBadge(_ text: String, color: UIColor, glyph: CGRect, opacity: CGFloat, in canvas: RasterCanvas) {
        let height = text.isEmpty ? badgeHeight / 2 : badgeHeight
        let textWidth = text.isEmpty ? 0 : badgeFont.width(of: text)
        let width = Swift.max(height, textWidth + 10)
        let capsule = CGRect(x: glyph.maxX - height / 2, y: glyph.minY - height / 4, width: width, height: height)
        canvas.fill(capsule, cornerRadius: height / 2, color: StylingShapes.faded(color, opacity))
        StylingShapes.drawCentredTitle(text, font: badgeFont, in: capsule, color: StylingShapes.faded(.white, opacity), canvas: canvas)
    }

    private static func drawBackChevron(_ button: BarButtonView, bounds: CGRect, opacity: CGFloat, in canvas: RasterCanvas) {
        let color = StylingShapes.faded(button.currentTitleColor, opacity)
        let rightToLeft = button.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let inset = backChevronLineWidth / 2
        let tipX = rightToLeft ? bounds.maxX - backChevronInset - inset : bounds.minX + backChevronInset + inset
        let tailX = rightToLeft ? tipX - backChevronSize.width + 2 * inset : tipX + backChevronSize.width - 2 * inset
        let half = backChevronSize.height / 2 - inset
        StylingShapes.strokePolyline(
            [CGPoint(x: tailX, y: bounds.midY - half), CGPoint(x: tipX, y: bounds.midY), CGPoint(x: tailX, y: bounds.midY + half)],
            width: backChevronLineWidth, color: color, in: canvas
        )
    }
}
