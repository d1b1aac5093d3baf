import Foundation

/// Text laid out in lines for a width: the result of wrapping, line limits, truncation and alignment,
/// as a value that views draw from and tests read.
///
/// ```swift
/// let layout = TextLayout(text: "Hello world", font: .systemFont(ofSize: 17), width: 80,
///                         numberOfLines: 1, lineBreakMode: .byTruncatingTail)
/// layout.displayedText   // "Hello w…"
/// ```
///
/// - Note: HeadlessUI only; not in UIKit.
public struct TextLayout: Equatable, Sendable {
    /// The source text.
    public let text: String
    /// The font every line uses.
    public let font: UIFont
    /// The width lines were fitted into (`.greatestFiniteMagnitude` for unlimited).
    public let containerWidth: CGFloat
    /// The lines, top to bottom.
    public let lines: [Line]
    /// Whether any text is not shown in full (ellipsis, clipping, or lines beyond the limit).
    public let isTruncated: Bool

    /// Lays out `text` in `font` into lines no wider than `width`.
    /// - Parameters:
    ///   - numberOfLines: the maximum number of lines; 0 means unlimited (negative values count as 0).
    ///   - lineBreakMode: how lines wrap and how the last allowed line is cut when text remains.
    ///     Truncating and clipping modes wrap earlier lines at word boundaries.
    ///   - alignment: horizontal alignment; `.natural` follows `layoutDirection`.
    public init(
        text: String,
        font: UIFont,
        width: CGFloat = .greatestFiniteMagnitude,
        numberOfLines: Int = 0,
        lineBreakMode: NSLineBreakMode = .byWordWrapping,
        alignment: NSTextAlignment = .natural,
        layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight
    ) {
        self.init(
            text: text, shaped: font.shape(text), font: font, width: width, numberOfLines: numberOfLines,
            lineBreakMode: lineBreakMode, alignment: alignment, layoutDirection: layoutDirection
        )
    }

    /// Lays out `text`, already measured in `font` as `shaped` (for callers that keep the measurement).
    init(
        text: String, shaped: ShapedText, font: UIFont, width: CGFloat, numberOfLines: Int,
        lineBreakMode: NSLineBreakMode, alignment: NSTextAlignment, layoutDirection: UIUserInterfaceLayoutDirection
    ) {
        let containerWidth = width.isNaN || width <= 0 ? CGFloat.greatestFiniteMagnitude : width
        self.text = text
        self.font = font
        self.containerWidth = containerWidth
        let pieces = Self.breakLines(
            shaped, font: font, width: containerWidth,
            maximumLines: numberOfLines > 0 ? numberOfLines : Int.max, lineBreakMode: lineBreakMode
        )
        self.isTruncated = pieces.contains { $0.isTruncated }
        self.lines = Self.place(
            pieces, shaped: shaped, font: font, width: containerWidth,
            alignment: alignment, layoutDirection: layoutDirection
        )
    }

    /// The size the lines use: the widest line by the number of lines × line height.
    public var size: CGSize {
        CGSize(width: lines.map(\.width).max() ?? 0, height: CGFloat(lines.count) * font.lineHeight)
    }

    /// The drawn text of every line, joined by newlines (`"Hello wor…"`).
    public var displayedText: String {
        lines.map(\.text).joined(separator: "\n")
    }

    /// A line before placement.
    struct Piece {
        var range: Range<Int>
        var text: String
        var width: CGFloat
        var isTruncated: Bool
        var endsParagraph: Bool
        var interWordSpaces: Int
    }

