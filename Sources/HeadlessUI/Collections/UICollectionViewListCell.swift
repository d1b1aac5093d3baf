import Foundation

/// A cell of a list layout, as UIKit's `UICollectionViewListCell`: a collection view cell that offers
/// a list content configuration (``defaultContentConfiguration()``), sizes itself from it, and shows
/// ``accessories`` at its edges, outside its content view. It swipes open with the actions of its
/// section's `UICollectionLayoutListConfiguration` providers.
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    /// Indentation level (stored).
    open var indentationLevel = 0

    /// The accessories, shown at the leading and trailing edges (those whose displayed state is
    /// `.whenEditing` stay hidden: HeadlessUI cells are never editing). The content view takes the
    /// room between them.
    open var accessories: [UICellAccessory] = [] {
        didSet { rebuildAccessoryViews() }
    }

    var accessoryViews: [CellAccessoryView] = []

    /// A list content configuration to fill in and assign to `contentConfiguration`.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        .cell()
    }

    /// The plain list cell background (`UIBackgroundConfiguration.listPlainCell()`).
    open override func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        .listPlainCell()
    }

    /// Places the accessories at the edges and the content view between them.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutAccessories()
    }

    /// A list row is at least 44 pt tall, as a table row; the content is measured at the width the
    /// accessories leave.
    override func fittingSizeWithoutConstraints(width: CGFloat) -> CGSize? {
        let insets = accessoryInsets
        guard let size = super.fittingSizeWithoutConstraints(width: Swift.max(0, width - insets.leading - insets.trailing)) else {
            return nil
        }
        return CGSize(width: width, height: Swift.max(UITableView.defaultRowHeight, size.height.rounded(.up)))
    }

    /// The content's labels, then the label accessories' texts, joined with ", ".
    open override var defaultAccessibilityLabel: String? {
        let accessoryTexts = accessoryViews.compactMap { $0.isShown ? $0.labelText : nil }
        let parts = [super.defaultAccessibilityLabel].compactMap { $0 } + accessoryTexts
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }
}
