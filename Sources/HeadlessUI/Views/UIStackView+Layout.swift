import Foundation

// How a stack view lays out and measures itself: with constraints, as UIKit's stack does. A private
// Auto Layout engine holds the stack, its arranged views (with their own constraints, intrinsic
// sizes, hugging and compression resistance) and the stack's `UISV-*` arrangement constraints (see
// `AutoLayoutEngine+StackArrangement.swift`); the stack's bounds are the canvas.

extension UIStackView {
    /// The arranged views that take part in layout (hidden ones collapse).
    var visibleArrangedSubviews: [UIView] {
        arrangedSubviews.filter { !$0.isHidden }
    }

    /// Sets the frames of all arranged views from the arrangement solved within the bounds.
    func applyArrangement() {
        guard !arrangedSubviews.isEmpty else { return }
        let engine = arrangementEngine ?? AutoLayoutEngine(root: self, arrangingStacks: true)
        arrangementEngine = engine
        engine.updateIfNeeded()
        engine.applyFrames(toSubviewsOf: self)
    }

    /// The size the arrangement needs when the stack aims at `target` with the given priorities
    /// (unrounded).
    private func arrangedSize(
        _ kind: StackMeasurement, aimingAt target: CGSize, priorities: (UILayoutPriority, UILayoutPriority)
    ) -> CGSize {
        let engine: AutoLayoutEngine
        if let existing = measurementEngines[kind] {
            engine = existing
            let current = existing.fitting
            if current?.target != target || current?.horizontal != priorities.0 || current?.vertical != priorities.1 {
                engine.retarget(to: target, priorities: priorities)
            }
        } else {
            engine = AutoLayoutEngine(fitting: self, target: target, priorities: priorities, arrangingStacks: true)
            measurementEngines[kind] = engine
        }
        engine.updateIfNeeded()
        return engine.solvedRootSize()
    }

    /// The stack's natural size: per dimension, the length its arranged views need when it is
    /// squeezed and when it is stretched; where the two differ, no arranged view decides the length
    /// and it is ``UIView/noIntrinsicMetric``. Margins are included when
    /// ``isLayoutMarginsRelativeArrangement`` is on.
    func naturalSize() -> CGSize {
        if let cachedNaturalSize { return cachedNaturalSize }
        let size = measureNaturalSize()
        cachedNaturalSize = size
        return size
    }

    /// Whether a measurement is cached.
    var hasMeasurements: Bool { cachedNaturalSize != nil || cachedCrossMeasurement != nil }

    /// Drops the cached measurements.
    func forgetMeasurements() {
        cachedNaturalSize = nil
        naturalSizeIsCrossIndependent = false
        cachedCrossMeasurement = nil
    }

    private func measureNaturalSize() -> CGSize {
        if let direct = directNaturalSize() {
            naturalSizeIsCrossIndependent = direct.crossIndependent
            return direct.size
        }
        naturalSizeIsCrossIndependent = false
        guard !visibleArrangedSubviews.isEmpty else {
            let margins = isLayoutMarginsRelativeArrangement ? layoutMargins : .zero
            return CGSize(width: margins.left + margins.right, height: margins.top + margins.bottom)
        }
        let fitting = UILayoutPriority.fittingSizeLevel
        let squeezed = arrangedSize(.squeezed, aimingAt: .zero, priorities: (fitting, fitting))
        let stretched = arrangedSize(.stretched, aimingAt: UIView.layoutFittingExpandedSize, priorities: (fitting, fitting))
        func resolve(_ small: CGFloat, _ large: CGFloat) -> CGFloat {
            abs(small - large) < Self.sizeTolerance ? small : UIView.noIntrinsicMetric
        }
        return CGSize(width: resolve(squeezed.width, stretched.width), height: resolve(squeezed.height, stretched.height))
    }

    /// The natural size with the length along the axis measured at `crossLength` across it (when it
    /// differs from the natural cross length): an aspect-ratio view or a wrapping label makes the
    /// length depend on the cross length. Used by the Auto Layout engine of the stack's hierarchy.
    func intrinsicSize(atCrossLength crossLength: CGFloat?) -> CGSize {
        let natural = naturalSize()
        guard !naturalSizeIsCrossIndependent, let crossLength, crossLength.isFinite, crossLength > 0, !visibleArrangedSubviews.isEmpty,
              abs(natural.length(along: axis.perpendicular) - crossLength) >= Self.sizeTolerance else { return natural }
        if let cached = cachedCrossMeasurement, cached.crossLength == crossLength { return cached.size }
        let size: CGSize
        if let direct = directNaturalSize(atCrossLength: crossLength) {
            size = CGSize(along: axis, length: direct.size.length(along: axis), cross: natural.length(along: axis.perpendicular))
        } else {
            size = measure(natural: natural, atCrossLength: crossLength)
        }
        cachedCrossMeasurement = (crossLength, size)
        return size
    }

    private func measure(natural: CGSize, atCrossLength crossLength: CGFloat) -> CGSize {
        let fitting = UILayoutPriority.fittingSizeLevel
        let priorities = axis == .horizontal ? (fitting, UILayoutPriority.required) : (UILayoutPriority.required, fitting)
        let squeezed = arrangedSize(.squeezedAtCross, aimingAt: CGSize(along: axis, length: 0, cross: crossLength), priorities: priorities)
        let stretched = arrangedSize(
            .stretchedAtCross, aimingAt: CGSize(along: axis, length: UIView.layoutFittingExpandedSize.width, cross: crossLength),
            priorities: priorities
        )
        let small = squeezed.length(along: axis), large = stretched.length(along: axis)
        guard abs(small - large) < Self.sizeTolerance else { return natural }
        return CGSize(along: axis, length: small, cross: natural.length(along: axis.perpendicular))
    }

    /// The size the arranged views need within `size`: dimensions the views decide take their
    /// natural length, the others `size`'s.
    func fittingSize(proposed size: CGSize) -> CGSize {
        guard !visibleArrangedSubviews.isEmpty else { return naturalSize() }
        let fitting = UILayoutPriority.fittingSizeLevel
        return arrangedSize(.proposed, aimingAt: size, priorities: (fitting, fitting))
    }

    /// Lengths closer than this are the same length.
    static let sizeTolerance: CGFloat = 0.001
}

/// The measurements a stack view keeps a private engine for.
enum StackMeasurement: Hashable {
    /// Aiming at zero size (the smallest arrangement).
    case squeezed
    /// Aiming at a huge size (to find dimensions the arranged views leave open).
    case stretched
    /// Aiming at zero length along the axis at a given cross length.
    case squeezedAtCross
    /// Aiming at a huge length along the axis at a given cross length.
    case stretchedAtCross
    /// `sizeThatFits(_:)`'s proposal.
    case proposed
}
