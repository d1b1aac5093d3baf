import Foundation

/// The view a table shows above or below a section, as UIKit's `UITableViewHeaderFooterView`.
/// The table makes one with the data source's title when the delegate offers no view of its own.
///
/// Accessibility: a header is one static-text element with the `.header` trait (VoiceOver's
/// headings rotor finds it); a footer is static text. Its label is the title as given (UIKit shows
/// grouped headers in capitals but speaks the title as written; HeadlessUI does not change the case).
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
    /// Left inset of the title (the 16 pt layout margin, as cells).
    public static let titleInset: CGFloat = 16

    /// The identifier the view was made for (stored; HeadlessUI does not reuse headers).
    public let reuseIdentifier: String?
    /// The view that holds the title label and custom content.
    public let contentView = UIView()
    private var storedTextLabel: UILabel?
    /// Whether the view heads a section (true) or ends one (false).
    var isHeader = true

    /// Creates a header or footer view (UIKit's designated initializer).
    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(contentView)
    }

    /// UIKit decodes the view from a nib archive here. HeadlessUI has none, so the initializer
    /// fails (returns `nil`) with a runtime issue; create the view with `init(reuseIdentifier:)`.
    public required init?(coder: NSCoder) {
        UIApplication.reportRuntimeIssue(.other(
            "UITableViewHeaderFooterView.init?(coder:): HeadlessUI decodes no nib archives; create the view with "
                + "init(reuseIdentifier:)."
        ))
        return nil
    }

    /// How a table makes a header or footer of a registered class: `init(reuseIdentifier:)`, reached
    /// through a metatype (Swift calls only `required` initializers that way). Subclasses that
    /// override `init(reuseIdentifier:)` and `init?(coder:)`, or declare no initializer, inherit it.
    ///
    /// - Note: HeadlessUI only; not in UIKit.
    public required convenience init(registeredReuseIdentifier identifier: String?) {
        self.init(reuseIdentifier: identifier)
    }

    /// Called before the table hands out a retired view again from
    /// `dequeueReusableHeaderFooterView(withIdentifier:)`; override to reset state (call super).
    open func prepareForReuse() {}

    /// Creates a view without a reuse identifier.
    public convenience override init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// The title label, created on first use (it is what `titleForHeaderInSection` fills).
    open var textLabel: UILabel? {
        if let storedTextLabel { return storedTextLabel }
        let label = UILabel()
        label.font = .systemFont(ofSize: 13)
        label.textColor = .secondaryLabel
        contentView.addSubview(label)
        storedTextLabel = label
        setNeedsLayout()
        return label
    }

    /// Lays out the content view over the bounds and the title at the bottom-leading corner.
    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        guard let label = storedTextLabel else { return }
        let inset = UITableViewHeaderFooterView.titleInset
        let size = label.sizeThatFits(CGSize(width: Swift.max(0, bounds.width - 2 * inset), height: bounds.height))
        let height = Swift.min(size.height, bounds.height)
        label.frame = CGRect(
            x: inset, y: isHeader ? bounds.height - height - 6 : 6, width: Swift.max(0, bounds.width - 2 * inset), height: height
        )
    }

    /// Whether it is an element: when it shows a title and has no accessible subviews of its own.
    open override var defaultIsAccessibilityElement: Bool {
        !(storedTextLabel?.text ?? "").isEmpty
    }

    /// The title.
    open override var defaultAccessibilityLabel: String? { storedTextLabel?.text }

    /// `.staticText`, plus `.header` for a section header.
    open override var defaultAccessibilityTraits: UIAccessibilityTraits {
        isHeader ? [.staticText, .header] : .staticText
    }
}
