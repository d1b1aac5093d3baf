import Foundation
import Hammer

/// What an action delivers its input to: the facts of its element read from the snapshot in which
/// its preconditions held. Delivery works from these values, so that snapshot is released before
/// the input is sent (a snapshot still in use when the app moves on derives every fact it has not
/// read, which costs what an eager snapshot does).
@MainActor
struct KassTarget {
    /// Where a touch reaches the element.
    let hitPoint: CGPoint
    /// The element's frame on screen.
    let frame: CGRect
    /// The part of the frame that is visible.
    let visibleFrame: CGRect
    /// The view or accessibility element.
    let object: AnyObject?
    /// The element's state as failure messages describe it.
    let state: String
    /// What the element is (`button`, `textField`), for messages.
    let noun: String

    /// The target of `node`, touched at `touchPoint` when the preconditions chose another point than
    /// its hit point (the part of it above the keyboard).
    init(_ node: AccessibilitySnapshot.Node, touchPoint: CGPoint? = nil) {
        hitPoint = touchPoint ?? node.hitPoint
        frame = node.frame
        visibleFrame = node.visibleFrame
        object = node.object
        state = KassElementState.describe(node)
        noun = KassElementState.noun(of: node)
    }
}
