import Foundation

/// One section of a flow layout: its items' and supplementary views' attributes.
@MainActor
struct FlowSection {
    var items: [UICollectionViewLayoutAttributes] = []
    var header: UICollectionViewLayoutAttributes?
    var footer: UICollectionViewLayoutAttributes?
}

/// The line-filling arithmetic of ``UICollectionViewFlowLayout``, written along two axes: *along*
/// is the scrolling axis (y when vertical), *across* the axis lines fill (x when vertical).
extension UICollectionViewFlowLayout {
    /// A section's metrics as the delegate (or the layout's properties) give them.
    private struct SectionMetrics {
        var inset: UIEdgeInsets
        var lineSpacing: CGFloat
        var interitemSpacing: CGFloat
        var headerSize: CGSize
        var footerSize: CGSize
    }

    func computeLayout() {
        flowSections = []
        contentSize = .zero
        guard let collectionView else {
            index = LayoutAttributesIndex(isVertical: scrollDirection == .vertical, attributes: [])
            return
        }
        let vertical = scrollDirection == .vertical
        let insets = collectionView.adjustedContentInset
        let crossLength = vertical
            ? collectionView.bounds.width - insets.left - insets.right
            : collectionView.bounds.height - insets.top - insets.bottom
        let flowDelegate = collectionView.delegate as? any UICollectionViewDelegateFlowLayout
        var along: CGFloat = 0
        var all: [UICollectionViewLayoutAttributes] = []
        for section in 0..<collectionView.numberOfSections {
            let metrics = sectionMetrics(section, in: collectionView, delegate: flowDelegate)
            var data = FlowSection()
            let headerThickness = vertical ? metrics.headerSize.height : metrics.headerSize.width
            if headerThickness > 0 {
                let header = UICollectionViewLayoutAttributes(
                    forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, with: IndexPath(item: 0, section: section)
                )
                header.frame = rect(along: along, thickness: headerThickness, across: 0, length: crossLength, vertical: vertical)
                data.header = header
                all.append(header)
                along += headerThickness
            }
            let inset = metrics.inset
            along += vertical ? inset.top : inset.left
            let leading = vertical ? inset.left : inset.top
            let available = crossLength - leading - (vertical ? inset.right : inset.bottom)
            let sizes = (0..<collectionView.numberOfItems(inSection: section)).map { item in
                itemSize(at: IndexPath(item: item, section: section), in: collectionView, delegate: flowDelegate)
            }
            let placed = placeLines(
                sizes: sizes, section: section, start: along, leading: leading, available: available, metrics: metrics, vertical: vertical
            )
            data.items = placed.items
            all += placed.items
            along = placed.end + (vertical ? inset.bottom : inset.right)
            let footerThickness = vertical ? metrics.footerSize.height : metrics.footerSize.width
            if footerThickness > 0 {
                let footer = UICollectionViewLayoutAttributes(
                    forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter, with: IndexPath(item: 0, section: section)
                )
                footer.frame = rect(along: along, thickness: footerThickness, across: 0, length: crossLength, vertical: vertical)
                data.footer = footer
                all.append(footer)
                along += footerThickness
            }
            flowSections.append(data)
        }
        let cross = Swift.max(0, crossLength)
        contentSize = vertical ? CGSize(width: cross, height: along) : CGSize(width: along, height: cross)
        index = LayoutAttributesIndex(isVertical: vertical, attributes: all)
    }

