import Foundation

extension String {
    /// The size of the string on one line with `attributes` (`.font`; system 12 when absent), as
    /// UIKit's `NSString.size(withAttributes:)`. Fractional: `ceil` it to size views.
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        let font = Self.font(in: attributes)
        return CGSize(width: font.width(of: self), height: font.lineHeight)
    }

    /// The rectangle the string occupies, as UIKit's `NSString.boundingRect(with:options:attributes:context:)`.
    ///
    /// With `.usesLineFragmentOrigin` the string wraps at word boundaries within `size.width`; with
    /// `.truncatesLastVisibleLine` too, lines stop at `size.height` and the last one ends in "…".
    /// Without `.usesLineFragmentOrigin` it is measured as one line. Fractional; the origin is zero.
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [],
        attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext? = nil
    ) -> CGRect {
        let font = Self.font(in: attributes)
        guard options.contains(.usesLineFragmentOrigin) else {
            return CGRect(origin: .zero, size: self.size(withAttributes: attributes))
        }
        var maximumLines = 0
        if options.contains(.truncatesLastVisibleLine), size.height.isFinite, size.height > 0 {
            maximumLines = Swift.max(1, Int((size.height + LineBreaker.widthTolerance) / font.lineHeight))
        }
        let layout = TextLayout(
            text: self, font: font, width: size.width, numberOfLines: maximumLines,
            lineBreakMode: maximumLines > 0 ? .byTruncatingTail : .byWordWrapping
        )
        return CGRect(origin: .zero, size: layout.size)
    }

    private static func font(in attributes: [NSAttributedString.Key: Any]?) -> UIFont {
        (attributes?[.font] as? UIFont) ?? UIFont.systemFont(ofSize: UIFont.smallSystemFontSize)
    }
}

extension NSString {
    /// The size of the string on one line with `attributes`; see `String.size(withAttributes:)`.
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        (self as String).size(withAttributes: attributes)
    }

    /// The rectangle the string occupies; see `String.boundingRect(with:options:attributes:context:)`.
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [],
        attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext? = nil
    ) -> CGRect {
        (self as String).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }
}

/// Extra measuring parameters, as UIKit's `NSStringDrawingContext` (accepted for API parity; scaling
/// is not applied when measuring).
public final class NSStringDrawingContext {
    /// The smallest scale the text may be shrunk to.
    public var minimumScaleFactor: CGFloat = 0
    /// The scale actually used (always 1 in HeadlessUI).
    public private(set) var actualScaleFactor: CGFloat = 1
    /// Creates a context.
    public init() {}
}
