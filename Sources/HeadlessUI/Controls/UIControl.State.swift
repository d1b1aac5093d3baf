import Foundation

extension UIControl {
    /// A control's state, as UIKit's `UIControl.State`, with UIKit's raw values. Several flags can
    /// be set at once (`[.selected, .highlighted]`); ``normal`` is the empty set.
    public struct State: OptionSet, Hashable, Sendable, CustomStringConvertible {
        /// The raw bits (UIKit's values).
        public let rawValue: UInt
        /// Creates a state from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Enabled, not highlighted, not selected.
        public static let normal = State([])
        /// A touch is down on the control (mostly) inside it.
        public static let highlighted = State(rawValue: 1 << 0)
        /// `isEnabled` is false.
        public static let disabled = State(rawValue: 1 << 1)
        /// `isSelected` is true.
        public static let selected = State(rawValue: 1 << 2)
        /// The control has focus.
        public static let focused = State(rawValue: 1 << 3)
        /// Bits reserved for applications.
        public static let application = State(rawValue: 0x00FF_0000)
        /// Bits reserved for the system.
        public static let reserved = State(rawValue: 0xFF00_0000)

        /// The one state UIKit falls back to before `.normal` when a value is not set for a
        /// combined state: highlighted, else focused, else selected, else disabled.
        var primaryState: State {
            if contains(.highlighted) { return .highlighted }
            if contains(.focused) { return .focused }
            if contains(.selected) { return .selected }
            if contains(.disabled) { return .disabled }
            return .normal
        }

        /// The state names (`highlighted, selected`), or `normal`.
        public var description: String {
            let names: [(State, String)] = [
                (.highlighted, "highlighted"), (.disabled, "disabled"), (.selected, "selected"), (.focused, "focused"),
            ]
            let present = names.filter { contains($0.0) }.map(\.1)
            return present.isEmpty ? "normal" : present.joined(separator: ", ")
        }
    }
}
