import Foundation

extension UIImage {
    /// How a system symbol is drawn, as UIKit's `UIImage.SymbolConfiguration`: point size (or a text
    /// style or font), weight, scale and colours.
    ///
    /// In HeadlessUI the configuration sizes the placeholder: its side is the point size (17 pt when
    /// unspecified; a text style's or font's point size) times the scale (small ≈ 0.78, large ≈ 1.29).
    /// Weight is kept but does not change the placeholder's strokes; a hierarchical or palette colour
    /// draws the symbol in that colour (the first palette colour) instead of the tint.
    ///
    /// ```swift
    /// let big = UIImage.SymbolConfiguration(pointSize: 34, weight: .bold, scale: .large)
    /// let star = UIImage(systemName: "star", withConfiguration: big)
    /// ```
    public final class SymbolConfiguration: Configuration, @unchecked Sendable {
        /// The point size, or nil when unspecified.
        let pointSize: CGFloat?
        /// The text style the point size follows, if any.
        let textStyle: UIFont.TextStyle?
        /// The weight.
        let weight: SymbolWeight
        /// The scale.
        let scale: SymbolScale
        /// The colour of a hierarchical rendering.
        let hierarchicalColor: UIColor?
        /// The colours of a palette rendering.
        let paletteColors: [UIColor]?
        /// Whether the multicolour variant is preferred (nil: not said).
        let prefersMulticolor: Bool?

        init(
            resolvedPointSize pointSize: CGFloat? = nil, textStyle: UIFont.TextStyle? = nil, weight: SymbolWeight = .unspecified,
            scale: SymbolScale = .unspecified, hierarchicalColor: UIColor? = nil, paletteColors: [UIColor]? = nil,
            prefersMulticolor: Bool? = nil
        ) {
            self.pointSize = pointSize
            self.textStyle = textStyle
            self.weight = weight
            self.scale = scale
            self.hierarchicalColor = hierarchicalColor
            self.paletteColors = paletteColors
            self.prefersMulticolor = prefersMulticolor
            super.init()
        }

        /// A configuration with nothing specified, as UIKit's `unspecified`.
        public static var unspecified: SymbolConfiguration { SymbolConfiguration() }

        /// A configuration of `pointSize` points. A size that is not a finite number above 0 is
        /// reported and left unspecified.
        public convenience init(pointSize: CGFloat) {
            self.init(resolvedPointSize: SymbolConfiguration.validated(pointSize), weight: .unspecified, scale: .unspecified)
        }

        /// A configuration of `pointSize` points and `weight`.
        public convenience init(pointSize: CGFloat, weight: SymbolWeight) {
            self.init(resolvedPointSize: SymbolConfiguration.validated(pointSize), weight: weight, scale: .unspecified)
        }

        /// A configuration of `pointSize` points, `weight` and `scale`.
        public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.init(resolvedPointSize: SymbolConfiguration.validated(pointSize), textStyle: nil, weight: weight, scale: scale)
        }

        /// A configuration that follows a text style's point size.
        public convenience init(textStyle: UIFont.TextStyle) {
            self.init(resolvedPointSize: nil, textStyle: textStyle)
        }

