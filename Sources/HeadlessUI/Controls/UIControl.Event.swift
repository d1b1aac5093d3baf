import Foundation

extension UIControl {
    /// The events a control sends to its actions, as UIKit's `UIControl.Event`, with UIKit's raw values.
    ///
    /// ```swift
    /// button.addAction(UIAction { _ in save() }, for: .touchUpInside)
    /// ```
    public struct Event: OptionSet, Hashable, Sendable, CustomStringConvertible {
        /// The raw bits (UIKit's values).
        public let rawValue: UInt
        /// Creates an event set from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// A touch went down in the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A second (or later) touch went down in quick succession (`UITouch.tapCount` ≥ 2).
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A tracked finger moved while (mostly) inside the control.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// A tracked finger moved while outside the control's tracking area.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// A tracked finger came back into the control's tracking area.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// A tracked finger left the control's tracking area.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// A tracked finger lifted (mostly) inside the control: the usual "tap" event.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A tracked finger lifted outside the control's tracking area.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The system cancelled the tracked touch.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed through the user (switch, slider, stepper, segmented control).
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action fired (a button's touch-up-inside, a switch's value change).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// The control's menu action fired.
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// Editing began in a text control.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// The text in a text control changed.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Editing ended in a text control.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Editing ended in a text control because the user pressed Return.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event (`0x0FFF`).
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every editing event (`0xF_0000`).
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Bits reserved for applications.
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        /// Bits reserved for the system.
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)

        private static let names: [(Event, String)] = [
            (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"),
            (.touchDragInside, "touchDragInside"), (.touchDragOutside, "touchDragOutside"),
            (.touchDragEnter, "touchDragEnter"), (.touchDragExit, "touchDragExit"),
            (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"),
            (.touchCancel, "touchCancel"), (.valueChanged, "valueChanged"),
            (.primaryActionTriggered, "primaryActionTriggered"), (.menuActionTriggered, "menuActionTriggered"),
            (.editingDidBegin, "editingDidBegin"), (.editingChanged, "editingChanged"),
            (.editingDidEnd, "editingDidEnd"), (.editingDidEndOnExit, "editingDidEndOnExit"),
        ]

        /// The event names, comma-separated (`touchDown, touchDownRepeat`), or `none`.
        public var description: String {
            let present = Self.names.filter { contains($0.0) }.map(\.1)
            return present.isEmpty ? "none" : present.joined(separator: ", ")
        }
    }
}
