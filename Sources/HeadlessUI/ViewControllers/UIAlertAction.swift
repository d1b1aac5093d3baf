import Foundation

/// A button of an alert or action sheet, as UIKit's `UIAlertAction`.
@preconcurrency @MainActor
open class UIAlertAction: NSObject {
    /// How an action looks and where it goes.
    public enum Style: Int, Sendable, CustomStringConvertible {
        /// An ordinary action.
        case `default` = 0
        /// The action that cancels (at most one per alert; last in action sheets).
        case cancel = 1
        /// An action that destroys data (shown in red).
        case destructive = 2

        /// The style's name.
        public var description: String {
            switch self {
            case .default: "default"
            case .cancel: "cancel"
            case .destructive: "destructive"
            }
        }
    }

    /// The button's text.
    public let title: String?
    /// The style.
    public let style: Style
    /// Disabled actions are shown dimmed (`.notEnabled`) and ignore taps.
    open var isEnabled = true { didSet { changeHandler?() } }
    /// An identifier given to the action's button, for tests.
    open var accessibilityIdentifier: String? { didSet { changeHandler?() } }
    let handler: (@MainActor (UIAlertAction) -> Void)?
    var changeHandler: (@MainActor () -> Void)?

    /// Creates an action; `handler` runs after a tap, once the alert has been dismissed.
    public init(title: String?, style: Style, handler: (@MainActor (UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
        super.init()
    }
}
