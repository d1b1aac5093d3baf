import Foundation

/// What a compositional layout computed in `prepare()`.
@MainActor
struct CompositionalLayoutResult {
    var items: [[UICollectionViewLayoutAttributes]] = []
    var supplementaries: [CollectionElementKey: UICollectionViewLayoutAttributes] = [:]
    /// Per item, which axes are estimated (measured from the cell).
    var estimatedAxes: [[(width: Bool, height: Bool)]] = []
    var contentSize = CGSize.zero
    var index = LayoutAttributesIndex(isVertical: true, attributes: [])
    /// The list configuration of each list section (for its swipe actions).
    var listConfigurations: [Int: UICollectionLayoutListConfiguration] = [:]
}

/// Places sections, groups and items. Geometry is computed in a section's own frame: *along* is the
/// main scrolling axis, groups follow each other along it; groups place their subitems along the
/// group's own axis.
@MainActor
struct CompositionalLayoutSolver {
    let vertical: Bool
    let measuredSizes: [IndexPath: CGSize]
    var result = CompositionalLayoutResult()
    var all: [UICollectionViewLayoutAttributes] = []

    /// One placed slot of a group: the attributes it made (to shift for flexible spacing).
    private struct Placed {
        var attributes: [UICollectionViewLayoutAttributes]
        var consumed: Int
        var size: CGSize
    }

    // MARK: Sections

    /// Lays out `section` with `itemCount` items from `start` along the main axis inside a container
    /// of `container` size (the collection view's size inside its insets); returns where it ends.
    mutating func placeSection(
        _ section: NSCollectionLayoutSection, index sectionIndex: Int, itemCount: Int, start: CGFloat, container: CGSize
    ) -> CGFloat {
        let insets = section.contentInsets
        // The cross-axis extent of the section inside its content insets.
        let crossStart = vertical ? insets.leading : insets.top
        let crossLength = vertical
            ? Swift.max(0, container.width - insets.leading - insets.trailing)
            : Swift.max(0, container.height - insets.top - insets.bottom)
        let groupContainer = vertical
            ? CGSize(width: crossLength, height: container.height) : CGSize(width: container.width, height: crossLength)
        var along = start
        let supplementaryCrossStart = section.supplementariesFollowContentInsets ? crossStart : 0
        let supplementaryContainer = section.supplementariesFollowContentInsets
            ? groupContainer : container
        for item in section.boundarySupplementaryItems where item.isLeadingBoundary {
            along += placeBoundary(
                item, section: sectionIndex, along: along, cross: supplementaryCrossStart, container: supplementaryContainer
            )
        }
        along += vertical ? insets.top : insets.leading
        var estimated: [(width: Bool, height: Bool)] = []
        var items: [UICollectionViewLayoutAttributes] = []
        var next = 0
        var groups = 0
        if section.orthogonalScrollingBehavior != .none {
            along += placeRow(
                section, index: sectionIndex, itemCount: itemCount, along: along, crossStart: crossStart, container: groupContainer,
                items: &items, estimated: &estimated
            )
            next = itemCount
        }
        while next < itemCount {
            let origin = vertical ? CGPoint(x: crossStart, y: along) : CGPoint(x: along, y: crossStart)
            let placed = placeGroup(
                section.group, origin: origin, container: groupContainer, section: sectionIndex, first: next, remaining: itemCount - next,
                estimated: &estimated
            )
            guard placed.consumed > 0 else { break }
            items += placed.attributes
            next += placed.consumed
            along += (vertical ? placed.size.height : placed.size.width) + section.interGroupSpacing
            groups += 1
        }
        if groups > 0 { along -= section.interGroupSpacing }
        along += vertical ? insets.bottom : insets.trailing
        for item in section.boundarySupplementaryItems where !item.isLeadingBoundary {
            along += placeBoundary(
                item, section: sectionIndex, along: along, cross: supplementaryCrossStart, container: supplementaryContainer
            )
        }
        result.items.append(items)
        result.estimatedAxes.append(estimated)
        all += items
        return along
    }

