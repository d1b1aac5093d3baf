import Foundation

/// A view that shows read-only text, as UIKit's `UILabel`.
///
/// Defaults match UIKit: system font 17, `.label` colour, `.natural` alignment, one line,
/// `.byTruncatingTail`, user interaction off, and an accessibility element whose label is the text
/// with the `.staticText` trait. What the label would draw is readable as ``textLayout`` and
/// ``visibleText`` (`"Hello wor…"`).
@preconcurrency @MainActor
open class UILabel: UIView {
    /// HeadlessUI decodes no archives (see `UIView.init?(coder:)`): reports a runtime issue and fails.
    public required init?(coder: NSCoder) {
        UIView.reportUndecodedArchive(of: Self.self)
        return nil
    }

    /// The default font: the system font at UIKit's label size, 17.
    public static var defaultFont: UIFont { .systemFont(ofSize: UIFont.labelFontSize) }

    /// The text shown. Setting it invalidates the intrinsic content size.
    open var text: String? {
        didSet { if text != oldValue { textAttributesDidChange() } }
    }

    /// The styled text. Setting it replaces ``text`` with its string and ``font``, ``textColor``,
    /// ``textAlignment`` and ``lineBreakMode`` with the style at location 0, as UIKit does; reading it
    /// after ``text`` changed returns the text in the label's current style. HeadlessUI draws the
    /// whole text in that one style (mixed runs are kept here and reported as a runtime issue).
    open var attributedText: NSAttributedString? {
        get { composedAttributedText }
        set { adoptAttributedText(newValue) }
    }
    var storedAttributedText: NSAttributedString?

    /// The font; setting `nil` restores the default (system 17), as UIKit does.
    open var font: UIFont! {
        get { storedFont }
        set {
            let resolved = newValue ?? Self.defaultFont
            if resolved != storedFont { storedFont = resolved; textAttributesDidChange() }
        }
    }
    private var storedFont: UIFont = UILabel.defaultFont

    /// The text colour; setting `nil` restores `.label`.
    open var textColor: UIColor! {
        get { storedTextColor }
        set { storedTextColor = newValue ?? .label }
    }
    private var storedTextColor: UIColor = .label

    /// The colour used while ``isHighlighted``.
    open var highlightedTextColor: UIColor?

    /// Whether the label draws in its highlighted colour.
    open var isHighlighted = false

    /// Horizontal alignment of the lines; `.natural` follows the layout direction.
    open var textAlignment: NSTextAlignment = .natural

    /// The maximum number of lines; 0 means unlimited. Negative values are reported and ignored.
    open var numberOfLines: Int {
        get { storedNumberOfLines }
        set {
            guard newValue >= 0 else {
                reportInvalid("numberOfLines", "\(newValue) is negative; use 0 for unlimited lines or a positive limit.")
                return
            }
            if newValue != storedNumberOfLines { storedNumberOfLines = newValue; textAttributesDidChange() }
        }
    }
    private var storedNumberOfLines = 1

    /// How lines wrap and how the last line is cut.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail {
        didSet { if lineBreakMode != oldValue { textAttributesDidChange() } }
    }

    /// Whether the label is enabled; disabled labels draw dimmed and add `.notEnabled` to their traits.
    open var isEnabled = true

    /// Whether a one-line label shrinks its font to fit its width (down to ``minimumScaleFactor``).
    open var adjustsFontSizeToFitWidth = false

    /// The smallest fraction of the font size a shrinking label may use (0...1). 0, the default,
    /// means the font size is the minimum, so the label does not shrink (UIKit's documented rule).
    open var minimumScaleFactor: CGFloat {
        get { storedMinimumScaleFactor }
        set {
            guard newValue.isFinite, (0...1).contains(newValue) else {
                reportInvalid("minimumScaleFactor", "\(newValue) is outside 0...1; use a fraction such as 0.5.")
                return
            }
            storedMinimumScaleFactor = newValue
        }
    }
    private var storedMinimumScaleFactor: CGFloat = 0

    /// The width at which a multi-line label wraps when computing its intrinsic size (0: use the
    /// bounds width). Negative or non-finite values are reported and ignored.
    open var preferredMaxLayoutWidth: CGFloat {
        get { storedPreferredMaxLayoutWidth }
        set {
            guard newValue.isFinite, newValue >= 0 else {
                reportInvalid("preferredMaxLayoutWidth", "\(newValue) must be a finite width ≥ 0 (0 means the bounds width).")
                return
            }
            if newValue != storedPreferredMaxLayoutWidth {
                storedPreferredMaxLayoutWidth = newValue
                textAttributesDidChange()
            }
        }
    }
    private var storedPreferredMaxLayoutWidth: CGFloat = 0

    /// Recent layouts by request, so repeated reads (intrinsic size, visible text) do not lay out again.
    var recentLayouts: [TextLayout.Request: TextLayout] = [:]

    // MARK: Init

    /// Creates a label; user interaction is off, as in UIKit.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    // MARK: Sizing

    /// The text's natural size, rounded up to whole pixels: one line is as wide as the text; a
    /// multi-line label wraps at ``preferredMaxLayoutWidth`` (else its bounds width). Empty text is zero.
    open override var intrinsicContentSize: CGSize {
        guard let text, !text.isEmpty else { return .zero }
        var width = CGFloat.greatestFiniteMagnitude
        if numberOfLines != 1 {
            if preferredMaxLayoutWidth > 0 { width = preferredMaxLayoutWidth } else if bounds.width > 0 { width = bounds.width }
        }
        return roundedUp(layout(of: text, font: storedFont, width: width, maximumLines: numberOfLines).size)
    }

    /// The size the text needs when wrapped at `size.width` (a one-line label ignores the width;
    /// a width of 0 means unlimited), rounded up to whole pixels.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        let width = numberOfLines == 1 ? CGFloat.greatestFiniteMagnitude : size.width
        return roundedUp(layout(of: text, font: storedFont, width: width, maximumLines: numberOfLines).size)
    }

    /// The rectangle the text occupies inside `bounds`, at most `numberOfLines` lines (0: unlimited)
    /// and as many whole lines as the height holds (at least one). Not rounded.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        guard let text, !text.isEmpty else { return CGRect(origin: bounds.origin, size: .zero) }
        let font = displayFont(forWidth: bounds.width)
        let layout = self.layout(
            of: text, font: font, width: bounds.width,
            maximumLines: lineLimit(numberOfLines, height: bounds.height, font: font)
        )
        return CGRect(origin: bounds.origin, size: layout.size)
    }

    // MARK: Drawing

    /// Draws the text in `rect` in the current context: laid out for its width, as many lines as
    /// its height holds, centred vertically in it. The renderer calls it with the bounds; override
    /// it to draw the text elsewhere (a padded label calls `super` with an inset rectangle).
    open func drawText(in rect: CGRect) {
        drawTextInCurrentContext(in: rect)
    }

    // MARK: Accessibility defaults

    /// Labels are accessibility elements.
    open override var defaultIsAccessibilityElement: Bool { true }
    /// The label's text.
    open override var defaultAccessibilityLabel: String? { text }
    /// `.staticText`, plus `.notEnabled` when disabled.
    open override var defaultAccessibilityTraits: UIAccessibilityTraits {
        isEnabled ? .staticText : [.staticText, .notEnabled]
    }

    // MARK: Internals

    func textAttributesDidChange() {
        invalidateIntrinsicContentSize()
    }

    private func reportInvalid(_ property: String, _ reason: String) {
        UIApplication.reportRuntimeIssue(.invalidConfiguration(object: debugName, property: property, reason: reason))
    }
}
