import Foundation

/// The pure arithmetic of a stack view along its axis: given the visible arranged views' intrinsic
/// lengths, priorities and minimum gaps, where each view starts and how long it is.
///
/// It models the constraints UIKit's stack view creates (first and last view pinned to the canvas,
/// required spacing, hugging and compression resistance at their priorities) so that a later Auto
/// Layout engine gives the same frames:
/// - `.fill`: extra length goes entirely to the view with the lowest hugging priority (views without
///   an intrinsic length hug at no priority at all); a shortfall is taken from the lowest
///   compression resistance first, down to zero, then the next. Ties: lowest index first.
/// - `.fillEqually`: `(length − gaps) / n` each.
/// - `.fillProportionally`: `(length − gaps) × intrinsic / Σ intrinsic` (equal when Σ is 0).
/// - `.equalSpacing`: intrinsic lengths, every gap `max((length − Σ lengths) / (n − 1), largest
///   minimum gap)`; a shortfall shrinks views as in `.fill`.
/// - `.equalCentering`: intrinsic lengths, centres `(length − first/2 − last/2) / (n − 1)` apart;
///   when that would make a gap smaller than its minimum, `.equalSpacing` applies.
/// A single view always spans the whole length. Lengths never go below zero.
struct StackAxisArrangement {
    /// One visible arranged view along the axis.
    struct Item: Equatable {
        /// Intrinsic length, or `nil` when the view has none (flexible).
        var intrinsicLength: CGFloat?
        /// Content-hugging priority along the axis.
        var hugging: Float
        /// Compression-resistance priority along the axis.
        var compressionResistance: Float
        /// Minimum gap to the next item (the stack's spacing or the custom spacing after it).
        var spacingAfter: CGFloat
    }

    /// A resolved position: offset from the canvas start and length.
    struct Slot: Equatable {
        var offset: CGFloat
        var length: CGFloat
    }

    var items: [Item]
    var distribution: UIStackView.Distribution

    /// The sum of the minimum gaps between consecutive items.
    var totalSpacing: CGFloat {
        items.dropLast().reduce(0) { $0 + $1.spacingAfter }
    }

    /// Slots for all items within `length`.
    func slots(in length: CGFloat) -> [Slot] {
        guard !items.isEmpty else { return [] }
        if items.count == 1 { return [Slot(offset: 0, length: Swift.max(0, length))] }
        switch distribution {
        case .fill:
            return packed(lengths: fillLengths(in: length), gap: nil)
        case .fillEqually:
            let each = Swift.max(0, (length - totalSpacing) / CGFloat(items.count))
            return packed(lengths: Array(repeating: each, count: items.count), gap: nil)
        case .fillProportionally:
            return packed(lengths: proportionalLengths(in: length), gap: nil)
        case .equalSpacing:
            return equalSpacingSlots(in: length)
        case .equalCentering:
            return equalCenteringSlots(in: length) ?? equalSpacingSlots(in: length)
        }
    }

    /// The natural length of the arrangement (the stack's intrinsic length without margins), or
    /// `nil` when no item has an intrinsic length.
    var naturalLength: CGFloat? {
        let known = items.compactMap(\.intrinsicLength)
        guard !known.isEmpty || items.isEmpty else { return nil }
        if distribution == .fillEqually {
            return CGFloat(items.count) * (known.max() ?? 0) + totalSpacing
        }
        return known.reduce(0, +) + totalSpacing
    }

    // MARK: Distributions

    private var intrinsicLengths: [CGFloat] { items.map { $0.intrinsicLength ?? 0 } }

    private func fillLengths(in length: CGFloat) -> [CGFloat] {
        var lengths = intrinsicLengths
        let extra = length - totalSpacing - lengths.reduce(0, +)
        if extra > 0 {
            let stretcher = items.indices.min { lhs, rhs in
                let left = effectiveHugging(items[lhs]), right = effectiveHugging(items[rhs])
                return left != right ? left < right : lhs < rhs
            }
            if let stretcher { lengths[stretcher] += extra }
        } else if extra < 0 {
            shrink(&lengths, by: -extra)
        }
        return lengths
    }

    private func effectiveHugging(_ item: Item) -> Float {
        item.intrinsicLength == nil ? 0 : item.hugging
    }

    /// Takes `deficit` away from the lowest compression resistance first (ties: lowest index).
    private func shrink(_ lengths: inout [CGFloat], by deficit: CGFloat) {
        var remaining = deficit
        let order = items.indices.sorted { lhs, rhs in
            let left = items[lhs].compressionResistance, right = items[rhs].compressionResistance
            return left != right ? left < right : lhs < rhs
        }
        for index in order where remaining > 0 {
            let taken = Swift.min(lengths[index], remaining)
            lengths[index] -= taken
            remaining -= taken
        }
    }

    private func proportionalLengths(in length: CGFloat) -> [CGFloat] {
        let weights = intrinsicLengths.map { Swift.max(0, $0) }
        let total = weights.reduce(0, +)
        let available = Swift.max(0, length - totalSpacing)
        guard total > 0 else {
            return Array(repeating: available / CGFloat(items.count), count: items.count)
        }
        return weights.map { available * $0 / total }
    }

    private func equalSpacingSlots(in length: CGFloat) -> [Slot] {
        var lengths = intrinsicLengths
        let gapCount = CGFloat(items.count - 1)
        let largestMinimum = items.dropLast().map(\.spacingAfter).max() ?? 0
        let free = length - lengths.reduce(0, +)
        var gap = free / gapCount
        if gap < largestMinimum {
            gap = largestMinimum
            shrink(&lengths, by: largestMinimum * gapCount - free)
        }
        return packed(lengths: lengths, gap: gap)
    }

    private func equalCenteringSlots(in length: CGFloat) -> [Slot]? {
        let lengths = intrinsicLengths
        guard let first = lengths.first, let last = lengths.last else { return nil }
        let step = (length - first / 2 - last / 2) / CGFloat(items.count - 1)
        for index in 0..<(items.count - 1) {
            let gap = step - lengths[index] / 2 - lengths[index + 1] / 2
            if gap < items[index].spacingAfter - 1e-9 { return nil }
        }
        return lengths.enumerated().map { index, itemLength in
            Slot(offset: first / 2 + CGFloat(index) * step - itemLength / 2, length: itemLength)
        }
    }

    /// Places lengths one after another, separated by each item's spacing (or by `gap` for all).
    private func packed(lengths: [CGFloat], gap: CGFloat?) -> [Slot] {
        var offset: CGFloat = 0
        var slots: [Slot] = []
        for (index, itemLength) in lengths.enumerated() {
            slots.append(Slot(offset: offset, length: itemLength))
            offset += itemLength + (gap ?? items[index].spacingAfter)
        }
        return slots
    }
}
