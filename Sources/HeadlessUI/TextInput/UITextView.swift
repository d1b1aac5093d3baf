import Foundation

/// A multi-line, editable text view, as UIKit's `UITextView`, with the same editing model as
/// ``UITextField``: ``UIKeyInput`` typing, a real caret and selection (``UITextInput``), taps that
/// place the caret at the nearest glyph boundary, double taps that select a word, and editing keys.
/// Return inserts a newline; Tab inserts a tab.
///
/// Defaults as UIKit: editable and selectable, system font 12 (UIKit draws a `nil` font at 12 pt),
/// `textContainerInset` 8 pt top and bottom, line fragment padding 5 pt.
///
/// As in UIKit, a text view is a ``UIScrollView``: its `contentSize` is the view's width by the text's
/// height (lines plus the container insets), long text scrolls with a pan (with deceleration and
/// bounce), and typing or moving the caret scrolls the least needed to keep the caret's line (with the
/// container insets around it) inside the area the adjusted insets leave visible (see
/// ``scrollRangeToVisible(_:)``). The keyboard is not avoided automatically, as in UIKit: apps add the
/// keyboard's overlap to `contentInset.bottom` (keyboard notifications or `keyboardLayoutGuide`).
/// With `isScrollEnabled = false` the view sizes to its text: ``intrinsicContentSize`` has the
/// content height, and `sizeThatFits(_:)` the height the text needs at the proposed width.
///
/// The delegate property is the scroll view's (`(any UIScrollViewDelegate)?`), because Swift cannot
/// narrow an inherited read-write property; ``UITextViewDelegate`` refines ``UIScrollViewDelegate``
/// as in UIKit, so assigning a text-view delegate works as usual.
@preconcurrency @MainActor
open class UITextView: UIScrollView, UITextInput, TextInputKeyHandling {
    /// HeadlessUI decodes no archives (see `UIView.init?(coder:)`): reports a runtime issue and fails.
    public required init?(coder: NSCoder) {
        UIView.reportUndecodedArchive(of: Self.self)
        return nil
    }

    /// Posted (object: the text view) when editing began.
    nonisolated public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    /// Posted (object: the text view) after each user edit.
    nonisolated public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
    /// Posted (object: the text view) when editing ended.
    nonisolated public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")

    /// UIKit's default text size for a text view without a font: 12 pt.
    public static var defaultFont: UIFont { .systemFont(ofSize: UIFont.smallSystemFontSize) }
    /// UIKit's `NSTextContainer.lineFragmentPadding` default: 5 pt on each side of every line.
    public static let lineFragmentPadding: CGFloat = 5

    var document = TextDocument()
    var isForcingResign = false
    /// The laid-out text, kept until the text, font, width, insets, alignment or direction change.
    var cachedTextGeometry: (key: TextGeometryKey, geometry: MultiLineTextGeometry)?
    /// Set while a tap begins editing, so beginning does not scroll to the caret's old place.
    var isBeginningEditingFromTap = false
    var storedIsEditing = false
    private var storedFont: UIFont = UITextView.defaultFont
    private var storedTextColor: UIColor = .label
    private var storedInputAccessoryView: UIView?
    private var storedInputView: UIView?

    /// The text; setting it moves the caret to the end and calls no delegate method.
    open var text: String! {
        get { document.text }
        set {
            let old = document.selection
            document.setText(newValue ?? "")
            textLayoutDidChange()
            if isEditing, document.selection != old { textViewDelegate?.textViewDidChangeSelection(self) }
        }
    }

    /// The styled text. Setting it replaces ``text`` with its string and ``font``, ``textColor`` and
    /// ``textAlignment`` with the style at location 0, as UIKit does; HeadlessUI draws the whole text
    /// in that style (mixed runs are kept and reported as a runtime issue).
    open var attributedText: NSAttributedString! {
        get { composedAttributedText }
        set { adoptAttributedText(newValue) }
    }
    var storedAttributedText: NSAttributedString?

    /// The font; `nil` restores system 12.
    open var font: UIFont? {
        get { storedFont }
        set {
            storedFont = newValue ?? Self.defaultFont
            textLayoutDidChange()
        }
    }

    /// The text colour; `nil` restores `.label`.
    open var textColor: UIColor? {
        get { storedTextColor }
        set { storedTextColor = newValue ?? .label }
    }

    /// Horizontal alignment of the lines.
    open var textAlignment: NSTextAlignment = .natural {
        didSet { textLayoutDidChange() }
    }

