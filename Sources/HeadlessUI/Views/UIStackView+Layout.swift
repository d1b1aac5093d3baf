import Foundation

extension UIStackView {
    /// The rectangle arranged views are laid out in: the bounds, or the bounds inset by the layout
    /// margins when ``isLayoutMarginsRelativeArrangement`` is on.
    var arrangementCanvas: CGRect {
        isLayoutMarginsRelativeArrangement ? bounds.inset(by: layoutMargins) : bounds
    }

    /// The arranged views that take part in layout (hidden ones collapse).
    var visibleArrangedSubviews: [UIView] {
        arrangedSubviews.filter { !$0.isHidden }
    }

    /// The axis model of the visible arranged views.
    func axisArrangement(for views: [UIView]) -> StackAxisArrangement {
        let items = views.map { view in
            StackAxisArrangement.Item(
                intrinsicLength: UIStackView.metric(view.arrangedContentSize.length(along: axis)),
                hugging: view.arrangedHuggingPriority(for: axis).rawValue,
                compressionResistance: view.arrangedCompressionResistancePriority(for: axis).rawValue,
                spacingAfter: resolvedSpacing(after: view)
            )
        }
        return StackAxisArrangement(items: items, distribution: distribution)
    }

    /// Sets the frames of all arranged views.
    func applyArrangement() {
        let canvas = arrangementCanvas
        let visible = visibleArrangedSubviews
        let slots = axisArrangement(for: visible).slots(in: canvas.size.length(along: axis))
        let crossLength = canvas.size.length(along: axis.perpendicular)
        var slotByView: [ObjectIdentifier: StackAxisArrangement.Slot] = [:]
        for (view, slot) in zip(visible, slots) { slotByView[ObjectIdentifier(view)] = slot }

        var collapsedOffset: CGFloat = 0
        for view in arrangedSubviews {
            let slot: StackAxisArrangement.Slot
            if let placed = slotByView[ObjectIdentifier(view)] {
                slot = placed
                collapsedOffset = placed.offset + placed.length
            } else {
                // Hidden: no length, sitting where the previous visible view ends.
                slot = StackAxisArrangement.Slot(offset: collapsedOffset, length: 0)
            }
            let cross = crossPlacement(of: view, in: crossLength)
            view.frame = frame(for: slot, cross: cross, in: canvas)
        }
    }

    /// Offset and length across the axis for `view`.
    private func crossPlacement(of view: UIView, in length: CGFloat) -> StackAxisArrangement.Slot {
        if alignment == .fill { return StackAxisArrangement.Slot(offset: 0, length: Swift.max(0, length)) }
        let intrinsic = UIStackView.metric(view.arrangedContentSize.length(along: axis.perpendicular)) ?? 0
        let size = Swift.max(0, Swift.min(intrinsic, length))
        switch alignment {
        case .fill, .leading, .firstBaseline:
            return StackAxisArrangement.Slot(offset: 0, length: size)
        case .center:
            return StackAxisArrangement.Slot(offset: (length - size) / 2, length: size)
        case .trailing, .lastBaseline:
            return StackAxisArrangement.Slot(offset: length - size, length: size)
        }
    }

    /// Maps an axis slot and a cross slot to a frame in the stack's coordinates, flipping the
    /// leading edge in right-to-left layouts (horizontal stacks run right to left; vertical stacks
    /// align leading to the right).
    private func frame(
        for slot: StackAxisArrangement.Slot, cross: StackAxisArrangement.Slot, in canvas: CGRect
    ) -> CGRect {
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        switch axis {
        case .horizontal:
            let x = rightToLeft ? canvas.maxX - slot.offset - slot.length : canvas.minX + slot.offset
            return CGRect(x: x, y: canvas.minY + cross.offset, width: slot.length, height: cross.length)
        case .vertical:
            let x = rightToLeft ? canvas.maxX - cross.offset - cross.length : canvas.minX + cross.offset
            return CGRect(x: x, y: canvas.minY + slot.offset, width: cross.length, height: slot.length)
        }
    }

    /// The stack's natural size; dimensions without one come from `proposed`, or are
    /// ``UIView/noIntrinsicMetric`` when `proposed` is nil.
    func fittingSize(proposed: CGSize?) -> CGSize {
        let visible = visibleArrangedSubviews
        let margins = isLayoutMarginsRelativeArrangement ? layoutMargins : .zero
        let marginSize = CGSize(width: margins.left + margins.right, height: margins.top + margins.bottom)

        let length = axisArrangement(for: visible).naturalLength
        let crossSizes = visible.compactMap {
            UIStackView.metric($0.arrangedContentSize.length(along: axis.perpendicular))
        }
        let cross: CGFloat? = visible.isEmpty ? 0 : crossSizes.max()

        func resolve(_ value: CGFloat?, margin: CGFloat, proposed: CGFloat?) -> CGFloat {
            if let value { return value + margin }
            return proposed ?? UIView.noIntrinsicMetric
        }
        return CGSize(
            along: axis,
            length: resolve(length, margin: marginSize.length(along: axis), proposed: proposed?.length(along: axis)),
            cross: resolve(cross, margin: marginSize.length(along: axis.perpendicular), proposed: proposed?.length(along: axis.perpendicular))
        )
    }

    /// `nil` for ``UIView/noIntrinsicMetric`` (or any negative or non-finite value), else the value.
    static func metric(_ value: CGFloat) -> CGFloat? {
        value.isFinite && value >= 0 ? value : nil
    }
}
