import Foundation

/// How the user interacted with a link in a text view, as UIKit's `UITextItemInteraction`
/// (UIKit's raw values). A tap is `.invokeDefaultAction`; HeadlessUI has no press-and-hold
/// action sheet or preview.
public enum UITextItemInteraction: Int, Sendable, CaseIterable {
    /// A tap: open the link.
    case invokeDefaultAction = 0
    /// A press and hold that shows the link's actions.
    case presentActions = 1
    /// A preview of the link.
    case preview = 2
}
