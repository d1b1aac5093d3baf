import Foundation

/// One row of a presented menu: an action (checkmark when on, title, subtitle, image), a submenu
/// (with a chevron), a loading placeholder or a header. A real ``UIControl``, so touch tracking is
/// UIKit's: the row is chosen on touch up inside.
///
/// To accessibility an action row is a button labelled with the title, valued with the subtitle,
/// `.selected` when on and `.notEnabled` when disabled; a header is a static text with `.header`.
///
/// Geometry (deliberate choices): rows are ``height`` (44 pt) tall, ``heightWithSubtitle`` (58 pt)
/// with a subtitle, headers ``headerHeight`` (30 pt); the title starts after a ``checkmarkWidth``
/// column, indented ``indentPerLevel`` per submenu level; the image sits at the trailing edge.
@MainActor
final class MenuRowView: UIControl {
    /// HeadlessUI decodes no archives (see `UIView.init?(coder:)`): reports a runtime issue and fails.
    required init?(coder: NSCoder) {
        UIView.reportUndecodedArchive(of: Self.self)
        return nil
    }

    static let titleFont = UIFont.systemFont(ofSize: 17)
    static let secondaryFont = UIFont.systemFont(ofSize: 13)
    static let height: CGFloat = 44
    static let heightWithSubtitle: CGFloat = 58
    static let headerHeight: CGFloat = 30
    static let horizontalInset: CGFloat = 16
    static let checkmarkWidth: CGFloat = 24
    static let indentPerLevel: CGFloat = 16
    static let imageSide: CGFloat = 20

    let item: MenuRowItem
    let titleView = UILabel()
    let subtitleView = UILabel()
    let imageView = UIImageView()
    let checkmarkView = UIImageView()
    /// Run when the row is chosen.
    var chooseHandler: (@MainActor (MenuRowItem) -> Void)?

    init(item: MenuRowItem) {
        self.item = item
        super.init(frame: .zero)
        for view in [checkmarkView, titleView, subtitleView, imageView] as [UIView] { addSubview(view) }
        titleView.font = MenuRowView.titleFont
        subtitleView.font = MenuRowView.secondaryFont
        subtitleView.textColor = .secondaryLabel
        configure()
        addAction(UIAction { [weak self] _ in
            guard let self else { return }
            self.chooseHandler?(self.item)
        }, for: .touchUpInside)
    }

    /// The row's height for `item`.
    static func height(of item: MenuRowItem) -> CGFloat {
        switch item.kind {
        case .header: return headerHeight
        case .action(let action): return action.subtitle?.isEmpty == false ? heightWithSubtitle : height
        case .submenu(let menu, _): return menu.subtitle?.isEmpty == false ? heightWithSubtitle : height
        case .loading: return height
        }
    }

    private func configure() {
        var traits: UIAccessibilityTraits = .button
        isAccessibilityElement = true
        switch item.kind {
        case .header(let title):
            titleView.text = title
            titleView.font = MenuRowView.secondaryFont
            titleView.textColor = .secondaryLabel
            traits = [.staticText, .header]
            isEnabled = false
        case .action(let action):
            titleView.text = action.title
            subtitleView.text = action.subtitle
            let isOn = action.state == .on
            imageView.image = isOn ? (action.selectedImage ?? action.image) : action.image
            checkmarkView.image = isOn ? UIImage(systemName: "checkmark") : (action.state == .mixed ? UIImage(systemName: "minus") : nil)
            isEnabled = !action.attributes.contains(.disabled)
            titleView.textColor = !isEnabled ? .tertiaryLabel : (action.attributes.contains(.destructive) ? .systemRed : .label)
            if isOn { traits.insert(.selected) }
            accessibilityValue = action.subtitle
            accessibilityIdentifier = action.accessibilityIdentifier
        case .submenu(let menu, let isExpanded):
            titleView.text = menu.title
            subtitleView.text = menu.subtitle
            imageView.image = UIImage(systemName: isExpanded ? "chevron.down" : "chevron.right")
            titleView.textColor = menu.options.contains(.destructive) ? .systemRed : .label
            accessibilityValue = menu.subtitle
            accessibilityIdentifier = menu.accessibilityIdentifier
        case .loading:
            titleView.text = UIDeferredMenuElement.loadingTitle
            titleView.textColor = .secondaryLabel
            traits = .staticText
            isEnabled = false
        }
        if !isEnabled, case .action = item.kind { traits.insert(.notEnabled) }
        accessibilityLabel = titleView.text
        accessibilityTraits = traits
    }

    override func controlStateDidChange() {
        backgroundColor = isHighlighted ? .systemGray4 : nil
    }

    override func layoutSubviews() {
        let inset = MenuRowView.horizontalInset + CGFloat(item.depth) * MenuRowView.indentPerLevel
        let side = MenuRowView.imageSide
        checkmarkView.frame = CGRect(x: inset, y: (bounds.height - side) / 2, width: side, height: side)
        let textX = inset + MenuRowView.checkmarkWidth
        let hasImage = imageView.image != nil
        imageView.frame = hasImage
            ? CGRect(x: bounds.width - MenuRowView.horizontalInset - side, y: (bounds.height - side) / 2, width: side, height: side)
            : .zero
        let textRight = hasImage ? imageView.frame.minX - 8 : bounds.width - MenuRowView.horizontalInset
        let textWidth = Swift.max(0, textRight - textX)
        if subtitleView.text?.isEmpty == false {
            titleView.frame = CGRect(x: textX, y: 8, width: textWidth, height: 24)
            subtitleView.frame = CGRect(x: textX, y: 32, width: textWidth, height: 18)
        } else {
            titleView.frame = CGRect(x: textX, y: 0, width: textWidth, height: bounds.height)
            subtitleView.frame = .zero
        }
    }
}
