import Foundation

/// A single-line editable text control, as UIKit's `UITextField`.
///
/// It edits through ``UIKeyInput`` (`insertText`/`deleteBackward`), so the hardware keyboard and
/// the software keyboard type into it the same way, and it keeps a real caret and selection
/// (``UITextInput``, UTF-16 offsets). A tap places the caret at the glyph boundary nearest to the
/// finger, from the font's real advances, the alignment and the text rectangle; a double tap
/// selects a word; arrows, Home/End, ⌘-arrows and ⌘A work as in UIKit; Tab moves to the next field.
///
/// Defaults as UIKit's `init(frame:)`: empty text, system font 17, `.label` colour, `.natural`
/// alignment, no border, clear button `.never`.
@preconcurrency @MainActor
open class UITextField: UIControl, UITextInput, TextInputKeyHandling {
    /// HeadlessUI decodes no archives (see `UIView.init?(coder:)`): reports a runtime issue and fails.
    public required init?(coder: NSCoder) {
        UIView.reportUndecodedArchive(of: Self.self)
        return nil
    }

    // MARK: Notifications

    /// Posted (object: the field) when editing began.
    nonisolated public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    /// Posted (object: the field) after each user edit.
    nonisolated public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    /// Posted (object: the field) when editing ended.
    nonisolated public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")

    // MARK: State

    /// The text and selection.
    var document = TextDocument()
    /// The measured display line, updated lazily from the document's edits (see ``caretOffsets``).
    var caretLayout: SingleLineCaretLayout?
    /// How far overflowing text is scrolled to keep the caret visible while editing.
    var horizontalScrollOffset: CGFloat = 0
    /// The intrinsic size last reported, so edits that keep it do not invalidate it.
    var lastIntrinsicContentSize: CGSize?
    /// A secure field that begins editing with text replaces all of it on the next edit (UIKit).
    var clearsSecureTextOnNextEdit = false
    /// Set while `endEditing(true)` or leaving the window forces the field to resign.
    var isForcingResign = false
    /// The clear button, shown per ``clearButtonMode``.
    let clearButton = UIButton(type: .custom)
    var storedIsEditing = false
    private var storedFont: UIFont = UITextField.defaultFont
    private var storedTextColor: UIColor = .label
    private var storedInputAccessoryView: UIView?
    private var storedInputView: UIView?

    /// The default font: the system font at 17 pt.
    public static var defaultFont: UIFont { .systemFont(ofSize: UIFont.labelFontSize) }

    // MARK: Content

    /// The text; never `nil` when read (setting `nil` empties the field). Setting it moves the caret
    /// to the end and sends no `.editingChanged`, as in UIKit.
    open var text: String? {
        get { document.text }
        set { setTextProgrammatically(newValue ?? "") }
    }

    /// The grey text shown while the field is empty; the accessibility value of an empty field.
    open var placeholder: String? {
        didSet {
            setNeedsLayout()
            if placeholder != oldValue { invalidateIntrinsicContentSize() }
        }
    }

    /// The styled text. Setting it replaces ``text`` with its string and ``font``, ``textColor`` and
    /// ``textAlignment`` with the style at location 0, as UIKit does; HeadlessUI draws the whole text
    /// in that style (mixed runs are kept and reported as a runtime issue).
    open var attributedText: NSAttributedString? {
        get { composedAttributedText }
        set { adoptAttributedText(newValue) }
    }
    var storedAttributedText: NSAttributedString?

    /// The styled placeholder. Setting it replaces ``placeholder`` with its string; HeadlessUI draws
    /// it in the field's font and the placeholder grey.
    open var attributedPlaceholder: NSAttributedString? {
        get { composedAttributedPlaceholder }
        set { adoptAttributedPlaceholder(newValue) }
    }
    var storedAttributedPlaceholder: NSAttributedString?

    /// The font; setting `nil` restores system 17.
    open var font: UIFont! {
        get { storedFont }
        set {
            storedFont = newValue ?? Self.defaultFont
            contentDidChange()
        }
    }

    /// The text colour; setting `nil` restores `.label`.
    open var textColor: UIColor! {
        get { storedTextColor }
        set { storedTextColor = newValue ?? .label }
    }

    /// Horizontal alignment; `.natural` follows the layout direction. `.justified` draws like `.natural`.
    open var textAlignment: NSTextAlignment = .natural {
        didSet { contentDidChange() }
    }

