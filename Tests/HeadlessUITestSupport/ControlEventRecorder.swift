import HeadlessUI

/// Records the events a control sends, by name (`"touchDown"`, `"valueChanged"`...), in order,
/// by registering one `UIAction` per event.
@MainActor
public final class ControlEventRecorder {
    /// Every single event a control can send.
    public static let allSingleEvents: [UIControl.Event] = [
        .touchDown, .touchDownRepeat, .touchDragInside, .touchDragOutside, .touchDragEnter, .touchDragExit,
        .touchUpInside, .touchUpOutside, .touchCancel, .valueChanged, .primaryActionTriggered,
        .menuActionTriggered, .editingDidBegin, .editingChanged, .editingDidEnd, .editingDidEndOnExit,
    ]

    /// The events received, in order.
    public private(set) var events: [String] = []

    /// Starts recording `control`'s events (all of them unless `only` is given).
    public init(_ control: UIControl, only: [UIControl.Event]? = nil) {
        for event in only ?? Self.allSingleEvents {
            let name = event.description
            control.addAction(UIAction(title: name) { [weak self] _ in self?.events.append(name) }, for: event)
        }
    }

    /// Forgets what was recorded so far.
    public func clear() { events.removeAll() }
}