    /// Places an orthogonally scrolling section's groups one after the other *across* the main axis, in
    /// one row from `crossStart` (`.groupPagingCentered` centres the first group); returns the row's
    /// extent along the main axis. HeadlessUI does not scroll the row sideways.
    private mutating func placeRow(
        _ section: NSCollectionLayoutSection, index sectionIndex: Int, itemCount: Int, along: CGFloat, crossStart: CGFloat,
        container: CGSize, items: inout [UICollectionViewLayoutAttributes], estimated: inout [(width: Bool, height: Bool)]
    ) -> CGFloat {
        var cross = crossStart
        if section.orthogonalScrollingBehavior == .groupPagingCentered {
            let nominal = section.group.layoutSize.resolve(in: container)
            let crossLength = vertical ? container.width : container.height
            cross += Swift.max(0, (crossLength - (vertical ? nominal.width : nominal.height)) / 2)
        }
        var extent: CGFloat = 0
        var next = 0
        while next < itemCount {
            let origin = vertical ? CGPoint(x: cross, y: along) : CGPoint(x: along, y: cross)
            let placed = placeGroup(
                section.group, origin: origin, container: container, section: sectionIndex, first: next, remaining: itemCount - next,
                estimated: &estimated
            )
            guard placed.consumed > 0 else { break }
            items += placed.attributes
            next += placed.consumed
            cross += (vertical ? placed.size.width : placed.size.height) + section.interGroupSpacing
            extent = Swift.max(extent, vertical ? placed.size.height : placed.size.width)
        }
        return extent
    }

    /// Places a header or footer (of a section, or of the whole layout with section 0); returns its
    /// length along the main axis.
    mutating func placeBoundary(
        _ item: NSCollectionLayoutBoundarySupplementaryItem, section: Int, along: CGFloat, cross: CGFloat, container: CGSize
    ) -> CGFloat {
        let size = item.layoutSize.resolve(in: container)
        let attributes = UICollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: item.elementKind, with: IndexPath(item: 0, section: section)
        )
        attributes.zIndex = item.zIndex
        attributes.frame = vertical
            ? CGRect(x: cross, y: along, width: size.width, height: size.height)
            : CGRect(x: along, y: cross, width: size.width, height: size.height)
        result.supplementaries[attributes.elementKey] = attributes
        all.append(attributes)
        return vertical ? size.height : size.width
    }

    // MARK: Groups and items

    /// Places one instance of `group` at `origin`, filling it with items from `first`.
    private mutating func placeGroup(
        _ group: NSCollectionLayoutGroup, origin: CGPoint, container: CGSize, section: Int, first: Int, remaining: Int,
        estimated: inout [(width: Bool, height: Bool)]
    ) -> Placed {
        let nominal = group.layoutSize.resolve(in: container)
        let horizontal = group.axis == .horizontal
        let groupAlong = horizontal ? nominal.width : nominal.height
        let spacing = group.interItemSpacing?.spacing ?? 0
        var slots: [Placed] = []
        var cursor: CGFloat = 0
        var consumed = 0
        var crossExtent: CGFloat = 0
        var slot = 0
        while consumed < remaining, !group.subitems.isEmpty {
            if let count = group.repeatCount, slot >= count { break }
            let subitem = group.subitems[slot % group.subitems.count]
            var childContainer = nominal
            if let count = group.repeatCount, count > 0 {
                let share = Swift.max(0, (groupAlong - spacing * CGFloat(count - 1)) / CGFloat(count))
                if horizontal { childContainer.width = share } else { childContainer.height = share }
            }
            let childNominal = group.repeatCount != nil
                ? sharedSize(of: subitem, share: childContainer, horizontal: horizontal, container: nominal)
                : subitem.layoutSize.resolve(in: nominal)
            let childAlong = horizontal ? childNominal.width : childNominal.height
            if slot > 0, group.repeatCount == nil, cursor + childAlong > groupAlong + 0.001 { break }
            let childOrigin = horizontal
                ? CGPoint(x: origin.x + cursor, y: origin.y) : CGPoint(x: origin.x, y: origin.y + cursor)
            let placed: Placed
            if let nested = subitem as? NSCollectionLayoutGroup {
                placed = placeGroup(
                    nested, origin: childOrigin, container: nominal, section: section, first: first + consumed,
                    remaining: remaining - consumed, estimated: &estimated
                )
            } else {
                placed = placeItem(
                    subitem, size: childNominal, origin: childOrigin, path: IndexPath(item: first + consumed, section: section),
                    estimated: &estimated
                )
            }
            guard placed.consumed > 0 else { break }
            slots.append(placed)
            consumed += placed.consumed
            cursor += (horizontal ? placed.size.width : placed.size.height) + spacing
            crossExtent = Swift.max(crossExtent, horizontal ? placed.size.height : placed.size.width)
            slot += 1
        }
        let used = slots.isEmpty ? 0 : cursor - spacing
        if let interItemSpacing = group.interItemSpacing, interItemSpacing.isFlexibleSpacing, slots.count > 1, groupAlong > used {
            let extra = (groupAlong - used) / CGFloat(slots.count - 1)
            for (number, placed) in slots.enumerated() where number > 0 {
                for attributes in placed.attributes {
                    if horizontal { attributes.frame.origin.x += extra * CGFloat(number) } else {
                        attributes.frame.origin.y += extra * CGFloat(number)
                    }
                }
            }
        }
        var size = nominal
        if horizontal {
            if group.layoutSize.widthDimension.isEstimated { size.width = used }
            if group.layoutSize.heightDimension.isEstimated { size.height = crossExtent }
        } else {
            if group.layoutSize.heightDimension.isEstimated { size.height = used }
            if group.layoutSize.widthDimension.isEstimated { size.width = crossExtent }
        }
        return Placed(attributes: slots.flatMap(\.attributes), consumed: consumed, size: size)
    }

    /// A `count:` group's subitem: its share along the group's axis, its own size across.
    private func sharedSize(of subitem: NSCollectionLayoutItem, share: CGSize, horizontal: Bool, container: CGSize) -> CGSize {
        let own = subitem.layoutSize.resolve(in: container)
        return horizontal ? CGSize(width: share.width, height: own.height) : CGSize(width: own.width, height: share.height)
    }

    /// Places one cell in its slot: estimated axes take the measured size, the others are inset by
    /// the item's content insets.
    private mutating func placeItem(
        _ item: NSCollectionLayoutItem, size nominal: CGSize, origin: CGPoint, path: IndexPath,
        estimated: inout [(width: Bool, height: Bool)]
    ) -> Placed {
        let axes = (width: item.layoutSize.widthDimension.isEstimated, height: item.layoutSize.heightDimension.isEstimated)
        estimated.append(axes)
        var slot = nominal
        if let measured = measuredSizes[path] {
            if axes.width { slot.width = measured.width }
            if axes.height { slot.height = measured.height }
        }
        let insets = item.contentInsets
        var frame = CGRect(origin: origin, size: slot)
        if !axes.width {
            frame.origin.x += insets.leading
            frame.size.width = Swift.max(0, frame.width - insets.leading - insets.trailing)
        }
        if !axes.height {
            frame.origin.y += insets.top
            frame.size.height = Swift.max(0, frame.height - insets.top - insets.bottom)
        }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: path)
        attributes.frame = frame
        return Placed(attributes: [attributes], consumed: 1, size: slot)
    }

    /// Finishes: content size and the spatial index.
    mutating func finish(end: CGFloat, container: CGSize) -> CompositionalLayoutResult {
        result.contentSize = vertical
            ? CGSize(width: container.width, height: Swift.max(0, end)) : CGSize(width: Swift.max(0, end), height: container.height)
        result.index = LayoutAttributesIndex(isVertical: vertical, attributes: all)
        return result
    }
}