    /// The border, which also sets the text inset (``textInset(for:)``).
    open var borderStyle: BorderStyle = .none {
        didSet { contentDidChange() }
    }

    /// Whether the field is in an editing session (between did-begin and did-end editing).
    open var isEditing: Bool { storedIsEditing }

    /// Whether beginning to edit clears the text (asking ``UITextFieldDelegate/textFieldShouldClear(_:)``).
    open var clearsOnBeginEditing = false

    /// When the clear button shows (it also needs text). Default `.never`.
    open var clearButtonMode: ViewMode = .never {
        didSet { contentDidChange() }
    }

    /// A view on the leading side (an icon), shown per ``leftViewMode``.
    open var leftView: UIView? {
        didSet { replaceOverlay(oldValue, with: leftView) }
    }

    /// When ``leftView`` shows. Default `.never`.
    open var leftViewMode: ViewMode = .never {
        didSet { contentDidChange() }
    }

    /// A view on the trailing side, shown per ``rightViewMode``; while it shows, the clear button does not.
    open var rightView: UIView? {
        didSet { replaceOverlay(oldValue, with: rightView) }
    }

    /// When ``rightView`` shows. Default `.never`.
    open var rightViewMode: ViewMode = .never {
        didSet { contentDidChange() }
    }

    /// Whether the font shrinks to fit (stored for API parity; HeadlessUI does not shrink field text).
    open var adjustsFontSizeToFitWidth = false

    /// The smallest font size when shrinking (stored for API parity).
    open var minimumFontSize: CGFloat = 0

    /// The delegate (held weakly).
    open weak var delegate: (any UITextFieldDelegate)?

    /// The view a software keyboard shows above itself while the field edits (a toolbar with Done).
    open override var inputAccessoryView: UIView? {
        get { storedInputAccessoryView }
        set { storedInputAccessoryView = newValue }
    }

    /// A custom input view shown instead of the system keyboard.
    open override var inputView: UIView? {
        get { storedInputView }
        set { storedInputView = newValue }
    }

    // MARK: Text input traits

    /// What the text is (a password, an email address), for AutoFill; HeadlessUI keeps it and offers no AutoFill.
    open var textContentType: UITextContentType!

    /// The keyboard layout a software keyboard shows.
    open var keyboardType: UIKeyboardType = .default
    /// The return key's title.
    open var returnKeyType: UIReturnKeyType = .default
    /// Automatic capitalization, read by the software keyboard (typed text is inserted as typed;
    /// the hardware keyboard does not capitalize, as on iOS).
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
    /// Whether the return key is disabled while the field is empty (software keyboard).
    open var enablesReturnKeyAutomatically = false
    /// A password field: drawn and exposed to accessibility as one "•" per character; re-editing
    /// replaces the whole text on the first edit, as in UIKit; ``copy(_:)`` does nothing.
    open var isSecureTextEntry = false {
        didSet { contentDidChange() }
    }

    // MARK: Init

