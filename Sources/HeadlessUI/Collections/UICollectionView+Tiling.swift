import Foundation

/// The layout pass: preparing the layout, then keeping exactly the cells and supplementary views
/// whose layout attributes meet the visible area, measuring self-sizing cells as they arrive.
extension UICollectionView {
    /// The content rect elements must cover: the bounds (no buffer; UIKit's is undocumented).
    var tilingRect: CGRect { bounds }

    func tileElements() {
        guard !isTiling else { return }
        isTiling = true
        defer { isTiling = false }
        loadCountsIfNeeded()
        let layout = collectionViewLayout
        // A new size always re-prepares (every built-in layout depends on it).
        if let preparedSize, preparedSize != bounds.size { layout.needsPrepare = true }
        var attributes: [UICollectionViewLayoutAttributes] = []
        var addedViews = false
        for _ in 0..<UICollectionView.selfSizingPasses {
            prepareLayoutIfNeeded()
            attributes = validAttributes(layout.layoutAttributesForElements(in: tilingRect) ?? [])
            if retireElements(notIn: attributes) { addedViews = true }
            let (added, sizesChanged) = addMissingElements(for: attributes)
            if added { addedViews = true }
            guard sizesChanged else { break }
            layout.needsPrepare = true
        }
        if layout.needsPrepare {
            prepareLayoutIfNeeded()
            attributes = validAttributes(layout.layoutAttributesForElements(in: tilingRect) ?? [])
        }
        for element in attributes {
            let view = element.representedElementCategory == .cell
                ? visibleCellsByPath[element.indexPath]
                : visibleSupplementaries[element.elementKey]
            if let view { apply(element, to: view) }
        }
        if addedViews { restoreSubviewOrder(attributes) }
        // Adding and removing views asked for another layout pass; this one already tiled everything.
        needsLayout = false
    }

    /// Runs the layout's `prepare()` if it was invalidated, then takes its content size.
    func prepareLayoutIfNeeded() {
        let layout = collectionViewLayout
        guard layout.needsPrepare else { return }
        loadCountsIfNeeded()
        preparedSize = bounds.size
        layout.prepareIfNeeded()
        let size = layout.collectionViewContentSize
        let valid = size.width.isFinite && size.height.isFinite
            ? CGSize(width: Swift.max(0, size.width), height: Swift.max(0, size.height)) : .zero
        if contentSize != valid { contentSize = valid }
    }

