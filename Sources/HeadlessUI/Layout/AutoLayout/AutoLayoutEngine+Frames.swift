import Foundation

// Reading the solution: rectangles in root coordinates rounded to the pixel grid, frames relative to
// the superview, applying them in the layout pass, the fitting size and the ambiguity query.

extension AutoLayoutEngine {
    /// The screen's points-to-pixels scale (UIKit rounds engine values to pixels).
    var pixelScale: CGFloat {
        let scale = UIApplication.current?.screen.scale ?? 1
        return scale > 0 ? scale : 1
    }

    func unroundedRect(of item: AutoLayoutEngineItem) -> CGRect {
        CGRect(
            x: solver.value(of: item.minX), y: solver.value(of: item.minY),
            width: solver.value(of: item.width), height: solver.value(of: item.height)
        )
    }

    /// The item's rectangle in root coordinates with each edge rounded to the nearest pixel.
    func roundedRect(of item: AutoLayoutEngineItem) -> CGRect {
        let raw = unroundedRect(of: item)
        let scale = pixelScale
        func round(_ value: CGFloat) -> CGFloat { (value * scale).rounded() / scale }
        let minX = round(raw.minX), minY = round(raw.minY)
        let maxX = round(raw.minX + Swift.max(0, raw.width)), maxY = round(raw.minY + Swift.max(0, raw.height))
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The frame the engine gives `item`'s view, in its superview's coordinates.
    func targetFrame(of item: AutoLayoutEngineItem) -> CGRect? {
        guard let parent = item.parent else { return nil }
        let rect = roundedRect(of: item), parentRect = roundedRect(of: parent)
        return rect.offsetBy(dx: -parentRect.minX, dy: -parentRect.minY)
    }

    /// A guide's solved rectangle in `view`'s coordinates.
    func solvedFrame(of guide: UILayoutGuide, relativeTo view: UIView) -> CGRect? {
        updateIfNeeded()
        guard let item = items[ObjectIdentifier(guide)], let ownerItem = items[ObjectIdentifier(view)] else { return nil }
        let rect = roundedRect(of: item), ownerRect = roundedRect(of: ownerItem)
        return rect.offsetBy(dx: -ownerRect.minX, dy: -ownerRect.minY)
    }

    /// Marks the superview of every view whose frame must change, so the layout pass reaches it.
    func markViewsWithChangedFrames() {
        markScrollViewsWithChangedContentSize()
        for item in itemOrder where item.isEnginePositioned {
            guard let view = item.view, let superview = view.storedSuperview,
                  let target = targetFrame(of: item), target != view.frame else { continue }
            if !superview.isInLayoutPass { superview.setNeedsLayout() }
        }
    }

    /// Sets the engine's frames on `view`'s subviews (called before the view's `layoutSubviews`).
    func applyFrames(toSubviewsOf view: UIView) {
        isApplyingFrames = true
        defer { isApplyingFrames = false }
        if let scrollView = view as? UIScrollView { applyContentSize(to: scrollView) }
        for subview in view.storedSubviews {
            guard let item = items[ObjectIdentifier(subview)], item.isEnginePositioned, let target = targetFrame(of: item) else { continue }
            if item.isFrameDriven, subview.frame != item.lastKnownFrame { continue }  // the app moved it: re-sync first
            apply(target, to: subview)
            if item.isFrameDriven { item.lastKnownFrame = subview.frame }
        }
    }

    /// Sets bounds size and centre (as UIKit does), so a transform is kept.
    private func apply(_ frame: CGRect, to view: UIView) {
        if view.bounds.size != frame.size {
            view.bounds = CGRect(origin: view.bounds.origin, size: frame.size)
        }
        let center = CGPoint(x: frame.midX, y: frame.midY)
        if view.center != center { view.center = center }
    }

    /// The measured size of a fitting engine's root, rounded up to whole pixels.
    func fittedSize() -> CGSize {
        guard let root, let item = items[ObjectIdentifier(root)] else { return .zero }
        let scale = pixelScale
        func roundUp(_ value: Double) -> CGFloat { (CGFloat(value) * scale - 1e-6).rounded(.up) / scale }
        return CGSize(width: roundUp(solver.value(of: item.width)), height: roundUp(solver.value(of: item.height)))
    }

    /// The solved size of the root, unrounded (a stack view's measurement).
    func solvedRootSize() -> CGSize {
        guard let root, let item = items[ObjectIdentifier(root)] else { return .zero }
        return CGSize(width: solver.value(of: item.width), height: solver.value(of: item.height))
    }

    /// Whether the constraints leave the view's position or size undetermined.
    func isAmbiguous(_ view: UIView) -> Bool {
        guard let item = items[ObjectIdentifier(view)] else { return false }
        return [item.minX, item.minY, item.width, item.height].contains { solver.isAmbiguous($0) }
    }
}
