import Foundation

/// A multi-line, editable text view, as UIKit's `UITextView`, with the same editing model as
/// ``UITextField``: ``UIKeyInput`` typing, a real caret and selection (``UITextInput``), taps that
/// place the caret at the nearest glyph boundary, double taps that select a word, and editing keys.
/// Return inserts a newline; Tab inserts a tab.
///
/// Defaults as UIKit: editable and selectable, system font 12 (UIKit draws a `nil` font at 12 pt),
/// `textContainerInset` 8 pt top and bottom, line fragment padding 5 pt.
///
/// HeadlessUI's text view is a plain view, not a scroll view: long text extends below the bounds
/// (``contentHeight`` says how far) and is not scrolled.
@MainActor
open class UITextView: UIView, UITextInput, TextInputKeyHandling {
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
            if isEditing, document.selection != old { delegate?.textViewDidChangeSelection(self) }
        }
    }

    /// The font; `nil` restores system 12.
    open var font: UIFont? {
        get { storedFont }
        set { storedFont = newValue ?? Self.defaultFont }
    }

    /// The text colour; `nil` restores `.label`.
    open var textColor: UIColor? {
        get { storedTextColor }
        set { storedTextColor = newValue ?? .label }
    }

    /// Horizontal alignment of the lines.
    open var textAlignment: NSTextAlignment = .natural

    /// The space around the text container (UIKit: 8 pt top and bottom).
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)

    /// Whether the user can edit (a non-editable view cannot become first responder).
    open var isEditable = true {
        didSet { if !isEditable, isFirstResponder { forceResign() } }
    }

    /// Whether the user can select text (double tap) when not editable.
    open var isSelectable = true

    /// Whether the view is in an editing session.
    open var isEditing: Bool { storedIsEditing }

    /// The delegate (held weakly).
    open weak var delegate: (any UITextViewDelegate)?

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

    /// The keyboard layout a software keyboard shows.
    open var keyboardType: UIKeyboardType = .default
    /// The return key's title.
    open var returnKeyType: UIReturnKeyType = .default
    /// Automatic capitalization (read by the software keyboard; typed text is not changed).
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// Autocorrection (HeadlessUI never corrects).
    open var autocorrectionType: UITextAutocorrectionType = .default
    /// Whether the return key is disabled while the view is empty.
    open var enablesReturnKeyAutomatically = false
    /// Whether the text is secure (stored; text views draw it as it is).
    open var isSecureTextEntry = false

    /// Creates an empty, editable text view.
    public override init(frame: CGRect) {
        super.init(frame: frame)
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
        return delegate?.textViewShouldBeginEditing(self) ?? true
    }

    /// The delegate's `textViewShouldEndEditing` decides, unless ending is forced.
    open override var canResignFirstResponder: Bool {
        guard isEditing, !isForcingResign else { return true }
        return delegate?.textViewShouldEndEditing(self) ?? true
    }

    /// Begins the editing session.
    open override func didBecomeFirstResponder() {
        super.didBecomeFirstResponder()
        storedIsEditing = true
        document.placeCaret(at: document.length)
        delegate?.textViewDidBeginEditing(self)
        NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
    }

    /// Ends the editing session.
    open override func didResignFirstResponder() {
        super.didResignFirstResponder()
        storedIsEditing = false
        delegate?.textViewDidEndEditing(self)
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
