import Foundation

extension UIControl {
    /// Registers `action` to run for `controlEvents`. Adding an action whose identifier is already
    /// registered merges the events and moves it to the end of the run order, as UIKit does.
    /// An empty event set is reported and ignored.
    public func addAction(_ action: UIAction, for controlEvents: Event) {
        guard !controlEvents.isEmpty else {
            UIApplication.reportRuntimeIssue(.invalidConfiguration(
                object: debugName, property: "addAction(_:for:)",
                reason: "the event set is empty, so action '\(action.identifier.rawValue)' could never run; pass at least one "
                    + "UIControl.Event such as .touchUpInside or .valueChanged."
            ))
            return
        }
        var merged = controlEvents
        actionEntries.removeAll { entry in
            guard entry.action.identifier == action.identifier else { return false }
            merged.formUnion(entry.events)
            return true
        }
        actionEntries.append(ActionEntry(action: action, events: merged))
    }

    /// Stops running `action` for `controlEvents`; the action is dropped once no events remain.
    public func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeActions(for: controlEvents) { $0.identifier == action.identifier }
    }

    /// Stops running the action with `identifier` for `controlEvents`.
    public func removeAction(identifiedBy identifier: UIAction.Identifier, for controlEvents: Event) {
        removeActions(for: controlEvents) { $0.identifier == identifier }
    }

    private func removeActions(for controlEvents: Event, matching: (UIAction) -> Bool) {
        for index in actionEntries.indices.reversed() where matching(actionEntries[index].action) {
            actionEntries[index].events.subtract(controlEvents)
            if actionEntries[index].events.isEmpty { actionEntries.remove(at: index) }
        }
    }

    /// Every event that has at least one action.
    public var allControlEvents: Event {
        actionEntries.reduce(into: Event()) { $0.formUnion($1.events) }
    }

    /// Calls `iterator` for each registered action with its events, in run order; set `stop` to end early.
    /// (UIKit's version also reports target/selector pairs, which HeadlessUI does not have.)
    public func enumerateEventHandlers(_ iterator: (_ action: UIAction, _ events: Event, _ stop: inout Bool) -> Void) {
        var stop = false
        for entry in actionEntries {
            iterator(entry.action, entry.events, &stop)
            if stop { return }
        }
    }

    /// The actions registered for any of `controlEvents`, in run order.
    public func actions(for controlEvents: Event) -> [UIAction] {
        actionEntries.filter { !$0.events.isDisjoint(with: controlEvents) }.map(\.action)
    }

    /// Unavailable: HeadlessUI has no Objective-C selectors.
    @available(*, unavailable, message: "HeadlessUI has no Objective-C selectors; use addAction(_:for:) with a UIAction")
    public func addTarget(_ target: Any?, action: Any, for controlEvents: Event) {}

    /// Unavailable: HeadlessUI has no Objective-C selectors.
    @available(
        *, unavailable, message: "HeadlessUI has no Objective-C selectors; use removeAction(_:for:) or removeAction(identifiedBy:for:)"
    )
    public func removeTarget(_ target: Any?, action: Any?, for controlEvents: Event) {}

    /// Unavailable: HeadlessUI has no Objective-C selectors.
    @available(*, unavailable, message: "HeadlessUI has no Objective-C selectors; use actions(for:) or enumerateEventHandlers(_:)")
    public func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? { nil }

    /// Unavailable: HeadlessUI has no Objective-C selectors.
    @available(*, unavailable, message: "HeadlessUI has no Objective-C selectors; use enumerateEventHandlers(_:)")
    public var allTargets: Set<AnyHashable> { [] }
}
