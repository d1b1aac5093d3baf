import Foundation

extension NSAttributedString {
    /// The size of the string on one line, as UIKit's `NSAttributedString.size()`, measured in the
    /// font at location 0 (see `String.size(withAttributes:)`).
    public func size() -> CGSize {
        string.size(withAttributes: measuringAttributes)
    }

    /// The rectangle the string occupies, as UIKit's `NSAttributedString.boundingRect(with:options:context:)`:
    /// HeadlessUI's text layout (the one `UILabel.sizeThatFits(_:)` uses) in the font at location 0
    /// (system 12 pt when it has none), with the options of
    /// `String.boundingRect(with:options:attributes:context:)`.
    ///
    /// ```swift
    /// let text = NSAttributedString(string: "A long line of text", attributes: [.font: UIFont.systemFont(ofSize: 17)])
    /// let height = ceil(text.boundingRect(with: CGSize(width: 100, height: .greatestFiniteMagnitude),
    ///                                     options: .usesLineFragmentOrigin, context: nil).height)
    /// ```
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) -> CGRect {
        string.boundingRect(with: size, options: options, attributes: measuringAttributes, context: context)
    }

    /// The attributes at location 0 (none for an empty string).
    private var measuringAttributes: [NSAttributedString.Key: Any] {
        length > 0 ? attributes(at: 0, effectiveRange: nil) : [:]
    }
}
