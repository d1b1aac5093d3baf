import Foundation

/// The view of one ``UICellAccessory``: a symbol, a label or the app's view, in a button when the
/// accessory has an action.
@MainActor
final class CellAccessoryView {
    /// Standard width a system accessory reserves (HeadlessUI's choice, as a table cell's accessory).
    static let standardWidth: CGFloat = 32
    /// Space between accessories, and between them and the cell's edges.
    static let spacing: CGFloat = 8

    let accessory: UICellAccessory
    let view: UIView
    let labelText: String?

    init(_ accessory: UICellAccessory) {
        self.accessory = accessory
        labelText = if case .label(let text, _) = accessory.kind { text } else { nil }
        view = CellAccessoryView.makeView(for: accessory)
        view.isHidden = !isShown
    }

    /// Whether the accessory shows: not hidden, and displayed when not editing.
    var isShown: Bool { !accessory.isHidden && accessory.displayedState != .whenEditing }
    /// Whether it takes room (hidden accessories keep theirs; editing-only ones take none).
    var takesRoom: Bool { accessory.displayedState != .whenEditing }

    /// The width it reserves.
    var width: CGFloat {
        let actual = view.frame.width
        switch accessory.reservedLayoutWidth {
        case .standard: return Swift.max(CellAccessoryView.standardWidth, actual)
        case .actual: return actual
        case .custom(let width): return width
        }
    }

    private static func makeView(for accessory: UICellAccessory) -> UIView {
        let symbol: (name: String, color: UIColor)
        switch accessory.kind {
        case .label(let text, let font):
            let label = UILabel()
            label.text = text
            label.font = font ?? UIFont.preferredFont(forTextStyle: .body)
            label.textColor = accessory.tintColor ?? .secondaryLabel
            label.sizeToFit()
            return label
        case .custom(let view, let maintainsFixedSize):
            if let tint = accessory.tintColor { view.tintColor = tint }
            if !maintainsFixedSize { view.sizeToFit() }
            return view
        case .disclosureIndicator: symbol = ("chevron.right", .tertiaryLabel)
        case .checkmark: symbol = ("checkmark", .systemBlue)
        case .delete: symbol = ("minus.circle.fill", .systemRed)
        case .insert: symbol = ("plus.circle.fill", .systemGreen)
        case .reorder: symbol = ("line.3.horizontal", .systemGray)
        case .multiselect: symbol = ("circle", .systemGray)
        case .outlineDisclosure: symbol = ("chevron.down", .systemBlue)
        }
        let image = UIImage(systemName: symbol.name)
        let color = accessory.tintColor ?? symbol.color
        if case .reorder = accessory.kind {
            return ReorderControlView(image: image, tintColor: color)
        }
        guard let action = accessory.actionHandler ?? outlineFallback(accessory) else {
            let imageView = UIImageView(image: image)
            imageView.tintColor = color
            imageView.sizeToFit()
            return imageView
        }
        let button = UIButton(type: .custom)
        button.setImage(image, for: .normal)
        button.tintColor = color
        button.accessibilityLabel = symbol.name
        button.addAction(UIAction { _ in action() }, for: .touchUpInside)
        button.sizeToFit()
        return button
    }

    /// UIKit's outline disclosure without a handler expands or collapses the item in its section
    /// snapshot; HeadlessUI does not do that by itself yet, so tapping it reports a runtime issue.
    private static func outlineFallback(_ accessory: UICellAccessory) -> UICellAccessory.ActionHandler? {
        guard case .outlineDisclosure = accessory.kind else { return nil }
        return {
            UIApplication.reportRuntimeIssue(.other(
                "UICellAccessory.outlineDisclosure without an actionHandler: HeadlessUI does not expand or collapse the item by "
                    + "itself; pass an actionHandler that applies a section snapshot with the item expanded or collapsed."
            ))
        }
    }
}

extension UICollectionViewListCell {
    /// Replaces the accessory views with views for ``accessories``.
    func rebuildAccessoryViews() {
        for old in accessoryViews where !accessories.contains(where: { accessoryIsSameView($0, old.view) }) {
            old.view.removeFromSuperview()
        }
        accessoryViews = orderedAccessories().map(CellAccessoryView.init)
        for accessory in accessoryViews where accessory.view.superview !== self { addSubview(accessory.view) }
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    /// The room the accessories take at the leading and trailing edges.
    var accessoryInsets: (leading: CGFloat, trailing: CGFloat) {
        var leading: CGFloat = 0
        var trailing: CGFloat = 0
        for accessory in accessoryViews where accessory.takesRoom {
            let room = accessory.width + CellAccessoryView.spacing
            if accessory.accessory.isLeading { leading += room } else { trailing += room }
        }
        return (leading == 0 ? 0 : leading + CellAccessoryView.spacing, trailing == 0 ? 0 : trailing + CellAccessoryView.spacing)
    }

    /// Places each edge's accessories from the edge inwards, centred vertically, and the content view
    /// between them.
    func layoutAccessories() {
        guard !accessoryViews.isEmpty else { return }
        let insets = accessoryInsets
        contentView.frame = CGRect(
            x: insets.leading, y: 0, width: Swift.max(0, bounds.width - insets.leading - insets.trailing), height: bounds.height
        )
        var leadingEdge = CellAccessoryView.spacing
        var trailingEdge = bounds.width - CellAccessoryView.spacing
        for accessory in accessoryViews {
            accessory.view.isHidden = !accessory.isShown
            guard accessory.takesRoom else { continue }
            let size = accessory.view.frame.size
            let slot = accessory.width
            let y = ((bounds.height - size.height) / 2).rounded()
            if accessory.accessory.isLeading {
                accessory.view.frame = CGRect(x: leadingEdge + (slot - size.width) / 2, y: y, width: size.width, height: size.height)
                leadingEdge += slot + CellAccessoryView.spacing
            } else {
                trailingEdge -= slot
                accessory.view.frame = CGRect(x: trailingEdge + (slot - size.width) / 2, y: y, width: size.width, height: size.height)
                trailingEdge -= CellAccessoryView.spacing
            }
        }
        configuredContentView?.frame = contentView.bounds
    }

    /// Each edge's accessories in order from the edge inwards: system ones as given, custom views at
    /// their placement's position.
    private func orderedAccessories() -> [UICellAccessory] {
        var leading: [UICellAccessory] = []
        var trailing: [UICellAccessory] = []
        for accessory in accessories {
            if let position = accessory.position {
                var edge = accessory.isLeading ? leading : trailing
                edge.insert(accessory, at: Swift.min(Swift.max(0, position(edge)), edge.count))
                if accessory.isLeading { leading = edge } else { trailing = edge }
            } else if accessory.isLeading {
                leading.append(accessory)
            } else {
                trailing.insert(accessory, at: 0)
            }
        }
        return leading + trailing
    }

    private func accessoryIsSameView(_ accessory: UICellAccessory, _ view: UIView) -> Bool {
        if case .custom(let custom, _) = accessory.kind { return custom === view }
        return false
    }
}