    /// The space around the text container (UIKit: 8 pt top and bottom). Non-finite or negative
    /// insets are reported and ignored.
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet {
            let inset = textContainerInset
            guard inset.isFinite, inset.top >= 0, inset.left >= 0, inset.bottom >= 0, inset.right >= 0 else {
                reportInvalid("textContainerInset", "\(inset) must be finite and non-negative; the previous inset is kept.")
                textContainerInset = oldValue
                return
            }
            textLayoutDidChange()
        }
    }

    /// Whether the user can edit (a non-editable view cannot become first responder).
    open var isEditable = true {
        didSet { if !isEditable, isFirstResponder { forceResign() } }
    }

    /// Whether the user can select text (double tap) when not editable. A selectable, non-editable
    /// view opens `.link` attributes on a tap (see ``UITextViewDelegate``'s
    /// `textView(_:shouldInteractWith:in:interaction:)`).
    open var isSelectable = true

    /// The container the text is laid out in: its `lineFragmentPadding` (5 pt), `maximumNumberOfLines`
    /// and `lineBreakMode` shape the lines.
    public let textContainer = NSTextContainer(size: CGSize(width: 0, height: CGFloat.greatestFiniteMagnitude))

    /// The kinds of data turned into links (kept; HeadlessUI detects nothing, only `.link`
    /// attributes are tappable).
    open var dataDetectorTypes: UIDataDetectorTypes = []

    /// Whether the view is in an editing session.
    open var isEditing: Bool { storedIsEditing }

    /// The delegate as a ``UITextViewDelegate`` (the inherited `delegate`, when it is one).
    var textViewDelegate: (any UITextViewDelegate)? { delegate as? any UITextViewDelegate }

    /// The view a software keyboard shows above itself while the text view edits.
    open override var inputAccessoryView: UIView? {
        get { storedInputAccessoryView }
        set { storedInputAccessoryView = newValue }
    }

    /// A custom input view shown instead of the system keyboard.
    open override var inputView: UIView? {
        get { storedInputView }
        set { storedInputView = newValue }
    }

    /// What the text is (a password, an email address), for AutoFill; HeadlessUI keeps it and offers no AutoFill.
    open var textContentType: UITextContentType!

    /// The keyboard layout a software keyboard shows.
    open var keyboardType: UIKeyboardType = .default
    /// The return key's title.
    open var returnKeyType: UIReturnKeyType = .default
    /// Automatic capitalization (read by the software keyboard; typed text is not changed).
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// Autocorrection (HeadlessUI never corrects).
    open var autocorrectionType: UITextAutocorrectionType = .default
    /// Spell checking (kept; HeadlessUI never checks spelling).
    open var spellCheckingType: UITextSpellCheckingType = .default
    /// Smart quotes (kept; typed quotes stay straight).
    open var smartQuotesType: UITextSmartQuotesType = .default
    /// Smart dashes (kept; typed hyphens stay hyphens).
    open var smartDashesType: UITextSmartDashesType = .default
    /// Smart insert and delete (kept; no spaces are added or removed around edits).
    open var smartInsertDeleteType: UITextSmartInsertDeleteType = .default
    /// Whether the return key is disabled while the view is empty.
    open var enablesReturnKeyAutomatically = false
    /// Whether the text is secure (stored; text views draw it as it is).
    open var isSecureTextEntry = false

    /// Creates an empty, editable text view.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        textContainer.textView = self
        textContainer.widthTracksTextView = true
        updateContentSize()
    }

    // MARK: Geometry

    /// The frame; a new width re-wraps the text and updates `contentSize`.
    open override var frame: CGRect {
        get { super.frame }
        set {
            let oldSize = bounds.size
            super.frame = newValue
            if bounds.size != oldSize { updateContentSize() }
        }
    }

    /// The bounds; a new size re-wraps the text and updates `contentSize` (the origin is the scroll offset).
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let oldSize = super.bounds.size
            super.bounds = newValue
            if super.bounds.size != oldSize { updateContentSize() }
        }
    }

    /// Whether the text scrolls (default true). When false the view sizes to its text: see
    /// ``intrinsicContentSize``.
    open override var isScrollEnabled: Bool {
        didSet { if isScrollEnabled != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// With scrolling disabled, no intrinsic width and the content height (the text plus the container
    /// insets at the current width), as UIKit; with scrolling enabled, no intrinsic size.
    open override var intrinsicContentSize: CGSize {
        guard !isScrollEnabled else { return super.intrinsicContentSize }
        return CGSize(width: UIView.noIntrinsicMetric, height: contentHeight)
    }

    /// The proposed width (the current width when it is not positive or finite) by the height the
    /// text needs at that width.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width.isFinite && size.width > 0 ? size.width : bounds.width
        return CGSize(width: width, height: contentHeight(forWidth: width))
    }

    /// Keeps `contentSize` in step with the text; subclasses call `super`.
    open override func layoutSubviews() {
        super.layoutSubviews()
        updateContentSize()
    }

    /// Scrolls the least needed to show `range` (UTF-16 offsets): the lines from its start to its end,
    /// with the container's top and bottom insets around them, inside the area the adjusted insets
    /// leave visible. Not animated. A range outside the text is reported and ignored.
    open func scrollRangeToVisible(_ range: NSRange) {
        guard range.location != NSNotFound, range.location >= 0, range.length >= 0,
              range.location + range.length <= document.length else {
            reportInvalid(
                "scrollRangeToVisible(_:)", "\(range) lies outside the text (UTF-16 length \(document.length)); nothing scrolled."
            )
            return
        }
        revealText(range.location..<(range.location + range.length))
    }

    // MARK: Key input

    /// Whether there is text.
    open var hasText: Bool { !document.text.isEmpty }

    /// Types `text` (a newline for Return), replacing the selection.
    open func insertText(_ text: String) {
        userReplace(document.selection, with: text)
    }

    /// Deletes the selection, or the character before the caret.
    open func deleteBackward() {
        userReplace(document.deleteBackwardRange, with: "")
    }

    /// Handles editing keys (arrows by line, Home/End, ⌘A, ⌦, ⌥⌫); see ``TextEditingCommand``.
    open func handleTextInputKey(_ key: UIKey) -> Bool {
        guard isEditable, let command = TextEditingCommand.command(for: key, multiline: true) else { return false }
        perform(command)
        return true
    }

    // MARK: Geometry (override points)

    /// The caret rectangle at `position`.
    open func caretRect(for position: UITextPosition) -> CGRect {
        textGeometry.caretRect(beforeCluster: document.boundaryIndex(atOrBefore: position.utf16Offset))
    }

    /// The glyph boundary nearest to `point` (view coordinates).
    open func closestPosition(to point: CGPoint) -> UITextPosition? {
        UITextPosition(utf16Offset: document.boundaries[textGeometry.nearestBoundary(to: point)])
    }

    // MARK: Responder

    /// Editable, in a window, and the delegate's `textViewShouldBeginEditing` agrees.
    open override var canBecomeFirstResponder: Bool {
        guard isEditable, window != nil else { return false }
        return textViewDelegate?.textViewShouldBeginEditing(self) ?? true
    }

    /// The delegate's `textViewShouldEndEditing` decides, unless ending is forced.
    open override var canResignFirstResponder: Bool {
        guard isEditing, !isForcingResign else { return true }
        return textViewDelegate?.textViewShouldEndEditing(self) ?? true
    }

    /// Begins the editing session.
    open override func didBecomeFirstResponder() {
        super.didBecomeFirstResponder()
        storedIsEditing = true
        document.placeCaret(at: document.length)
        // As UIKit: beginning to edit shows the caret (at the end), unless a tap places it.
        if !isBeginningEditingFromTap { revealCaret() }
        textViewDelegate?.textViewDidBeginEditing(self)
        NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
    }

    /// Ends the editing session.
    open override func didResignFirstResponder() {
        super.didResignFirstResponder()
        storedIsEditing = false
        textViewDelegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
    }

    // MARK: Touches

    /// Touches are the text view's own (no forwarding).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}

    /// A lift inside the view is a tap (see ``UITextField`` for the model).
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first(where: { $0.view === self }) ?? touches.first else { return }
        let point = touch.location(in: self)
        guard bounds.contains(point) else { return }
        handleTap(at: point, tapCount: touch.tapCount)
    }

    /// Ancestors' single-tap recognizers do not steal taps on an editable text view.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if isEditable, gestureRecognizer.view !== self, let tap = gestureRecognizer as? UITapGestureRecognizer,
           tap.numberOfTapsRequired == 1, tap.numberOfTouchesRequired == 1 {
            return false
        }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    /// Leaving the window ends editing without asking the delegate.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil, isFirstResponder { forceResign() }
    }

    // MARK: Accessibility

    /// Text views are accessibility elements.
    open override var defaultIsAccessibilityElement: Bool { true }
    /// The text.
    open override var defaultAccessibilityValue: String? { hasText ? document.text : nil }
}
