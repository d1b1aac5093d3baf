import Foundation

extension UILabel {
    /// What the label draws in its current bounds: lines wrapped at the bounds width, limited by
    /// ``numberOfLines`` and by how many whole lines the height holds (at least one), cut with
    /// ``lineBreakMode``, aligned with ``textAlignment``, in the font actually used (see ``displayFont``).
    public var textLayout: TextLayout {
        let font = displayFont
        return layout(
            of: text ?? "", font: font, width: bounds.width,
            maximumLines: lineLimit(numberOfLines, height: bounds.height, font: font)
        )
    }

    /// The text as drawn, lines joined by newlines, with any ellipsis (`"Hello wor…"`); `nil` without text.
    public var visibleText: String? {
        guard text != nil else { return nil }
        return textLayout.displayedText
    }

    /// The drawn text of each line.
    public var displayedLines: [String] {
        textLayout.lines.map(\.text)
    }

    /// Whether the label cannot show all of its text in its bounds.
    public var isTruncated: Bool {
        textLayout.isTruncated
    }

    /// Where the text is drawn in the bounds: the layout's size, centred vertically as UIKit does.
    public var textFrame: CGRect {
        let size = textLayout.size
        return CGRect(x: bounds.minX, y: bounds.minY + (bounds.height - size.height) / 2, width: bounds.width, height: size.height)
    }

    /// The colour the text is drawn in: highlighted, dimmed when disabled, else ``textColor``.
    public var displayTextColor: UIColor {
        if isHighlighted, let highlightedTextColor { return highlightedTextColor }
        return isEnabled ? textColor : textColor.withAlphaComponent(textColor.alpha * Self.disabledTextAlpha)
    }

    /// The fraction of alpha a disabled label keeps (HeadlessUI's choice; UIKit draws it greyed).
    public static let disabledTextAlpha: CGFloat = 0.5

    /// The font the label draws with: ``font``, shrunk to fit the bounds width when
    /// ``adjustsFontSizeToFitWidth`` is on for a one-line label, never below ``minimumScaleFactor``.
    public var displayFont: UIFont {
        displayFont(forWidth: bounds.width)
    }

    func displayFont(forWidth width: CGFloat) -> UIFont {
        let font: UIFont = self.font
        guard adjustsFontSizeToFitWidth, numberOfLines == 1, minimumScaleFactor > 0, width > 0,
              let text, !text.isEmpty else { return font }
        let natural = font.width(of: text)
        guard natural > width else { return font }
        // Advances and kerning scale linearly with the size, so the fitting size is exact.
        let factor = Swift.max(minimumScaleFactor, width / natural)
        return font.withSize(font.pointSize * factor)
    }

    func layout(of text: String, font: UIFont, width: CGFloat, maximumLines: Int) -> TextLayout {
        let request = TextLayout.Request(
            text: text, font: font, width: width, numberOfLines: maximumLines,
            lineBreakMode: lineBreakMode, alignment: textAlignment,
            layoutDirection: effectiveUserInterfaceLayoutDirection
        )
        if let recent = recentLayouts[request] { return recent }
        let layout = TextLayout(request)
        if recentLayouts.count >= Self.recentLayoutLimit { recentLayouts.removeAll() }
        recentLayouts[request] = layout
        return layout
    }

    /// How many layouts a label remembers.
    static let recentLayoutLimit = 4

    /// `numberOfLines` further limited by the whole lines `height` holds (at least one).
    func lineLimit(_ numberOfLines: Int, height: CGFloat, font: UIFont) -> Int {
        guard height.isFinite, height > 0, height < .greatestFiniteMagnitude, font.lineHeight > 0 else { return numberOfLines }
        let fitting = Swift.max(1, Int((height + LineBreaker.widthTolerance) / font.lineHeight))
        return numberOfLines == 0 ? fitting : Swift.min(numberOfLines, fitting)
    }

    /// `size` rounded up to whole pixels of the screen, as UIKit rounds label sizes.
    func roundedUp(_ size: CGSize) -> CGSize {
        let scale = UIApplication.current?.screen.scale ?? 1
        func up(_ value: CGFloat) -> CGFloat { (value * scale - LineBreaker.widthTolerance).rounded(.up) / scale }
        return CGSize(width: up(size.width), height: up(size.height))
    }
}
