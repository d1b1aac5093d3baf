import Foundation
import Hammer

/// Finds whether the on-screen keyboard covers a point and how to put it away safely: a Done
/// button in the keyboard's accessory view, or the keyboard's own dismiss key (iPad) — never
/// Return, which can submit a form. For actions that may touch any part of their element (a swipe),
/// finds the part the keyboard leaves uncovered instead, where a user's finger would go.
@MainActor
struct KassKeyboardAvoidance {
    /// A safe way to put the keyboard away.
    enum Dismissal {
        /// Tap this Done button of the keyboard's accessory view.
        case accessoryDone(UIView)
        /// Tap the keyboard's dismiss key.
        case dismissKey(UIView)
    }

    /// The keyboard's frame on screen while it is shown (accessory included), `nil` when hidden.
    static func coveredArea(in application: UIApplication) -> CGRect? {
        let keyboard = application.softwareKeyboard
        guard keyboard.isVisible else { return nil }
        return keyboard.frame
    }

    /// How to dismiss the keyboard safely, or `nil` when the only way would be Return.
    static func safeDismissal(in application: UIApplication) -> Dismissal? {
        let keyboard = application.softwareKeyboard
        if let accessory = keyboard.accessoryView, let done = doneButton(in: accessory) { return .accessoryDone(done) }
        if let key = keyboard.key(of: .dismiss) { return .dismissKey(key) }
        return nil
    }

    /// Where a touch reaches `node` outside `covered` (the keyboard's frame): the centre of the
    /// largest part of the element a touch reaches (Hammer's rule for partly covered targets,
    /// ``UIView/hammerTouchLocation(in:)``), or `nil` when the element is not a view or no part of it
    /// outside the keyboard can be touched.
    static func uncoveredTouchPoint(of node: AccessibilitySnapshot.Node, outside covered: CGRect, generator: EventGenerator) -> CGPoint? {
        guard let view = node.object as? UIView,
              let point = try? view.hammerTouchLocation(in: generator).point,
              !covered.contains(point) else { return nil }
        return point
    }

    /// A visible, enabled button in `view`'s subtree labelled or identified as Done.
    static func doneButton(in view: UIView) -> UIView? {
        if !view.isHidden, view.alpha >= 0.01, isDone(view) { return view }
        for subview in view.subviews {
            if let found = doneButton(in: subview) { return found }
        }
        return nil
    }

    private static func isDone(_ view: UIView) -> Bool {
        guard let control = view as? UIControl, control.isEnabled else { return false }
        let names = [view.accessibilityLabel, view.accessibilityIdentifier, (view as? UIButton)?.currentTitle]
        return names.contains { name in
            guard let name = name?.lowercased() else { return false }
            return name == "done" || name.hasSuffix(".done") || name.hasSuffix("done")
        }
    }
}
