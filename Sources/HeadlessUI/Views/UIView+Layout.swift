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
            reportSafeAreaChangeIfNeeded()
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

    /// The safe-area insets of the view: the window's insets that overlap the view, grown by the
    /// `additionalSafeAreaInsets` of the view controllers whose views contain it (as in UIKit, a
    /// controller's additional insets add to its root view's insets and reach its subviews).
    public var safeAreaInsets: UIEdgeInsets {
        guard let window else { return .zero }
        // The safe rectangle in window coordinates, narrowed by each enclosing controller view with
        // additional insets, outermost first.
        var safe = window.bounds.inset(by: window.windowSafeAreaInsets)
        var adjusted: [UIView] = []
        var ancestor: UIView? = self
        while let view = ancestor, view !== window {
            if let additional = view.owningViewController?.additionalSafeAreaInsets, additional != .zero { adjusted.append(view) }
            ancestor = view.storedSuperview
        }
        for view in adjusted.reversed() {
            let frame = view.convert(view.bounds, to: window)
            let insets = UIView.overlap(of: frame, outside: safe).adding(view.owningViewController?.additionalSafeAreaInsets ?? .zero)
            safe = frame.inset(by: insets)
        }
        return UIView.overlap(of: convert(bounds, to: window), outside: safe)
    }

    /// How far `frame` reaches outside `safe` on each side (zero where it stays inside).
    private static func overlap(of frame: CGRect, outside safe: CGRect) -> UIEdgeInsets {
        UIEdgeInsets(
            top: Swift.max(0, safe.minY - frame.minY),
            left: Swift.max(0, safe.minX - frame.minX),
            bottom: Swift.max(0, frame.maxY - safe.maxY),
            right: Swift.max(0, frame.maxX - safe.maxX)
        )
    }

    /// Marks this view and every descendant as needing layout (their safe areas may have changed).
    func setNeedsLayoutInSubtree() {
        setNeedsLayout()
        for subview in storedSubviews { subview.setNeedsLayoutInSubtree() }
    }

    /// Calls ``safeAreaInsetsDidChange()`` (and the owning controller's `viewSafeAreaInsetsDidChange()`)
    /// when the insets differ from the last ones reported; the layout pass asks before laying out.
    func reportSafeAreaChangeIfNeeded() {
        guard window != nil else { return }
        let insets = safeAreaInsets
        guard insets != lastReportedSafeAreaInsets else { return }
        lastReportedSafeAreaInsets = insets
        safeAreaInsetsDidChange()
        owningViewController?.viewSafeAreaInsetsDidChange()
    }
}