    /// Creates an empty field.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureClearButton()
    }

    // MARK: Key input

    /// Whether the field has text.
    open var hasText: Bool { !document.text.isEmpty }

    /// Types `text`, replacing the selection. `"\n"` is Return: it asks
    /// ``UITextFieldDelegate/textFieldShouldReturn(_:)`` and never inserts a newline; newlines
    /// inside longer text become spaces (one line only).
    open func insertText(_ text: String) {
        if text == "\n" || text == "\r" {
            handleReturn()
            return
        }
        let hasLineBreak = text.utf8.contains { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }
        let oneLine = !hasLineBreak ? text : text.replacingOccurrences(of: "\r\n", with: " ")
            .replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "\r", with: " ")
        userReplace(document.selection, with: oneLine)
    }

    /// Deletes the selection, or the character (grapheme cluster) before the caret.
    open func deleteBackward() {
        userReplace(document.deleteBackwardRange, with: "")
    }

    /// Handles editing keys (arrows, Home/End, ⌘A, ⌦, ⌥⌫, Tab); see ``TextEditingCommand``.
    open func handleTextInputKey(_ key: UIKey) -> Bool {
        guard let command = TextEditingCommand.command(for: key, multiline: false) else { return false }
        perform(command)
        return true
    }

    // MARK: Rectangles (override points)

    /// The rectangle the border is drawn in: the bounds.
    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// The rectangle text is drawn in: the bounds inset by the border's text inset, minus the
    /// overlay views (left view, right view or clear button) that show.
    open func textRect(forBounds bounds: CGRect) -> CGRect { defaultTextRect(forBounds: bounds) }

    /// The rectangle the placeholder is drawn in (the text rectangle).
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// The rectangle text is edited in (the text rectangle).
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// The clear button's rectangle: 19 pt square, 5 pt from the trailing edge, centred vertically.
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect { defaultClearButtonRect(forBounds: bounds) }

    /// The left view's rectangle: its size, at the leading edge, centred vertically.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect { overlayRect(for: leftView, leading: true, in: bounds) }

    /// The right view's rectangle: its size, at the trailing edge, centred vertically.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect { overlayRect(for: rightView, leading: false, in: bounds) }

    /// The caret rectangle at `position`: 2 pt wide, the font's line height, centred in the text rectangle.
    open func caretRect(for position: UITextPosition) -> CGRect {
        let geometry = textGeometry
        return geometry.caretRect(beforeCluster: document.boundaryIndex(atOrBefore: position.utf16Offset))
    }

    /// The glyph boundary nearest to `point` (field coordinates), from the real glyph advances,
    /// the alignment and the text rectangle.
    open func closestPosition(to point: CGPoint) -> UITextPosition? {
        let index = textGeometry.nearestBoundary(toX: point.x)
        return UITextPosition(utf16Offset: document.boundaries[index])
    }

    // MARK: Responder

    /// Whether the field can become first responder: enabled, in a window, and the delegate's
    /// ``UITextFieldDelegate/textFieldShouldBeginEditing(_:)`` agrees (asked here, as UIKit does).
    open override var canBecomeFirstResponder: Bool {
        guard isEnabled, window != nil else { return false }
        return delegate?.textFieldShouldBeginEditing(self) ?? true
    }

    /// Whether the field may resign: ``UITextFieldDelegate/textFieldShouldEndEditing(_:)`` decides,
    /// except when ending is forced (`endEditing(true)`, leaving the window).
    open override var canResignFirstResponder: Bool {
        guard isEditing, !isForcingResign else { return true }
        return delegate?.textFieldShouldEndEditing(self) ?? true
    }

    /// Begins the editing session (see ``UITextFieldDelegate``).
    open override func didBecomeFirstResponder() {
        super.didBecomeFirstResponder()
        beginEditingSession()
    }

    /// Ends the editing session (see ``UITextFieldDelegate``).
    open override func didResignFirstResponder() {
        super.didResignFirstResponder()
        endEditingSession()
    }

    // MARK: Touches

    /// A tap: begins editing (asking the delegate) and places the caret at the glyph boundary under
    /// the finger; while editing, a tap moves the caret and a double tap selects the word.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        guard let touch, pointMostlyInside(touch.location(in: self), with: event) else { return }
        handleTap(at: touch.location(in: self), tapCount: touch.tapCount)
    }

    /// A text field's default action is a tap, so an ancestor's single-tap recognizer does not steal it.
    override var defaultActionIsSingleTap: Bool { true }

    /// Return sends ``UIControl/Event/editingDidEndOnExit``, which is the field's primary action.
    override var actionTriggeringEvents: Event { .editingDidEndOnExit }

    // MARK: Layout and window

    /// Places the clear button and the overlay views.
    /// The size the field needs: the text's width (the placeholder's while empty) plus the border's
    /// insets and the visible overlay views, and the font's line height plus the border's vertical
    /// insets (a rounded-rect field with the 17 pt system font is 34 pt tall, as in UIKit). See
    /// ``intrinsicTextInsets(for:)``.
    open override var intrinsicContentSize: CGSize {
        defaultIntrinsicContentSize
    }

    /// ``intrinsicContentSize`` (a text field's size does not depend on the proposal).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        defaultIntrinsicContentSize
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutOverlays()
    }

    /// Leaving the window ends editing without asking the delegate (UIKit still calls did-end).
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil, isFirstResponder { forceResign() }
    }

    // MARK: Accessibility

    /// Text fields are accessibility elements.
    open override var defaultIsAccessibilityElement: Bool { true }
    /// The text (bullets when secure), or the placeholder while empty (what XCUITest's `value` reads).
    open override var defaultAccessibilityValue: String? { accessibilityTextValue }
    /// No traits beyond the control's (`.notEnabled` when disabled).
    open override var defaultAccessibilityTraits: UIAccessibilityTraits { super.defaultAccessibilityTraits }
}
