import Foundation

/// Cuts a line to fit a width with an ellipsis at its head, tail or middle. Pure.
struct LineTruncator {
    /// The ellipsis UIKit inserts (U+2026).
    static let ellipsis = "\u{2026}"

    /// The measured text.
    let shaped: ShapedText
    /// The widest the line may be, in points.
    let maximumWidth: CGFloat
    /// The width of ``ellipsis`` in the font.
    let ellipsisWidth: CGFloat

    /// A truncated line: the text drawn, its width, and the source clusters it still shows.
    struct Result: Equatable {
        var text: String
        var width: CGFloat
        var shownRange: Range<Int>
        var isTruncated: Bool
    }

    /// `range` cut to fit with `mode`'s ellipsis. When `range` fits it is returned unchanged, unless
    /// `moreTextFollows` (then the ellipsis goes at the end for tail truncation, as the line hides text).
    func truncate(_ range: Range<Int>, mode: NSLineBreakMode, moreTextFollows: Bool) -> Result {
        let content = shaped.trimmingTrailingWhitespace(range)
        let fits = shaped.width(of: content) <= maximumWidth + LineBreaker.widthTolerance
        if fits, !moreTextFollows {
            return Result(text: shaped.string(content), width: shaped.width(of: content), shownRange: content, isTruncated: false)
        }
        let available = maximumWidth - ellipsisWidth + LineBreaker.widthTolerance
        switch mode {
        case .byTruncatingHead: return head(content, available: available)
        case .byTruncatingMiddle: return middle(content, available: available)
        default: return tail(content, available: available)
        }
    }

    private func tail(_ content: Range<Int>, available: CGFloat) -> Result {
        var end = content.lowerBound
        while end < content.upperBound, shaped.widthTrimmingTrailingWhitespace(of: content.lowerBound..<(end + 1)) <= available {
            end += 1
        }
        let kept = shaped.trimmingTrailingWhitespace(content.lowerBound..<end)
        return Result(
            text: shaped.string(kept) + Self.ellipsis,
            width: shaped.width(of: kept) + ellipsisWidth, shownRange: kept, isTruncated: true
        )
    }

    private func head(_ content: Range<Int>, available: CGFloat) -> Result {
        var start = content.upperBound
        while start > content.lowerBound,
              shaped.width(of: shaped.trimmingLeadingWhitespace((start - 1)..<content.upperBound)) <= available {
            start -= 1
        }
        let kept = shaped.trimmingLeadingWhitespace(start..<content.upperBound)
        return Result(
            text: Self.ellipsis + shaped.string(kept),
            width: ellipsisWidth + shaped.width(of: kept), shownRange: kept, isTruncated: true
        )
    }

    private func middle(_ content: Range<Int>, available: CGFloat) -> Result {
        var prefixEnd = content.lowerBound
        while prefixEnd < content.upperBound, shaped.width(of: content.lowerBound..<(prefixEnd + 1)) <= available / 2 {
            prefixEnd += 1
        }
        let prefixWidth = shaped.width(of: content.lowerBound..<prefixEnd)
        var suffixStart = content.upperBound
        while suffixStart > prefixEnd, shaped.width(of: (suffixStart - 1)..<content.upperBound) <= available - prefixWidth {
            suffixStart -= 1
        }
        // Give what the suffix left over back to the prefix.
        let suffixWidth = shaped.width(of: suffixStart..<content.upperBound)
        while prefixEnd < suffixStart, shaped.width(of: content.lowerBound..<(prefixEnd + 1)) + suffixWidth <= available {
            prefixEnd += 1
        }
        let prefix = shaped.trimmingTrailingWhitespace(content.lowerBound..<prefixEnd)
        let suffix = shaped.trimmingLeadingWhitespace(suffixStart..<content.upperBound)
        return Result(
            text: shaped.string(prefix) + Self.ellipsis + shaped.string(suffix),
            width: shaped.width(of: prefix) + ellipsisWidth + shaped.width(of: suffix),
            shownRange: prefix.lowerBound..<suffix.upperBound, isTruncated: true
        )
    }
}
