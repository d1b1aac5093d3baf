import Foundation

/// The one rule for where a touch aimed at an element goes down (views, identifiers and queries
/// alike): at the element's hit point when a touch there reaches it; when views in front take the
/// touch at that point, at the centre of the element's visible, hittable part
/// (``HittablePartFinder``); when no part of it can be touched, nowhere: the element is refused
/// before anything is sent, with a ``HammerError/notHittable(target:reason:)`` naming the view that
/// would take the touch.
@MainActor
enum TouchPointChooser {
    /// The point for a touch reaching `owner` (the view touches for the element go to), given the
    /// element's snapshot facts. `target` names the element in the error.
    static func point(
        reaching owner: UIView, visibleFrame: CGRect, hitPoint: CGPoint,
        notHittable reason: AccessibilitySnapshot.NotHittableReason?, windows: [UIWindow], target: String
    ) throws -> CGPoint {
        guard let reason else { return hitPoint }
        if case .covered = reason, let point = HittablePartFinder(owner: owner, windows: windows).hittablePoint(in: visibleFrame) {
            return point
        }
        throw HammerError.notHittable(target: target, reason: reason.description)
    }
}
