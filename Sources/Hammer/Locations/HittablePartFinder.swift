import Foundation

/// Where a touch reaches a partly covered target: the centre of the largest rectangle of its visible
/// frame in which the views in front let the touch through (the seed's rule: a covered centre is
/// never touched; the visible, hittable part is, or the target is refused).
///
/// The visible frame is cut into cells along the edges of the views that took a probe touch instead
/// of the target. Each round hit-tests the centre of the largest rectangle of cells no such view
/// covers: reaching the target ends the search; another receiver joins the blockers and the grid is
/// cut again. Bounded: at most ``maximumProbes`` hit tests, each on a grid of twice as many edges
/// as blockers.
@MainActor
struct HittablePartFinder {
    /// Hit tests made before giving up (a target behind this many distinct views is refused).
    static let maximumProbes = 12

    /// The view touches for the target go to: a view node's own view, a non-view element's container.
    let owner: UIView
    private let probe: CoverageProbe
    private let cache: ViewChainFactsCache

    /// A finder for `owner` among `windows` (front first, as touches are routed).
    init(owner: UIView, windows: [UIWindow]) {
        self.owner = owner
        cache = ViewChainFactsCache(screenBounds: AccessibilityPlatform.screenMetrics(windows: windows).bounds)
        probe = CoverageProbe(windows: windows, cache: cache)
    }

    /// The centre of the largest part of `visibleFrame` (screen coordinates) where a touch reaches
    /// the owner, or nil when no part does (within ``maximumProbes`` hit tests).
    func hittablePoint(in visibleFrame: CGRect) -> CGPoint? {
        guard !visibleFrame.isNull, visibleFrame.width > 0, visibleFrame.height > 0 else { return nil }
        var blockers: [CGRect] = []
        for _ in 0..<Self.maximumProbes {
            guard let part = Self.largestUnblockedRect(in: visibleFrame, blockers: blockers) else { return nil }
            let centre = CGPoint(x: part.midX, y: part.midY)
            guard let receiver = probe.hitTest(at: centre) else {
                blockers.append(part)
                continue
            }
            if touchReachesOwner(receiver) { return centre }
            let covered = blockedRect(of: receiver).intersection(visibleFrame)
            // A receiver whose rectangle does not hold the probe (a custom hit test) blocks the part probed.
            blockers.append(covered.contains(centre) ? covered : part)
        }
        return nil
    }

    /// Whether a touch that `receiver` takes counts as reaching the owner: the owner or a view inside
    /// it; or, for an owner that does not take touches itself (a label, a disabled control), the
    /// ancestor the touch falls through to. The snapshot's rule (``AccessibilitySnapshot/NotHittableReason``).
    func touchReachesOwner(_ receiver: UIView) -> Bool {
        owner.isReached(byTouchTakenBy: receiver)
    }

    /// The part of the screen in which `view` can take touches: its bounds inside its clipping ancestors.
    private func blockedRect(of view: UIView) -> CGRect {
        AccessibilityPlatform.screenRect(view.bounds, in: view).intersection(cache.facts(for: view).clip.rect)
    }

    /// The largest-area rectangle of `region` made of whole grid cells that no blocker covers (the
    /// grid's lines are the region's and the blockers' edges), or nil when every cell is covered.
    /// Ties keep the topmost, then leftmost.
    nonisolated static func largestUnblockedRect(in region: CGRect, blockers: [CGRect]) -> CGRect? {
        let xs = gridLines(region.minX, region.maxX, blockers.flatMap { [$0.minX, $0.maxX] })
        let ys = gridLines(region.minY, region.maxY, blockers.flatMap { [$0.minY, $0.maxY] })
        let columns = xs.count - 1, rows = ys.count - 1
        // blockedBelow[r][c]: covered cells in rows < r and columns < c (2-D prefix sums).
        var blockedBelow = [[Int]](repeating: [Int](repeating: 0, count: columns + 1), count: rows + 1)
        for row in 0..<rows {
            for column in 0..<columns {
                let centre = CGPoint(x: (xs[column] + xs[column + 1]) / 2, y: (ys[row] + ys[row + 1]) / 2)
                let covered = blockers.contains { $0.contains(centre) } ? 1 : 0
                blockedBelow[row + 1][column + 1] = covered + blockedBelow[row][column + 1]
                    + blockedBelow[row + 1][column] - blockedBelow[row][column]
            }
        }
        var best: CGRect?
        var bestArea: CGFloat = 0
        for top in 0..<rows {
            for bottom in (top + 1)...rows {
                for left in 0..<columns {
                    for right in (left + 1)...columns {
                        let covered = blockedBelow[bottom][right] - blockedBelow[top][right]
                            - blockedBelow[bottom][left] + blockedBelow[top][left]
                        if covered > 0 { break }
                        let rect = CGRect(x: xs[left], y: ys[top], width: xs[right] - xs[left], height: ys[bottom] - ys[top])
                        if rect.width * rect.height > bestArea {
                            best = rect
                            bestArea = rect.width * rect.height
                        }
                    }
                }
            }
        }
        return best
    }

    /// `low`, `high` and the `edges` strictly between them, sorted, without repeats.
    nonisolated private static func gridLines(_ low: CGFloat, _ high: CGFloat, _ edges: [CGFloat]) -> [CGFloat] {
        let inside = edges.filter { $0 > low && $0 < high }
        return Array(Set(inside + [low, high])).sorted()
    }
}
