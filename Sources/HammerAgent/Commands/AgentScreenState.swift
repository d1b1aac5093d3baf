import Foundation
import Hammer

/// What the user is looking at, in a few facts: the top view controller, the identifiers on screen,
/// the alert and the focused element. Taken before and after a mutating command to say, in the
/// delta, whether the screen changed.
@MainActor
struct AgentScreenState: Equatable {
    /// The class of the view controller on top (presented, then navigation top, then tab selection).
    var topViewController: String?
    /// The accessibility identifiers of the visible elements.
    var identifiers: Set<String>
    /// The alert shown (`"Top up" (50,00 €, 100,00 €, Cancel)`), if any.
    var alert: String?
    /// The focused element (`textField #transfer.amount [ref=e14]`), if any.
    var focused: String?

    /// The state of the screen `snapshot` shows.
    static func capture(_ snapshot: AccessibilitySnapshot) -> AgentScreenState {
        let windows = snapshot.windows.compactMap { $0.object as? UIWindow }
        let keyWindow = windows.first { $0.isKeyWindow } ?? windows.first
        let identifiers = Set(snapshot.nodes.lazy.filter(\.isVisible).compactMap(\.identifier).filter { !$0.isEmpty })
        return AgentScreenState(
            topViewController: keyWindow?.rootViewController.map { String(describing: type(of: topViewController(from: $0))) },
            identifiers: identifiers,
            alert: windows.lazy.compactMap { alert(in: $0) }.first,
            focused: snapshot.focused?.description
        )
    }

    /// The controller on top of `root`: presented controllers (except alerts) first, then navigation
    /// and tab children.
    static func topViewController(from root: UIViewController) -> UIViewController {
        var current = root
        while true {
            // An alert is reported as the alert, over the controller that presented it.
            if let presented = current.presentedViewController, !(presented is UIAlertController) {
                current = presented
            } else if let navigation = current as? UINavigationController, let top = navigation.topViewController {
                current = top
            } else if let tabs = current as? UITabBarController, let selected = tabs.selectedViewController {
                current = selected
            } else {
                return current
            }
        }
    }

    /// The alert controller presented in `window`, described as `"title" — message (actions)`.
    static func alert(in window: UIWindow) -> String? {
        var current = window.rootViewController
        while let controller = current {
            if let alert = controller as? UIAlertController {
                var text = "\"\(alert.title ?? "")\""
                if let message = alert.message, !message.isEmpty { text += " — \(message)" }
                let actions = alert.actions.compactMap(\.title)
                if !actions.isEmpty { text += " (\(actions.joined(separator: ", ")))" }
                return text
            }
            current = controller.presentedViewController
        }
        return nil
    }

    /// One line saying how `after` differs from `self`: `screen changed: TransferViewController (was
    /// HomeViewController); new: transfer.amount, transfer.note; alert: none`, or `screen unchanged`.
    func change(to after: AgentScreenState) -> String {
        var parts: [String] = []
        if after.topViewController != topViewController {
            parts.append("screen changed: \(after.topViewController ?? "none") (was \(topViewController ?? "none"))")
        }
        let added = after.identifiers.subtracting(identifiers).sorted()
        let removed = identifiers.subtracting(after.identifiers).sorted()
        if !added.isEmpty { parts.append("new: \(Self.list(added))") }
        if !removed.isEmpty {
            // After a screen change or an alert the old screen's identifiers are noise: count them only.
            let screenChanged = after.topViewController != topViewController || after.alert != alert
            parts.append(screenChanged ? "\(removed.count) identifier\(removed.count == 1 ? "" : "s") gone" : "gone: \(Self.list(removed))")
        }
        if after.alert != alert {
            parts.append(after.alert.map { "alert: \($0)" } ?? "alert dismissed")
        } else if let shown = after.alert {
            parts.append("alert still shown: \(shown)")
        }
        if after.focused != focused, let focused = after.focused { parts.append("focused: \(focused)") }
        return parts.isEmpty ? "screen unchanged" : parts.joined(separator: "; ")
    }

    private static func list(_ identifiers: [String]) -> String {
        let shown = identifiers.prefix(8).joined(separator: ", ")
        return identifiers.count > 8 ? "\(shown) (+\(identifiers.count - 8) more)" : shown
    }
}
