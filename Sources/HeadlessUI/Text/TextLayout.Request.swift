import Foundation

extension TextLayout {
    /// Everything a layout depends on, hashable so that views can remember recent layouts.
    struct Request: Hashable {
        var text: String
        var font: UIFont
        var width: CGFloat
        var numberOfLines: Int
        var lineBreakMode: NSLineBreakMode
        var alignment: NSTextAlignment
        var layoutDirection: UIUserInterfaceLayoutDirection
    }

    /// Lays out `request`.
    init(_ request: Request) {
        self.init(
            text: request.text, font: request.font, width: request.width, numberOfLines: request.numberOfLines,
            lineBreakMode: request.lineBreakMode, alignment: request.alignment, layoutDirection: request.layoutDirection
        )
    }
}
