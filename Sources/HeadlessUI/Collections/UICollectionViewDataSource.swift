import Foundation

/// What a collection view shows, as UIKit's `UICollectionViewDataSource`. The item count and the cell
/// are required; sections default to one and supplementary views must be given when the layout asks
/// for them.
///
/// ```swift
/// func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
///     let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath)
///     cell.contentView.backgroundColor = colors[indexPath.item]
///     return cell
/// }
/// ```
@preconcurrency @MainActor
public protocol UICollectionViewDataSource: AnyObject {
    /// The number of sections. Default 1.
    func numberOfSections(in collectionView: UICollectionView) -> Int
    /// The number of items in `section`.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell for the item at `indexPath`, from `dequeueReusableCell(withReuseIdentifier:for:)`.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    /// The supplementary view of `kind` at `indexPath` (a header or footer the layout asks for), from
    /// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`. The default reports a
    /// runtime issue (UIKit raises) and returns an empty view.
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView
    /// Whether the item can be moved. Default false.
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
    /// The user moved an item. Default: nothing.
    func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    )
}

extension UICollectionViewDataSource {
    /// Default: one section.
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    /// Default: a runtime issue naming the kind (UIKit raises), and an empty view.
    public func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        UIApplication.reportRuntimeIssue(.other(
            "\(collectionView.debugName): the layout asks for a supplementary view of kind \"\(kind)\" at \(Array(indexPath)), but the "
                + "data source does not implement collectionView(_:viewForSupplementaryElementOfKind:at:). Implement it, or give the "
                    + "layout no headers/footers. An empty view was used."
        ))
        return UICollectionReusableView(frame: .zero)
    }
    /// Default: items cannot be moved.
    public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }
    /// Default: nothing.
    public func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}
}
