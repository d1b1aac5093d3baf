import Foundation

extension UITextField {
    /// What the field draws for its text: one "•" per character when secure.
    var displayText: String {
        isSecureTextEntry ? String(repeating: "•", count: document.text.count) : document.text
    }

    /// The alignment with `.natural` and `.justified` resolved for the layout direction.
    var resolvedAlignment: NSTextAlignment {
        textAlignment.resolved(for: effectiveUserInterfaceLayoutDirection)
    }

    /// Where the glyphs sit now.
    var textGeometry: SingleLineTextGeometry {
        SingleLineTextGeometry(
            caretOffsets: caretOffsets, font: font, textRect: editingRect(forBounds: bounds),
            alignment: resolvedAlignment, scrollOffset: horizontalScrollOffset
        )
    }

    /// The caret offsets of ``displayText`` (as `font.caretOffsets(for: displayText)`), from the
    /// cached line, which catches up with the document's last edit instead of measuring it all.
    var caretOffsets: [CGFloat] {
        let font: UIFont = self.font
        if caretLayout?.catchUp(with: document, font: font, isSecure: isSecureTextEntry) != true {
            caretLayout = SingleLineCaretLayout(document: document, font: font, isSecure: isSecureTextEntry)
        }
        return caretLayout?.caretOffsets ?? [0]
    }

    /// Whether the left view shows now.
    var isShowingLeftView: Bool { leftView != nil && leftViewMode.shows(isEditing: isEditing) }
    /// Whether the right view shows now.
    var isShowingRightView: Bool { rightView != nil && rightViewMode.shows(isEditing: isEditing) }
    /// Whether the clear button shows now: its mode allows it, there is text, and no right view shows.
    var isShowingClearButton: Bool {
        clearButtonMode.shows(isEditing: isEditing) && hasText && !isShowingRightView
    }

    private var isRightToLeft: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

    /// `rect` mirrored across the bounds in right-to-left layouts.
    private func directional(_ rect: CGRect, in bounds: CGRect) -> CGRect {
        guard isRightToLeft else { return rect }
        return CGRect(x: bounds.minX + bounds.maxX - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
    }

    func defaultTextRect(forBounds bounds: CGRect) -> CGRect {
        let inset = Self.textInset(for: borderStyle)
        var leading = inset
        var trailing = inset
        if isShowingLeftView { leading = Swift.max(inset, overlaySize(of: leftView).width) }
        if isShowingRightView {
            trailing = Swift.max(inset, overlaySize(of: rightView).width)
        } else if isShowingClearButton {
            trailing = Self.clearButtonSide + 2 * Self.clearButtonMargin
        }
        let width = Swift.max(0, bounds.width - leading - trailing)
        let rect = CGRect(x: bounds.minX + leading, y: bounds.minY, width: width, height: bounds.height)
        return directional(rect, in: bounds)
    }

    func defaultClearButtonRect(forBounds bounds: CGRect) -> CGRect {
        let side = Self.clearButtonSide
        let rect = CGRect(
            x: bounds.maxX - Self.clearButtonMargin - side, y: bounds.midY - side / 2, width: side, height: side
        )
        return directional(rect, in: bounds)
    }

    /// An overlay view's size: its frame size, else its intrinsic size.
    func overlaySize(of view: UIView?) -> CGSize {
        guard let view else { return .zero }
        if view.frame.size != .zero { return view.frame.size }
        let intrinsic = view.intrinsicContentSize
        return CGSize(width: Swift.max(0, intrinsic.width), height: Swift.max(0, intrinsic.height))
    }

    func overlayRect(for view: UIView?, leading: Bool, in bounds: CGRect) -> CGRect {
        let size = overlaySize(of: view)
        let x = leading ? bounds.minX : bounds.maxX - size.width
        return directional(CGRect(x: x, y: bounds.midY - size.height / 2, width: size.width, height: size.height), in: bounds)
    }

    // MARK: Subviews

    func configureClearButton() {
        clearButton.accessibilityLabel = Self.clearButtonAccessibilityLabel
        clearButton.isHidden = true
        clearButton.addAction(UIAction { [weak self] _ in self?.clearButtonTapped() }, for: .touchUpInside)
        addSubview(clearButton)
    }

    func replaceOverlay(_ old: UIView?, with new: UIView?) {
        if let old, old !== new, old.superview === self { old.removeFromSuperview() }
        if let new, new.superview !== self { addSubview(new) }
        contentDidChange()
    }

    /// Something that moves the text or the overlays changed. The intrinsic size is invalidated
    /// when it changed, except while the user types (UIKit measures a field again when editing ends
    /// or its text is set; apps that want it to grow while typing invalidate on `.editingChanged`).
    func contentDidChange(invalidatingIntrinsicSize: Bool = true) {
        layoutOverlays()
        setNeedsLayout()
        guard invalidatingIntrinsicSize else { return }
        let size = defaultIntrinsicContentSize
        if size != lastIntrinsicContentSize {
            lastIntrinsicContentSize = size
            invalidateIntrinsicContentSize()
        }
    }

    /// The text's width (the placeholder's while empty) plus the insets and the visible overlays,
    /// and the line height plus the vertical insets, rounded up to whole points.
    var defaultIntrinsicContentSize: CGSize {
        let font: UIFont = self.font
        let shown = displayText.isEmpty ? (placeholder ?? "") : displayText
        let insets = Self.intrinsicTextInsets(for: borderStyle)
        var leading = insets.width, trailing = insets.width
        var overlayHeight: CGFloat = 0
        if isShowingLeftView {
            let size = overlaySize(of: leftView)
            leading = Swift.max(leading, size.width)
            overlayHeight = Swift.max(overlayHeight, size.height)
        }
        if isShowingRightView {
            let size = overlaySize(of: rightView)
            trailing = Swift.max(trailing, size.width)
            overlayHeight = Swift.max(overlayHeight, size.height)
        } else if isShowingClearButton {
            trailing = Self.clearButtonSide + 2 * Self.clearButtonMargin
            overlayHeight = Swift.max(overlayHeight, Self.clearButtonSide)
        }
        let textHeight = font.lineHeight.rounded(.up) + 2 * insets.height
        return CGSize(
            width: (font.width(of: shown) + leading + trailing).rounded(.up),
            height: Swift.max(textHeight, overlayHeight)
        )
    }

    /// The horizontal (`width`, each side) and vertical (`height`, top and bottom) space the border
    /// style adds around the text in ``intrinsicContentSize``: none 0 × 0, line 2 × 2, bezel and
    /// rounded rect 7 × 7 pt (so a 17 pt field is 20, 24, 34 and 34 pt tall). UIKit's rounded-rect
    /// height (34 pt at 17 pt) is measured; the other styles' insets are HeadlessUI's choice.
    public static func intrinsicTextInsets(for borderStyle: BorderStyle) -> CGSize {
        switch borderStyle {
        case .none: return .zero
        case .line: return CGSize(width: 2, height: 2)
        case .bezel, .roundedRect: return CGSize(width: 7, height: 7)
        }
    }

    /// Shows, hides and places the clear button and the left and right views.
    func layoutOverlays() {
        clearButton.isHidden = !isShowingClearButton
        clearButton.frame = clearButtonRect(forBounds: bounds)
        if let leftView {
            leftView.isHidden = !isShowingLeftView
            leftView.frame = leftViewRect(forBounds: bounds)
        }
        if let rightView {
            rightView.isHidden = !isShowingRightView
            rightView.frame = rightViewRect(forBounds: bounds)
        }
    }
}
