import Foundation

extension UIView {
    /// Alpha below which a view is treated as invisible for hit testing (UIKit: 0.01).
    ///
    /// - Note: HeadlessUI only; not in UIKit.
    nonisolated public static let hitTestAlphaThreshold: CGFloat = 0.01

    /// Whether this view itself can take part in hit testing (not hidden, opaque enough, interactive,
    /// and not being animated without `.allowUserInteraction`).
    ///
    /// - Note: HeadlessUI only; not in UIKit.
    public var acceptsHitTesting: Bool {
        visibility.acceptsTouches && !isBlockedByAnimation
    }

    /// UIKit's hit-testing algorithm, which the default ``hitTest(_:with:)`` runs.
    ///
    /// - Note: HeadlessUI only; not in UIKit.
    public func standardHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        // The stored flags first (one read), then the geometry, and only then the animation lookup.
        // Like UIKit, hit testing reads the stored hidden/alpha/interaction state.
        guard visibility.acceptsTouches, self.point(inside: point, with: event), !isBlockedByAnimation
        else { return nil }
        let children = storedSubviews
        var index = children.count - 1
        while index >= 0 {
            let subview = children[index]
            if let hit = subview.hitTest(subview.convertFromSuperview(point), with: event) { return hit }
            index -= 1
        }
        return self
    }
}
