import Foundation

/// The system button behind back buttons, bar button items, tab buttons and alert actions: a real
/// ``UIButton`` (so UIKit's touch tracking, highlight and accessibility apply) whose action runs on
/// `.primaryActionTriggered` (touch up inside).
@MainActor
final class BarButtonView: UIButton {
    /// HeadlessUI decodes no archives (see `UIView.init?(coder:)`): reports a runtime issue and fails.
    required init?(coder: NSCoder) {
        UIView.reportUndecodedArchive(of: Self.self)
        return nil
    }

    /// The font bar buttons are measured with (UIKit: the 17-pt system font).
    static let titleFont = UIFont.systemFont(ofSize: 17)
    /// Horizontal padding around the title.
    static let horizontalPadding: CGFloat = 8

    /// Run on a tap (touch up inside).
    var action: (@MainActor () -> Void)?

    init(title: String, action: (@MainActor () -> Void)? = nil) {
        self.action = action
        super.init(type: .system)
        setTitle(title.isEmpty ? nil : title, for: .normal)
        addAction(UIAction { [weak self] _ in self?.action?() }, for: .primaryActionTriggered)
    }

    /// The button of a bar item: its title (or image, or the system item's word), enabled state,
    /// menu and accessibility; a tap runs the item's action, or opens its menu when it has none.
    convenience init(item: UIBarButtonItem) {
        self.init(title: item.displayedTitle ?? "") { [weak item] in item?.performPrimaryAction() }
        if item.displayedTitle == nil {
            if let image = item.displayedImage {
                setImage(image, for: .normal)
            } else {
                title = item.displayedAccessibilityLabel ?? ""
            }
        }
        isEnabled = item.isEnabled
        menu = item.menu
        showsMenuAsPrimaryAction = item.menu != nil && item.primaryActionHandler == nil
        accessibilityLabel = item.displayedAccessibilityLabel
        accessibilityIdentifier = item.accessibilityIdentifier
    }

    /// The normal-state title.
    var title: String {
        get { title(for: .normal) ?? "" }
        set { setTitle(newValue, for: .normal); superview?.setNeedsLayout() }
    }

    /// The width that fits the title (or, for an icon button, the image).
    var fittingWidth: CGFloat {
        let contentWidth = title.isEmpty
            ? (image(for: .normal)?.size.width ?? 0)
            : BarButtonView.textWidth(title, font: BarButtonView.titleFont)
        return contentWidth + 2 * BarButtonView.horizontalPadding
    }

    /// The width of `text` in `font`.
    static func textWidth(_ text: String, font: UIFont) -> CGFloat {
        guard !text.isEmpty else { return 0 }
        return text.size(withAttributes: [.font: font]).width.rounded(.up)
    }
}

/// A label for bar titles and alert texts: a real ``UILabel`` (a static text to accessibility),
/// with extra traits (`.header` for navigation bar titles).
@MainActor
final class BarTextView: UILabel {
    /// HeadlessUI decodes no archives (see `UIView.init?(coder:)`): reports a runtime issue and fails.
    required init?(coder: NSCoder) {
        UIView.reportUndecodedArchive(of: Self.self)
        return nil
    }

    /// Traits besides the label's own.
    let extraTraits: UIAccessibilityTraits

    init(text: String?, extraTraits: UIAccessibilityTraits = []) {
        self.extraTraits = extraTraits
        super.init(frame: .zero)
        self.text = text
    }

    override var defaultIsAccessibilityElement: Bool { text?.isEmpty == false }
    override var defaultAccessibilityTraits: UIAccessibilityTraits { super.defaultAccessibilityTraits.union(extraTraits) }
}
