import Foundation
import Hammer

/// Walks a scrollable list page by page, the way a user flicks through it, so that a virtualized
/// list (a table that creates only the cells on screen) shows every row once: each page is laid
/// out, snapshotted and visited, in list order, and the scroll position is put back afterwards.
/// Pages are moved with `setContentOffset(_:animated: false)` (the delegate's `scrollViewDidScroll`
/// runs, as for a flick) and cost no app time; rows loaded as the list is scrolled (infinite
/// scrolling) are loaded by the walk too, as they would be for a user.
@MainActor
struct KassListWalk {
    /// The list.
    let scrollView: UIScrollView
    /// The most pages one walk visits (a list that grows as it is scrolled ends somewhere).
    nonisolated static let pageLimit = 2_000

    /// How a walk ended.
    struct Outcome {
        /// Pages visited.
        var pages: Int
        /// Whether the walk stopped at ``KassListWalk/pageLimit`` before the end of the list.
        var hitPageLimit: Bool
        /// Whether the visitor stopped the walk (the list stays on that page).
        var stopped: Bool
    }

    /// The scroll view a collection lives in, when it can scroll: its container when that is a
    /// scroll view, else the nearest scroll view holding its first item. `nil` for a collection
    /// that is not in a scrollable list (it is checked as it is).
    static func list(for pattern: KassElement, items: [AccessibilitySnapshot.Node], in snapshot: AccessibilitySnapshot) -> KassListWalk? {
        var candidate: UIScrollView?
        if let parent = pattern.parent, case .found(let container) = parent.resolve(in: snapshot),
           let scrollView = container.object as? UIScrollView {
            candidate = scrollView
        } else if let first = items.first {
            candidate = snapshot.ancestors(of: first).lazy.compactMap { $0.object as? UIScrollView }.first
        }
        guard let scrollView = candidate, scrollView.window != nil, isScrollable(scrollView) else { return nil }
        return KassListWalk(scrollView: scrollView)
    }

    /// Whether the content is taller than the scroll view (there is more than one page).
    static func isScrollable(_ scrollView: UIScrollView) -> Bool {
        let inset = scrollView.adjustedContentInset
        return scrollView.contentSize.height + inset.top + inset.bottom > scrollView.bounds.height + 1
    }

    private var topOffset: CGFloat { -scrollView.adjustedContentInset.top }
    private var bottomOffset: CGFloat {
        let inset = scrollView.adjustedContentInset
        return max(topOffset, scrollView.contentSize.height + inset.bottom - scrollView.bounds.height)
    }
    /// A page: the visible height less a row's worth of overlap, so no row falls between two pages.
    private var pageStep: CGFloat { max(20, scrollView.bounds.height * 0.8) }

    /// Visits every page from the top to the end with a fresh snapshot (its facts fixed), then puts
    /// the scroll position back. `visit` returns false to stop the walk there, leaving the list on
    /// that page (a search that found its row). `current`, the snapshot the caller holds of the
    /// screen before the walk, has its facts fixed first: moving the list reuses its cells.
    func walk(session: KassSession, from current: AccessibilitySnapshot, visit: (AccessibilitySnapshot) -> Bool) -> Outcome {
        current.deriveRemainingFacts()
        let saved = scrollView.contentOffset
        var offset = topOffset
        var pages = 0
        while true {
            move(to: CGPoint(x: saved.x, y: offset), session: session)
            guard let snapshot = session.takeSnapshot() else { break }
            snapshot.deriveRemainingFacts()
            pages += 1
            guard visit(snapshot) else { return Outcome(pages: pages, hitPageLimit: false, stopped: true) }
            // The content may have grown (rows loaded at the end): read the end again each page.
            if offset >= bottomOffset - 0.5 { break }
            if pages >= Self.pageLimit {
                move(to: saved, session: session)
                return Outcome(pages: pages, hitPageLimit: true, stopped: false)
            }
            offset = min(offset + pageStep, bottomOffset)
        }
        move(to: saved, session: session)
        return Outcome(pages: pages, hitPageLimit: false, stopped: false)
    }

    /// Moves the content to `offset` and lays the list out (no app time passes).
    private func move(to offset: CGPoint, session: KassSession) {
        guard scrollView.contentOffset != offset else { return }
        scrollView.setContentOffset(offset, animated: false)
        // Lay the list out now, the rows it creates included, so no layout is left pending.
        scrollView.window?.layoutIfNeeded()
        session.application?.runLoop.runOnce()
    }

    /// Where `node` sits in the list's content (its identity while the list scrolls), rounded to
    /// half points; `nil` when it is not inside the list.
    func contentPosition(of node: AccessibilitySnapshot.Node, in snapshot: AccessibilitySnapshot) -> CGRect? {
        guard snapshot.ancestors(of: node).contains(where: { $0.object === scrollView }), let window = scrollView.window else { return nil }
        let origin = scrollView.convert(scrollView.bounds.origin, to: window)
        let frame = node.frame
        func round(_ value: CGFloat) -> CGFloat { (value * 2).rounded() / 2 }
        return CGRect(
            x: round(frame.minX - origin.x + scrollView.contentOffset.x), y: round(frame.minY - origin.y + scrollView.contentOffset.y),
            width: round(frame.width), height: round(frame.height)
        )
    }

    /// A row's identity from its ``contentPosition(of:in:)``.
    static func key(of position: CGRect) -> String {
        "\(position.minX),\(position.minY),\(position.width),\(position.height)"
    }

    /// `UITableView "transactions.list"`.
    var description: String { scrollView.describedForKass }
}
