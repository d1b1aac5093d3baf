import Foundation

/// The animation a modal presentation asks for, as UIKit's `UIModalTransitionStyle`.
///
/// HeadlessUI accepts every style and presents with one ease-in-out slide of the same duration (see
/// the differences table in Guide/HeadlessUI.md): what a test can observe (the presented controller,
/// the callbacks and their order, when the transition ends) does not depend on the style.
public enum UIModalTransitionStyle: Int, Sendable, CustomStringConvertible {
    /// The presented view slides up from the bottom (the default).
    case coverVertical = 0
    /// A horizontal 3D flip from right to left.
    case flipHorizontal = 1
    /// The presenter's view fades out while the presented one fades in.
    case crossDissolve = 2
    /// One corner of the presenter's view curls up (full-screen presentations only).
    case partialCurl = 3

    /// The style's name.
    public var description: String {
        switch self {
        case .coverVertical: "coverVertical"
        case .flipHorizontal: "flipHorizontal"
        case .crossDissolve: "crossDissolve"
        case .partialCurl: "partialCurl"
        }
    }
}