    private static func breakLines(
        _ shaped: ShapedText, font: UIFont, width: CGFloat, maximumLines: Int, lineBreakMode: NSLineBreakMode
    ) -> [Piece] {
        let breaker = LineBreaker(shaped: shaped, maximumWidth: width, breaksAtWords: lineBreakMode != .byCharWrapping)
        let paragraphs = LineBreaker.paragraphs(of: shaped)
        var pieces: [Piece] = []
        for (paragraphIndex, paragraph) in paragraphs.enumerated() {
            var start = paragraph.lowerBound
            repeat {
                let end = breaker.lineEnd(from: start, paragraphEnd: paragraph.upperBound)
                let isLastParagraph = paragraphIndex == paragraphs.count - 1
                let moreTextFollows = end < paragraph.upperBound || !isLastParagraph
                if pieces.count == maximumLines - 1, moreTextFollows {
                    pieces.append(lastLine(
                        shaped, font: font, width: width, range: start..<end, paragraph: paragraph,
                        hasLaterParagraphs: !isLastParagraph, lineBreakMode: lineBreakMode
                    ))
                    return pieces
                }
                pieces.append(piece(shaped, range: start..<end, endsParagraph: end == paragraph.upperBound, isTruncated: false))
                start = end
            } while start < paragraph.upperBound
        }
        return pieces
    }

    /// The last allowed line when text remains after it.
    private static func lastLine(
        _ shaped: ShapedText, font: UIFont, width: CGFloat, range: Range<Int>, paragraph: Range<Int>,
        hasLaterParagraphs: Bool, lineBreakMode: NSLineBreakMode
    ) -> Piece {
        let rest = range.lowerBound..<paragraph.upperBound
        switch lineBreakMode {
        case .byWordWrapping, .byCharWrapping:
            return piece(shaped, range: range, endsParagraph: true, isTruncated: true)
        case .byClipping:
            return piece(shaped, range: rest, endsParagraph: true, isTruncated: true)
        case .byTruncatingHead, .byTruncatingTail, .byTruncatingMiddle:
            let truncator = LineTruncator(
                shaped: shaped, maximumWidth: width, ellipsisWidth: font.width(of: LineTruncator.ellipsis)
            )
            let result = truncator.truncate(rest, mode: lineBreakMode, moreTextFollows: hasLaterParagraphs)
            return Piece(
                range: result.shownRange, text: result.text, width: result.width,
                isTruncated: true, endsParagraph: true, interWordSpaces: 0
            )
        }
    }

    private static func piece(_ shaped: ShapedText, range: Range<Int>, endsParagraph: Bool, isTruncated: Bool) -> Piece {
        let drawn = shaped.trimmingTrailingWhitespace(range)
        let spaces = shaped.characters[drawn].filter { $0.isLayoutWhitespace }.count
        return Piece(
            range: range, text: shaped.string(drawn), width: shaped.width(of: drawn),
            isTruncated: isTruncated, endsParagraph: endsParagraph, interWordSpaces: spaces
        )
    }

    private static func place(
        _ pieces: [Piece], shaped: ShapedText, font: UIFont, width: CGFloat,
        alignment: NSTextAlignment, layoutDirection: UIUserInterfaceLayoutDirection
    ) -> [Line] {
        let boxWidth = width < .greatestFiniteMagnitude ? width : (pieces.map(\.width).max() ?? 0)
        let lineHeight = font.lineHeight
        return pieces.enumerated().map { index, piece in
            let stretchable = !piece.endsParagraph && !piece.isTruncated && piece.interWordSpaces > 0
                && width < .greatestFiniteMagnitude
            let resolved = alignment.resolved(for: layoutDirection, stretchable: stretchable)
            var x: CGFloat = 0
            var spacing: CGFloat = 0
            switch resolved {
            case .right: x = boxWidth - piece.width
            case .center: x = (boxWidth - piece.width) / 2
            case .justified: spacing = (boxWidth - piece.width) / CGFloat(piece.interWordSpaces)
            case .left, .natural: x = 0
            }
            let top = CGFloat(index) * lineHeight
            return Line(
                characterRange: piece.range, text: piece.text, width: piece.width,
                origin: CGPoint(x: x, y: top), baseline: top + font.ascender,
                isTruncated: piece.isTruncated, justificationSpacing: spacing
            )
        }
    }
}
