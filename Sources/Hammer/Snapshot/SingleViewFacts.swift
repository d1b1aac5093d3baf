import Foundation

/// The facts a snapshot derives for a view's node (visible part, hit point, why it is not visible,
/// why it is not hittable), derived for one view without walking the tree.
///
/// This is the one rule behind both the element checks (identifiers and queries, read from an
/// ``AccessibilitySnapshot``) and the view checks (`isVisible(_:)`, `waitUntilHittable(_:)`, a view
/// used as a location): it runs the snapshot's own ``DerivedFactsDeriver`` on a table of one node,
/// with a fresh ``ViewChainFactsCache`` and ``CoverageProbe`` over the same windows. It costs a walk
/// up the view's ancestors, a search along the hit-test path at its hit point, and one hit test.
///
/// A view the accessibility tree leaves out (a hidden view, a subview of an accessibility element, a
/// plain container) gets the reasons its node would have if it were listed.
@MainActor
struct SingleViewFacts {
    private let deriver: DerivedFactsDeriver
    /// The view's geometry: `accessibilityFrame`, visible part, hit point, and why it is not visible
    /// short of covering.
    let geometry: NodeGeometry
    /// Why the view is not visible (covering included); nil when it is visible.
    let notVisibleReason: AccessibilitySnapshot.NotVisibleReason?

    /// Derives the facts of `view` as a snapshot of `windows` (front first) would.
    init(view: UIView, windows: [UIWindow]) {
        let screen = AccessibilityPlatform.screenMetrics(windows: windows).bounds
        let cache = ViewChainFactsCache(screenBounds: screen)
        deriver = DerivedFactsDeriver(
            probe: CoverageProbe(windows: windows, cache: cache), cache: cache, refs: SnapshotRefTable(),
            references: [SnapshotObjectReference(view)], ownerIndexes: [0]
        )
        let geometry = deriver.geometry(ofNodeAt: 0, traits: view.accessibilityTraits)
        self.geometry = geometry
        notVisibleReason = geometry.notVisibleReason
            ?? deriver.coverReason(ofNodeAt: 0, visibleFrame: geometry.visibleFrame, hitPoint: geometry.hitPoint)
    }

    /// Where a tap on the view lands (see ``AccessibilitySnapshot/Node/hitPoint``).
    var hitPoint: CGPoint { geometry.hitPoint }

    /// Why a touch at ``hitPoint`` does not reach the view; nil when it does (the hit test is made
    /// when asked, so a visibility check does not pay for it).
    func notHittableReason() -> AccessibilitySnapshot.NotHittableReason? {
        deriver.notHittableReason(
            ofNodeAt: 0, hitPoint: geometry.hitPoint, notVisible: notVisibleReason, blockedBy: geometry.interactionBlockedBy
        )
    }
}
