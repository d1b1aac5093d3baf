import Foundation

/// What a compositional layout section's content insets are measured from, as UIKit's
/// `UIContentInsetsReference`.
public enum UIContentInsetsReference: Int, Sendable {
    /// The layout's choice: the safe area for compositional layouts.
    case automatic
    /// The collection view's edges.
    case none
    /// The safe area.
    case safeArea
    /// The layout margins (HeadlessUI measures from the safe area and reports a runtime issue).
    case layoutMargins
    /// The readable content guide (HeadlessUI measures from the safe area and reports a runtime issue).
    case readableContent
}
