import Hammer

/// Which part of its element an action may touch when the keyboard covers the element's hit point
/// but not all of it. A user's finger goes down on the part they can see, and the keyboard stays up,
/// so whatever then puts it away (a list's `keyboardDismissMode`) is the app's doing.
enum KassTouchArea {
    /// Only the hit point: the keyboard is put away first (a tap, a slider's drag: elsewhere would
    /// miss the control or its thumb).
    case hitPoint
    /// Any part of the element (a swipe: a list or a cell takes it anywhere).
    case anywhere
    /// Any part of a scroll view; the hit point of anything else (a drag moves a list's content from
    /// anywhere, but a slider only from its thumb).
    case anywhereInScrollView

    /// Whether the action may touch `node` away from its hit point.
    @MainActor
    func allowsAnyPoint(of node: AccessibilitySnapshot.Node) -> Bool {
        switch self {
        case .hitPoint: false
        case .anywhere: true
        case .anywhereInScrollView: node.object is UIScrollView
        }
    }
}
