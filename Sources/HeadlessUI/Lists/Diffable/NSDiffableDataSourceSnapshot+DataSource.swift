import Foundation

/// What a diffable data source (table or collection) asks of the snapshot it shows.
extension NSDiffableDataSourceSnapshot {
    /// The item at `indexPath`, or nil when there is none.
    func item(at indexPath: IndexPath) -> Item? {
        guard indexPath.count == 2, itemsBySection.indices.contains(indexPath.section) else { return nil }
        let items = itemsBySection[indexPath.section]
        return items.indices.contains(indexPath[1]) ? items[indexPath[1]] : nil
    }

    /// The section at `index`, or nil.
    func section(at index: Int) -> Section? {
        sections.indices.contains(index) ? sections[index] : nil
    }

    /// The number of items in the section at `index` (0 when there is no such section).
    func itemCount(inSection index: Int) -> Int {
        itemsBySection.indices.contains(index) ? itemsBySection[index].count : 0
    }

    /// What changes when a list showing this snapshot shows `newer`, with `newer`'s reload and
    /// reconfigure marks.
    func difference(to newer: Self) -> ListDifference<Section, Item> {
        ListDifference(
            from: (sections, itemsBySection),
            to: (newer.sections, newer.itemsBySection),
            reloadedSections: newer.reloadedSections,
            reloadedItems: newer.reloadedItems,
            reconfiguredItems: newer.reconfiguredItems
        )
    }

    /// This snapshot as a data source keeps it once applied: without reload and reconfigure marks.
    var withoutMarks: Self {
        var shown = self
        shown.clearMarks()
        return shown
    }
}

/// Runs a diffable apply's completion in the next turn of the application's run loop (an apply with
/// nothing to animate), as UIKit calls it after the update rather than inside `apply`.
@MainActor
enum DiffableApplyCompletion {
    static func schedule(_ completion: (() -> Void)?, in view: UIView?, api: String) {
        guard let completion else { return }
        let application = view?.window?.application ?? UIApplication.running(reading: api)
        application.scheduler.schedule(after: 0, label: "diffable apply completion") { completion() }
    }
}

extension DiffableApplyCompletion {
    /// The awaited form of an apply: starts it with a completion and returns when the update is done.
    /// An update without animation is done when `start` returns, so the caller resumes without
    /// waiting for a run-loop turn (a test awaiting it drives no run loop meanwhile, and would wait
    /// forever); an animated one returns when its completion runs, after the animation.
    static func awaitApply(animated: Bool, _ start: (@escaping @MainActor () -> Void) -> Void) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let once = ResumeOnce(continuation)
            start { once.resume() }
            if !animated { once.resume() }
        }
    }
}

/// Resumes a continuation the first time it is asked to.
@MainActor
private final class ResumeOnce {
    private var continuation: CheckedContinuation<Void, Never>?

    init(_ continuation: CheckedContinuation<Void, Never>) {
        self.continuation = continuation
    }

    func resume() {
        continuation?.resume()
        continuation = nil
    }
}
