import Foundation

/// Registration and reuse of cells and supplementary views, as UIKit: views that scroll away wait
/// in a pool per reuse identifier (the table view's ``ReusePool``); dequeuing takes one from the pool
/// (calling `prepareForReuse()`) or makes a new one from the registered class.
extension UICollectionView {
    /// Registers the cell class made for `identifier` (a `UICollectionViewCell` subclass, created with
    /// `init(frame:)`); nil removes the registration. A class that is not a `UICollectionViewCell` is
    /// reported and ignored.
    public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        guard let cellClass else {
            cellRegistrations[identifier] = nil
            return
        }
        guard let cellType = cellClass as? UICollectionViewCell.Type else {
            reportInvalid(
                "register(_:forCellWithReuseIdentifier:)",
                "\(cellClass) is not a UICollectionViewCell subclass, so it cannot be registered for \"\(identifier)\"; register a "
                    + "UICollectionViewCell subclass."
            )
            return
        }
        cellRegistrations[identifier] = cellType
    }

    /// Registers the class of supplementary views of `elementKind` made for `identifier` (a
    /// `UICollectionReusableView` subclass); nil removes the registration.
    public func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        let key = supplementaryKey(elementKind, identifier)
        guard let viewClass else {
            supplementaryRegistrations[key] = nil
            return
        }
        guard let viewType = viewClass as? UICollectionReusableView.Type else {
            reportInvalid(
                "register(_:forSupplementaryViewOfKind:withReuseIdentifier:)",
                "\(viewClass) is not a UICollectionReusableView subclass, so it cannot be registered for \"\(identifier)\"; register a "
                    + "UICollectionReusableView subclass."
            )
            return
        }
        supplementaryRegistrations[key] = viewType
    }

    /// A cell for the item at `indexPath`: a reusable one (after `prepareForReuse()`) or a new one of
    /// the class registered for `identifier`. UIKit raises for an unregistered identifier; HeadlessUI
    /// reports a runtime issue naming the identifier and returns a new `UICollectionViewCell`, so the
    /// test can go on.
    /// As in UIKit, the cell already has the frame the layout gives the item when it is returned.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        let cell = takeOrMakeCell(identifier)
        if let frame = collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame, cell.frame != frame { cell.frame = frame }
        return cell
    }

    private func takeOrMakeCell(_ identifier: String) -> UICollectionViewCell {
        if let cell = cellBeingReconfigured, cell.reuseIdentifier == identifier {
            cellBeingReconfigured = nil
            return cell
        }
        if let cell = cellPool.take(identifier) {
            cell.prepareForReuse()
            return cell
        }
        guard let cellType = cellRegistrations[identifier] else {
            reportInvalid(
                "dequeueReusableCell(withReuseIdentifier:for:)",
                "could not dequeue a view of kind: UICollectionElementKindCell with identifier \"\(identifier)\": no class is registered "
                    + "for it. Call collectionView.register(MyCell.self, forCellWithReuseIdentifier: \"\(identifier)\") before the "
                        + "collection view loads. A plain UICollectionViewCell was used."
            )
            let cell = UICollectionViewCell(frame: .zero)
            cell.reuseIdentifier = identifier
            return cell
        }
        let cell = cellType.init(_headlessUIRegisteredFrame: .zero)
        cell.reuseIdentifier = identifier
        return cell
    }

    /// A supplementary view of `elementKind` for `indexPath`: a reusable one (after
    /// `prepareForReuse()`) or a new one of the registered class. An unregistered kind and identifier
    /// is reported (UIKit raises) and a plain `UICollectionReusableView` returned.
    public func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView {
        let key = supplementaryKey(elementKind, identifier)
        if let view = supplementaryPool.take(key) {
            view.prepareForReuse()
            return view
        }
        guard let viewType = supplementaryRegistrations[key] else {
            reportInvalid(
                "dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)",
                "could not dequeue a view of kind: \(elementKind) with identifier \"\(identifier)\": no class is registered for it. Call "
                    + "collectionView.register(MyView.self, forSupplementaryViewOfKind: \"\(elementKind)\", withReuseIdentifier: "
                        + "\"\(identifier)\") first. A plain UICollectionReusableView was used."
            )
            let view = UICollectionReusableView(frame: .zero)
            view.reuseIdentifier = identifier
            return view
        }
        let view = viewType.init(_headlessUIRegisteredFrame: .zero)
        view.reuseIdentifier = identifier
        return view
    }

    /// Puts a retired cell in its identifier's pool (cells without an identifier are dropped).
    func enqueueForReuse(_ cell: UICollectionViewCell) {
        cell.isHighlighted = false
        guard let identifier = cell.reuseIdentifier else { return }
        cellPool.put(cell, identifier: identifier)
    }

    /// Puts a retired supplementary view in its kind and identifier's pool.
    func enqueueSupplementaryForReuse(_ view: UICollectionReusableView, kind: String) {
        guard let identifier = view.reuseIdentifier else { return }
        supplementaryPool.put(view, identifier: supplementaryKey(kind, identifier))
    }

    private func supplementaryKey(_ kind: String, _ identifier: String) -> String {
        kind + "\u{1F}" + identifier
    }
}