    /// Reads the counts from the data source if a reload is pending.
    func loadCountsIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        itemCounts = currentDataSourceCounts()
        collectionViewLayout.needsPrepare = true
    }

    /// The data source's section and item counts now.
    func currentDataSourceCounts() -> [Int] {
        guard let dataSource else { return [] }
        let sections = Swift.max(0, dataSource.numberOfSections(in: self))
        return (0..<sections).map { Swift.max(0, dataSource.collectionView(self, numberOfItemsInSection: $0)) }
    }

    /// Whether `indexPath` names an item the collection view has.
    func containsItem(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && itemCounts.indices.contains(indexPath.section) && indexPath.item >= 0
            && indexPath.item < itemCounts[indexPath.section]
    }

    /// Cells of existing items and supplementary views of existing sections (a layout may answer
    /// beyond the data while it is out of date); decoration views are not shown.
    private func validAttributes(_ all: [UICollectionViewLayoutAttributes]) -> [UICollectionViewLayoutAttributes] {
        all.filter { element in
            switch element.representedElementCategory {
            case .cell: return containsItem(element.indexPath)
            case .supplementaryView: return itemCounts.indices.contains(element.indexPath.section) && element.representedElementKind != nil
            case .decorationView: return false
            }
        }
    }

    // MARK: Retiring and adding

    /// Retires elements whose attributes are gone; returns whether any view was removed.
    private func retireElements(notIn attributes: [UICollectionViewLayoutAttributes]) -> Bool {
        var neededCells = Set<IndexPath>(), neededSupplementaries = Set<CollectionElementKey>()
        for element in attributes {
            if element.representedElementCategory == .cell { neededCells.insert(element.indexPath) }
            else { neededSupplementaries.insert(element.elementKey) }
        }
        var removed = false
        for (path, cell) in visibleCellsByPath where !neededCells.contains(path) {
            retireCell(cell, at: path)
            removed = true
        }
        for (key, view) in visibleSupplementaries where !neededSupplementaries.contains(key) {
            retireSupplementary(view, key: key)
            removed = true
        }
        return removed
    }

    /// Asks the data source for the elements not shown yet; returns whether views were added and
    /// whether a self-sizing cell changed the layout.
    private func addMissingElements(for attributes: [UICollectionViewLayoutAttributes]) -> (added: Bool, sizesChanged: Bool) {
        var added = false, sizesChanged = false
        for element in attributes {
            switch element.representedElementCategory {
            case .cell:
                guard visibleCellsByPath[element.indexPath] == nil, let cell = makeCell(at: element.indexPath) else { continue }
                apply(element, to: cell)
                if measureIfSelfSizing(cell, element) { sizesChanged = true }
                collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: element.indexPath)
                addSubview(cell)
                visibleCellsByPath[element.indexPath] = cell
                added = true
            case .supplementaryView:
                let key = element.elementKey
                guard visibleSupplementaries[key] == nil, let kind = key.kind, let view = makeSupplementary(kind, at: element.indexPath)
                else { continue }
                apply(element, to: view)
                collectionDelegate?.collectionView(self, willDisplaySupplementaryView: view, forElementKind: kind, at: element.indexPath)
                addSubview(view)
                visibleSupplementaries[key] = view
                added = true
            case .decorationView:
                continue
            }
        }
        return (added, sizesChanged)
    }

    func makeCell(at indexPath: IndexPath) -> UICollectionViewCell? {
        guard let dataSource else { return nil }
        let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
        if cell.reuseIdentifier == nil {
            reportInvalid(
                "collectionView(_:cellForItemAt:)",
                "the cell returned for item \(indexPath.item) in section \(indexPath.section) has no reuse identifier (UIKit raises): "
                    + "get cells from dequeueReusableCell(withReuseIdentifier:for:) or dequeueConfiguredReusableCell(using:for:item:)."
            )
        }
        cell.isSelected = selectedItems.contains(indexPath)
        cell.isHighlighted = false
        cell.alpha = 1
        // UIKit brings a dequeued cell's configurations to its state before displaying it.
        cell.setNeedsUpdateConfiguration()
        cell.updateConfigurationIfNeeded()
        return cell
    }

    func makeSupplementary(_ kind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        guard let dataSource else { return nil }
        return dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: indexPath)
    }

    /// Measures a cell the layout sizes by estimate; returns whether the layout changed.
    private func measureIfSelfSizing(_ cell: UICollectionViewCell, _ element: UICollectionViewLayoutAttributes) -> Bool {
        let layout = collectionViewLayout
        guard layout.wantsSelfSizing(at: element.indexPath) else { return false }
        cell.selfSizingFreeAxes = layout.selfSizingFreeAxes(at: element.indexPath)
        let preferred = cell.preferredLayoutAttributesFitting(element)
        guard layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: element) else {
            return false
        }
        return layout.recordPreferredSize(preferred.size, forItemAt: element.indexPath)
    }

    /// Places a view where its attributes say.
    func apply(_ attributes: UICollectionViewLayoutAttributes, to view: UICollectionReusableView) {
        if let movement = interactiveMovement, movement.cell === view { return }
        var frame = attributes.frame
        if let swipeState, attributes.representedElementCategory == .cell, attributes.indexPath == swipeState.indexPath {
            frame.origin.x += swipeState.offset
        }
        if view.transform != attributes.transform, view.targetFrameForUpdate == nil {
            view.transform = .identity
            view.frame = frame
            view.transform = attributes.transform
        }
        if view.frame != frame, view.transform == .identity { view.frame = frame }
        if view.alpha != attributes.alpha, view.targetFrameForUpdate == nil { view.alpha = attributes.alpha }
        if view.isHidden != attributes.isHidden { view.isHidden = attributes.isHidden }
        view.zIndexInCollection = attributes.zIndex
        view.apply(attributes)
    }

    /// A cell left the visible area: off the collection view, `didEndDisplaying`, into the reuse pool.
    func retireCell(_ cell: UICollectionViewCell, at path: IndexPath) {
        if swipeState?.indexPath == path { closeSwipe(animated: false) }
        visibleCellsByPath[path] = nil
        if touchTracking?.indexPath == path { cancelItemTracking() }
        cell.removeFromSuperview()
        collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: path)
        enqueueForReuse(cell)
    }

    func retireSupplementary(_ view: UICollectionReusableView, key: CollectionElementKey) {
        visibleSupplementaries[key] = nil
        view.removeFromSuperview()
        if let kind = key.kind {
            collectionDelegate?.collectionView(self, didEndDisplayingSupplementaryView: view, forElementOfKind: kind, at: key.indexPath)
            enqueueSupplementaryForReuse(view, kind: kind)
        }
    }

    // MARK: Order

    /// The background view at the back; cells and supplementary views by z-index (cells first, then
    /// in index-path order, which is reading order); then the refresh control.
    func restoreSubviewOrder(_ attributes: [UICollectionViewLayoutAttributes]) {
        var shown: [(view: UIView, zIndex: Int, key: CollectionElementKey)] = []
        for (path, cell) in visibleCellsByPath {
            shown.append((cell, cell.zIndexInCollection, CollectionElementKey(kind: nil, indexPath: path)))
        }
        for (key, view) in visibleSupplementaries { shown.append((view, view.zIndexInCollection, key)) }
        shown.sort { $0.zIndex != $1.zIndex ? $0.zIndex < $1.zIndex : $0.key < $1.key }
        var front = shown.map(\.view)
        if let refreshControl, refreshControl.superview === self { front.append(refreshControl) }
        let moved = Set(front.map(ObjectIdentifier.init))
        var back = storedSubviews.filter { !moved.contains(ObjectIdentifier($0)) }
        if let backgroundView, let index = back.firstIndex(where: { $0 === backgroundView }) {
            back.remove(at: index)
            back.insert(backgroundView, at: 0)
        }
        storedSubviews = back + front
    }
}