        /// A configuration that follows a text style's point size, at `scale`.
        public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) {
            self.init(resolvedPointSize: nil, textStyle: textStyle, scale: scale)
        }

        /// A configuration with only a weight.
        public convenience init(weight: SymbolWeight) {
            self.init(resolvedPointSize: nil, weight: weight)
        }

        /// A configuration with only a scale.
        public convenience init(scale: SymbolScale) {
            self.init(resolvedPointSize: nil, scale: scale)
        }

        /// A configuration that matches `font`'s point size.
        public convenience init(font: UIFont) {
            self.init(resolvedPointSize: font.pointSize, textStyle: nil)
        }

        /// A configuration that matches `font`'s point size, at `scale`.
        public convenience init(font: UIFont, scale: SymbolScale) {
            self.init(resolvedPointSize: font.pointSize, textStyle: nil, scale: scale)
        }

        /// A hierarchical rendering in shades of `hierarchicalColor`.
        public convenience init(hierarchicalColor: UIColor) {
            self.init(resolvedPointSize: nil, hierarchicalColor: hierarchicalColor)
        }

        /// A palette rendering with `paletteColors` for the symbol's layers.
        public convenience init(paletteColors: [UIColor]) {
            self.init(resolvedPointSize: nil, paletteColors: paletteColors)
        }

        /// A configuration that prefers the multicolour variant of symbols.
        public static func preferringMulticolor() -> SymbolConfiguration { SymbolConfiguration(prefersMulticolor: true) }

        /// A configuration that prefers the monochrome variant of symbols.
        public static func preferringMonochrome() -> SymbolConfiguration { SymbolConfiguration(prefersMulticolor: false) }

        /// This configuration with `other`'s specified values applied on top, as UIKit's
        /// `applying(_:)`: a point size replaces a text style and the other way round.
        public override func applying(_ other: Configuration?) -> Self {
            guard let other = other as? SymbolConfiguration else { return self }
            let takesSize = other.pointSize != nil || other.textStyle != nil
            let merged = SymbolConfiguration(
                resolvedPointSize: takesSize ? other.pointSize : pointSize,
                textStyle: takesSize ? other.textStyle : textStyle,
                weight: other.weight == .unspecified ? weight : other.weight,
                scale: other.scale == .unspecified || other.scale == .default ? scale : other.scale,
                hierarchicalColor: other.hierarchicalColor ?? (other.paletteColors == nil ? hierarchicalColor : nil),
                paletteColors: other.paletteColors ?? (other.hierarchicalColor == nil ? paletteColors : nil),
                prefersMulticolor: other.prefersMulticolor ?? prefersMulticolor
            )
            // `Self` is `SymbolConfiguration`: the class is final.
            return merged as! Self
        }

        /// The same configuration without point size and weight.
        public func configurationWithoutPointSizeAndWeight() -> SymbolConfiguration {
            SymbolConfiguration(
                scale: scale, hierarchicalColor: hierarchicalColor, paletteColors: paletteColors, prefersMulticolor: prefersMulticolor
            )
        }

        /// The same configuration without the text style.
        public func configurationWithoutTextStyle() -> SymbolConfiguration {
            SymbolConfiguration(
                resolvedPointSize: pointSize, weight: weight, scale: scale, hierarchicalColor: hierarchicalColor,
                paletteColors: paletteColors, prefersMulticolor: prefersMulticolor
            )
        }

        /// The same configuration without the scale.
        public func configurationWithoutScale() -> SymbolConfiguration {
            SymbolConfiguration(
                resolvedPointSize: pointSize, textStyle: textStyle, weight: weight, hierarchicalColor: hierarchicalColor,
                paletteColors: paletteColors, prefersMulticolor: prefersMulticolor
            )
        }

        /// Whether every value of `other` matches this configuration.
        public func isEqual(to other: SymbolConfiguration?) -> Bool {
            guard let other else { return false }
            return isEqual(to: other as Configuration)
        }

        // MARK: Placeholder size

        /// The side of the square placeholder, in points.
        var placeholderSide: CGFloat {
            let base = pointSize ?? textStyle.map { UIFont.preferredFont(forTextStyle: $0).pointSize } ?? UIImage.systemSymbolPointSize
            return base * scale.sizeFactor
        }

        /// The colour the symbol is drawn in instead of the tint, if any.
        var drawingColor: UIColor? { paletteColors?.first ?? hierarchicalColor }

        private static func validated(_ pointSize: CGFloat) -> CGFloat? {
            guard pointSize.isFinite, pointSize > 0 else {
                TextIssueReporter.report(.invalidConfiguration(
                    object: "UIImage.SymbolConfiguration", property: "pointSize",
                    reason: "\(pointSize) is not a point size; pass a finite number above 0 (the size stays unspecified, 17 pt)."
                ))
                return nil
            }
            return pointSize
        }

        // MARK: Equality

        override func isEqual(to other: Configuration) -> Bool {
            guard let other = other as? SymbolConfiguration else { return false }
            return pointSize == other.pointSize && textStyle == other.textStyle && weight == other.weight
                && scale == other.scale && hierarchicalColor == other.hierarchicalColor
                && paletteColors == other.paletteColors && prefersMulticolor == other.prefersMulticolor
        }

        override func hashContents(into hasher: inout Hasher) {
            hasher.combine(pointSize); hasher.combine(textStyle); hasher.combine(weight); hasher.combine(scale)
            hasher.combine(hierarchicalColor); hasher.combine(paletteColors); hasher.combine(prefersMulticolor)
        }

        /// `<UIImageSymbolConfiguration pointSize=34 weight=bold scale=large>`.
        public override var description: String {
            var parts = ["<UIImageSymbolConfiguration"]
            if let pointSize { parts.append("pointSize=\(pointSize)") }
            if let textStyle { parts.append("textStyle=\(textStyle.rawValue)") }
            if weight != .unspecified { parts.append("weight=\(weight)") }
            if scale != .unspecified { parts.append("scale=\(scale)") }
            return parts.joined(separator: " ") + ">"
        }
    }
}
