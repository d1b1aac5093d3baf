import Foundation

/// The region a text view lays its text out in, as UIKit's `NSTextContainer`.
///
/// A text view's container (``UITextView/textContainer``) tracks the view's width: its ``size`` is
/// the width inside ``UITextView/textContainerInset`` by an unlimited height. ``lineFragmentPadding``
/// (5 pt, UIKit's default) is the space left at both ends of every line and is used by the text
/// view's layout; ``maximumNumberOfLines`` and ``lineBreakMode`` limit the laid-out lines as in
/// UIKit (the lines past the limit are not shown and take no height).
@preconcurrency @MainActor
open class NSTextContainer {
    /// The size of the region; a text view's container follows the view's width
    /// (``widthTracksTextView``).
    open var size: CGSize {
        get {
            guard let textView, widthTracksTextView else { return storedSize }
            let inset = textView.textContainerInset
            let height = heightTracksTextView ? textView.bounds.height - inset.top - inset.bottom : storedSize.height
            return CGSize(width: textView.bounds.width - inset.left - inset.right, height: height)
        }
        set { storedSize = newValue }
    }

    /// The space at each end of every line, inside the container (default 5 pt). Negative or
    /// non-finite values are reported and ignored.
    open var lineFragmentPadding: CGFloat = 5 {
        didSet {
            guard lineFragmentPadding.isFinite, lineFragmentPadding >= 0 else {
                UIApplication.reportRuntimeIssue(.invalidConfiguration(
                    object: "NSTextContainer", property: "lineFragmentPadding",
                    reason: "\(lineFragmentPadding) must be finite and non-negative; the previous padding is kept."
                ))
                lineFragmentPadding = oldValue
                return
            }
            textView?.textLayoutDidChange()
        }
    }

    /// The most lines laid out (0, the default, means no limit). Negative values are reported and ignored.
    open var maximumNumberOfLines: Int = 0 {
        didSet {
            guard maximumNumberOfLines >= 0 else {
                UIApplication.reportRuntimeIssue(.invalidConfiguration(
                    object: "NSTextContainer", property: "maximumNumberOfLines",
                    reason: "\(maximumNumberOfLines) must be 0 (no limit) or more; the previous limit is kept."
                ))
                maximumNumberOfLines = oldValue
                return
            }
            textView?.textLayoutDidChange()
        }
    }

    /// How the last line ends when ``maximumNumberOfLines`` cuts the text (default `.byWordWrapping`:
    /// the lines past the limit are dropped; `.byTruncatingTail` ends the last line with "…").
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping {
        didSet { textView?.textLayoutDidChange() }
    }

    /// Whether ``size`` follows the text view's width (default `true` for a text view's container).
    open var widthTracksTextView = false
    /// Whether ``size`` follows the text view's height (default `false`).
    open var heightTracksTextView = false
    /// Paths the text flows around (kept; HeadlessUI lays text out in the whole rectangle).
    open var exclusionPaths: [UIBezierPath] = []
    /// Whether the region is a plain rectangle: true while there are no ``exclusionPaths``.
    open var isSimpleRectangularTextContainer: Bool { exclusionPaths.isEmpty }

    /// The text view laying text out in this container.
    open internal(set) weak var textView: UITextView?
    private var storedSize: CGSize

    /// Creates a container of `size` (UIKit's default for text is an unlimited height:
    /// `CGFloat.greatestFiniteMagnitude`).
    public init(size: CGSize) {
        storedSize = size
    }

    /// Creates a container with no size.
    public convenience init() {
        self.init(size: .zero)
    }

    /// HeadlessUI decodes no archives (see `UIView.init?(coder:)`): reports a runtime issue and fails.
    public required init?(coder: NSCoder) {
        UIApplication.reportRuntimeIssue(.invalidConfiguration(
            object: "NSTextContainer", property: "init(coder:)",
            reason: "HeadlessUI decodes no archives; create the container with init(size:)."
        ))
        return nil
    }
}
