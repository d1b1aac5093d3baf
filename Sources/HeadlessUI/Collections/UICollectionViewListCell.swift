import Foundation

/// A cell of a list layout, as UIKit's `UICollectionViewListCell`: a collection view cell that offers
/// a list content configuration (``defaultContentConfiguration()``) and sizes itself from it.
/// Accessories and swipe actions are not supported yet.
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    /// Indentation level (stored).
    open var indentationLevel = 0

    /// A list content configuration to fill in and assign to `contentConfiguration`.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        .cell()
    }

    /// A list row is at least 44 pt tall, as a table row.
    override func fittingSizeWithoutConstraints(width: CGFloat) -> CGSize? {
        guard let size = super.fittingSizeWithoutConstraints(width: width) else { return nil }
        return CGSize(width: size.width, height: Swift.max(UITableView.defaultRowHeight, size.height.rounded(.up)))
    }
}
