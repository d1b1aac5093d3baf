import Foundation

/// What the laid-out text of a ``UITextView`` depends on; a different key means a new layout.
struct TextGeometryKey: Equatable {
    var text: String
    var font: UIFont
    var containerWidth: CGFloat
    var inset: UIEdgeInsets
    var alignment: NSTextAlignment
    var direction: UIUserInterfaceLayoutDirection
    var maximumNumberOfLines: Int
    var lineBreakMode: NSLineBreakMode
}

/// The text view as a scroll view: the laid-out text, the content size that follows it, and keeping
/// the caret visible.
extension UITextView {
    // MARK: Layout

    /// Where the lines and glyphs sit, in content coordinates (the view's bounds coordinates, whose
    /// origin is the scroll offset): the first line's box starts at the container's top-left corner.
    var textGeometry: MultiLineTextGeometry {
        let inset = textContainerInset
        let padding = textContainer.lineFragmentPadding
        let key = TextGeometryKey(
            text: document.text, font: font ?? Self.defaultFont,
            containerWidth: bounds.width - inset.left - inset.right - 2 * padding, inset: inset,
            alignment: textAlignment, direction: effectiveUserInterfaceLayoutDirection,
            maximumNumberOfLines: textContainer.maximumNumberOfLines, lineBreakMode: textContainer.lineBreakMode
        )
        if let cached = cachedTextGeometry, cached.key == key { return cached.geometry }
        let geometry = MultiLineTextGeometry(
            text: key.text, font: key.font, containerWidth: key.containerWidth,
            origin: CGPoint(x: inset.left + padding, y: inset.top),
            alignment: key.alignment, layoutDirection: key.direction,
            numberOfLines: key.maximumNumberOfLines, lineBreakMode: key.lineBreakMode
        )
        cachedTextGeometry = (key, geometry)
        return geometry
    }

    /// The height the text needs: the lines plus the vertical container insets (may exceed the
    /// bounds; it is `contentSize.height`).
    public var contentHeight: CGFloat {
        textGeometry.height + textContainerInset.top + textContainerInset.bottom
    }

    /// The content height the text would have at `width`.
    func contentHeight(forWidth width: CGFloat) -> CGFloat {
        let inset = textContainerInset
        let geometry = MultiLineTextGeometry(
            text: document.text, font: font ?? Self.defaultFont,
            containerWidth: width - inset.left - inset.right - 2 * textContainer.lineFragmentPadding,
            origin: .zero, alignment: textAlignment, layoutDirection: effectiveUserInterfaceLayoutDirection,
            numberOfLines: textContainer.maximumNumberOfLines, lineBreakMode: textContainer.lineBreakMode
        )
        return geometry.height + inset.top + inset.bottom
    }

    /// The text or its layout inputs changed: the content size follows.
    func textLayoutDidChange() {
        updateContentSize()
    }

    /// Sets `contentSize` to the view's width by ``contentHeight``. When the content shrank below the
    /// offset (text deleted) and nothing is moving, the offset comes back into range, as UIKit's text
    /// view never rests past its text. Without scrolling, the intrinsic size changes instead.
    func updateContentSize() {
        let size = CGSize(width: bounds.width, height: contentHeight)
        guard size != contentSize else { return }
        contentSize = size
        if !isScrollEnabled { invalidateIntrinsicContentSize() }
        guard !isTracking, !isDragging, !isDecelerating else { return }
        let clamped = clampedContentOffset(contentOffset)
        if clamped != contentOffset { contentOffset = clamped }
    }

    // MARK: Keeping text visible

    /// The user typed or moved the caret: with scrolling enabled, scroll the least needed to show it.
    func revealCaret() {
        guard isScrollEnabled, window != nil else { return }
        revealText(document.caret..<document.caret)
    }

    /// Scrolls the least needed to show the lines of `range`, with the container insets above and below.
    func revealText(_ range: Range<Int>) {
        let geometry = textGeometry
        let start = geometry.caretRect(beforeCluster: document.boundaryIndex(atOrBefore: range.lowerBound))
        let end = geometry.caretRect(beforeCluster: document.boundaryIndex(atOrBefore: range.upperBound))
        var rect = start.union(end)
        let inset = textContainerInset
        let top = Swift.max(0, rect.minY - inset.top)
        let bottom = Swift.min(Swift.max(contentSize.height, rect.maxY), rect.maxY + inset.bottom)
        rect.origin.y = top
        rect.size.height = Swift.max(0, bottom - top)
        scrollRectToVisible(rect, animated: false)
    }
}