extension UICollectionViewCompositionalLayout {
    func computeLayout() {
        let vertical = configuration.scrollDirection == .vertical
        guard let collectionView else {
            computed = CompositionalLayoutResult()
            return
        }
        let insets = collectionView.adjustedContentInset
        let container = CGSize(
            width: Swift.max(0, collectionView.bounds.width - insets.left - insets.right),
            height: Swift.max(0, collectionView.bounds.height - insets.top - insets.bottom)
        )
        let environment = CompositionalLayoutEnvironment(
            contentSize: collectionView.bounds.size,
            effectiveContentInsets: NSDirectionalEdgeInsets(
                top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right
            )
        )
        var solver = CompositionalLayoutSolver(vertical: vertical, measuredSizes: measuredSizes)
        var along: CGFloat = 0
        reportUnsupportedInsetsReferenceIfNeeded()
        for item in configuration.boundarySupplementaryItems where item.isLeadingBoundary {
            along += solver.placeBoundary(item, section: 0, along: along, cross: 0, container: container)
        }
        let sectionCount = collectionView.numberOfSections
        var listConfigurations: [Int: UICollectionLayoutListConfiguration] = [:]
        for index in 0..<sectionCount {
            let itemCount = collectionView.numberOfItems(inSection: index)
            guard let section = fixedSection ?? sectionProvider?(index, environment) else {
                reportMissingSection(index)
                solver.result.items.append([])
                solver.result.estimatedAxes.append([])
                continue
            }
            reportOrthogonalScrollingIfNeeded(section)
            listConfigurations[index] = section.listConfiguration
            along = solver.placeSection(section, index: index, itemCount: itemCount, start: along, container: container)
            if index < sectionCount - 1 { along += configuration.interSectionSpacing }
        }
        for item in configuration.boundarySupplementaryItems where !item.isLeadingBoundary {
            along += solver.placeBoundary(item, section: 0, along: along, cross: 0, container: container)
        }
        computed = solver.finish(end: along, container: container)
        computed.listConfigurations = listConfigurations
    }

    private func reportMissingSection(_ index: Int) {
        UIApplication.reportRuntimeIssue(.invalidConfiguration(
            object: "UICollectionViewCompositionalLayout", property: "sectionProvider",
            reason: "returned nil for section \(index) (UIKit raises); return an NSCollectionLayoutSection for every section. The "
                + "section's items are not shown."
        ))
    }
}
