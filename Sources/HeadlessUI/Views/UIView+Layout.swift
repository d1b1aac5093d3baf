import Foundation

extension UIView {
    /// The value meaning "no intrinsic size in this dimension".
    public static let noIntrinsicMetric: CGFloat = -1

    /// The size `UIView.layoutFittingCompressedSize` asks for: as small as possible.
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)

    /// Marks the view as needing layout in the next layout pass (the next frame).
    public func setNeedsLayout() {
        needsLayout = true
        // Mark the path to the root, so the layout pass only descends into dirty branches.
        var ancestor = storedSuperview
        while let view = ancestor, !view.descendantNeedsLayout {
            view.descendantNeedsLayout = true
            ancestor = view.storedSuperview
        }
        UIApplication.current?.layoutRequested()
    }

    /// Runs the layout pass for this view's subtree now, if any view in it needs layout.
    public func layoutIfNeeded() {
        autoLayoutPrepareForLayoutIfNeeded()
        // UIKit lays out from the topmost ancestor that needs it.
        var root: UIView = self
        while let parent = root.storedSuperview, parent.needsLayout { root = parent }
        root.layoutSubtreeIfNeeded()
    }

    func layoutSubtreeIfNeeded() {
        guard needsLayout || descendantNeedsLayout else { return }
        if needsLayout, !isInLayoutPass {
            isInLayoutPass = true
            needsLayout = false
            let controller = owningViewController
            controller?.viewWillLayoutSubviews()
            autoLayoutWillLayoutSubviews()
            layoutSubviews()
            controller?.viewDidLayoutSubviews()
            isInLayoutPass = false
        }
        // Cleared before descending: layout below may mark this path dirty again for the next pass.
        descendantNeedsLayout = false
        for subview in storedSubviews where subview.needsLayout || subview.descendantNeedsLayout {
            subview.layoutSubtreeIfNeeded()
        }
    }

    /// Whether this view or any descendant waits for layout.
    var subtreeNeedsLayout: Bool { needsLayout || descendantNeedsLayout }

    /// Resizes the view to ``sizeThatFits(_:)`` of its current size, keeping its origin.
    public func sizeToFit() {
        let fitted = sizeThatFits(bounds.size)
        var newFrame = frame
        newFrame.size = fitted
        frame = newFrame
    }

    /// Tells layout that the intrinsic content size changed.
    public func invalidateIntrinsicContentSize() {
        autoLayoutIntrinsicContentSizeDidChange()
        stackContentDidChange()
        superview?.setNeedsLayout()
        setNeedsLayout()
    }

    /// The safe-area insets of the view: the window's insets that overlap the view.
    public var safeAreaInsets: UIEdgeInsets {
        guard let window else { return .zero }
        let windowInsets = window.windowSafeAreaInsets
        let frameInWindow = convert(bounds, to: window)
        let safe = window.bounds.inset(by: windowInsets)
        return UIEdgeInsets(
            top: Swift.max(0, safe.minY - frameInWindow.minY),
            left: Swift.max(0, safe.minX - frameInWindow.minX),
            bottom: Swift.max(0, frameInWindow.maxY - safe.maxY),
            right: Swift.max(0, frameInWindow.maxX - safe.maxX)
        )
    }
}