    /// Fills lines with `sizes` from `start`; returns the items' attributes and where the last line ends.
    private func placeLines(
        sizes: [CGSize], section: Int, start: CGFloat, leading: CGFloat, available: CGFloat, metrics: SectionMetrics, vertical: Bool
    ) -> (items: [UICollectionViewLayoutAttributes], end: CGFloat) {
        guard !sizes.isEmpty else { return ([], start) }
        func lengthAcross(_ size: CGSize) -> CGFloat { vertical ? size.width : size.height }
        func thickness(_ size: CGSize) -> CGFloat { vertical ? size.height : size.width }
        // Break the items into lines.
        var lines: [Range<Int>] = []
        var lineStart = 0, used: CGFloat = 0
        for (item, size) in sizes.enumerated() {
            let length = lengthAcross(size)
            if item > lineStart, used + metrics.interitemSpacing + length > available + 0.0001 {
                lines.append(lineStart..<item)
                lineStart = item
                used = length
            } else {
                used += item > lineStart ? metrics.interitemSpacing + length : length
            }
        }
        lines.append(lineStart..<sizes.count)
        let uniform = sizes.allSatisfy { $0 == sizes[0] }
        // The spacing of a full line, kept by the last line of a uniform grid.
        var gridSpacing = metrics.interitemSpacing
        if uniform, lines.count > 1, lines[0].count > 1 {
            let total = CGFloat(lines[0].count) * lengthAcross(sizes[0])
            gridSpacing = (available - total) / CGFloat(lines[0].count - 1)
        }
        var items: [UICollectionViewLayoutAttributes] = []
        items.reserveCapacity(sizes.count)
        var along = start
        for (lineNumber, line) in lines.enumerated() {
            let isLast = lineNumber == lines.count - 1
            let lineThickness = line.map { thickness(sizes[$0]) }.max() ?? 0
            let total = line.reduce(CGFloat(0)) { $0 + lengthAcross(sizes[$1]) }
            var across = leading
            var spacing = metrics.interitemSpacing
            if isLast {
                if uniform, lines.count > 1 { spacing = gridSpacing }
            } else if line.count > 1 {
                spacing = (available - total) / CGFloat(line.count - 1)
            } else {
                across = leading + (available - total) / 2
            }
            for item in line {
                let size = sizes[item]
                let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: section))
                let offset = (lineThickness - thickness(size)) / 2
                attributes.frame = vertical
                    ? CGRect(x: across, y: along + offset, width: size.width, height: size.height)
                    : CGRect(x: along + offset, y: across, width: size.width, height: size.height)
                items.append(attributes)
                across += lengthAcross(size) + spacing
            }
            along += lineThickness
            if !isLast { along += metrics.lineSpacing }
        }
        return (items, along)
    }

    private func rect(along: CGFloat, thickness: CGFloat, across: CGFloat, length: CGFloat, vertical: Bool) -> CGRect {
        vertical
            ? CGRect(x: across, y: along, width: Swift.max(0, length), height: thickness)
            : CGRect(x: along, y: across, width: thickness, height: Swift.max(0, length))
    }

    private func sectionMetrics(
        _ section: Int, in collectionView: UICollectionView, delegate: (any UICollectionViewDelegateFlowLayout)?
    ) -> SectionMetrics {
        guard let delegate else {
            return SectionMetrics(
                inset: sectionInset, lineSpacing: minimumLineSpacing, interitemSpacing: minimumInteritemSpacing,
                headerSize: headerReferenceSize, footerSize: footerReferenceSize
            )
        }
        return SectionMetrics(
            inset: delegate.collectionView(collectionView, layout: self, insetForSectionAt: section),
            lineSpacing: delegate.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section),
            interitemSpacing: delegate.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: section),
            headerSize: delegate.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section),
            footerSize: delegate.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section)
        )
    }

    /// The item's size: measured (self-sizing), the estimate, the delegate's, or ``itemSize``.
    private func itemSize(
        at indexPath: IndexPath, in collectionView: UICollectionView, delegate: (any UICollectionViewDelegateFlowLayout)?
    ) -> CGSize {
        if isSelfSizing {
            if let measured = measuredSizes[indexPath] { return measured }
            if estimatedItemSize != UICollectionViewFlowLayout.automaticSize { return estimatedItemSize }
        }
        let size = delegate?.collectionView(collectionView, layout: self, sizeForItemAt: indexPath) ?? itemSize
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else { return .zero }
        return size
    }
}
