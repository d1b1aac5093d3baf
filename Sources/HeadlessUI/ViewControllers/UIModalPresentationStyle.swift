import Foundation

/// How a presented view controller is shown, as UIKit's `UIModalPresentationStyle`.
public enum UIModalPresentationStyle: Int, Sendable, CustomStringConvertible {
    /// Covers the screen; the presenter's view is removed after the transition and gets
    /// `viewWillDisappear`/`viewDidDisappear`.
    case fullScreen = 0
    /// A card (sheet) over a dimmed presenter, which stays on screen and gets no disappearance callbacks.
    case pageSheet = 1
    /// On iPad a smaller centred card; on iPhone the same as ``pageSheet``.
    case formSheet = 2
    /// Covers the view of the nearest ancestor that ``UIViewController/definesPresentationContext``
    /// and removes it after the transition.
    case currentContext = 3
    /// A presentation whose animation the presented controller chooses (alerts use it). Without one,
    /// it behaves like ``overFullScreen``.
    case custom = 4
    /// Covers the screen; the presenter's view stays (no disappearance callbacks).
    case overFullScreen = 5
    /// Covers the presentation context's view; the presenter's view stays.
    case overCurrentContext = 6
    /// A popover; HeadlessUI adapts it as UIKit does in compact width: a sheet.
    case popover = 7
    /// Not a valid style to present with (reported as misuse; shown full screen).
    case none = -1
    /// The system's choice: ``pageSheet``.
    case automatic = -2

    /// The style's name.
    public var description: String {
        switch self {
        case .fullScreen: "fullScreen"
        case .pageSheet: "pageSheet"
        case .formSheet: "formSheet"
        case .currentContext: "currentContext"
        case .custom: "custom"
        case .overFullScreen: "overFullScreen"
        case .overCurrentContext: "overCurrentContext"
        case .popover: "popover"
        case .none: "none"
        case .automatic: "automatic"
        }
    }

    /// The style actually used: `.automatic` and `.popover` become `.pageSheet`, `.none` becomes `.fullScreen`.
    var resolved: UIModalPresentationStyle {
        switch self {
        case .automatic, .popover: .pageSheet
        case .none: .fullScreen
        default: self
        }
    }

    /// Whether the presenter's view is removed when the transition ends (and it gets disappearance callbacks).
    var removesPresenterView: Bool {
        self == .fullScreen || self == .currentContext
    }

    /// Whether the presentation is a card over a dimmed presenter.
    var isSheet: Bool { self == .pageSheet || self == .formSheet }

    /// Whether the presentation covers a context controller's view rather than the window.
    var usesCurrentContext: Bool { self == .currentContext || self == .overCurrentContext }
}
