import Foundation
import Hammer

/// Describes an element's state for failure messages, from one snapshot node:
/// `button "Save" #form.save at (16, 700, 343, 44), visible, enabled, not hittable (...)`.
@MainActor
enum KassElementState {
    /// The whole state line.
    static func describe(_ node: AccessibilitySnapshot.Node) -> String {
        var parts = [headline(node)]
        let frame = node.frame
        parts.append("at (\(number(frame.minX)), \(number(frame.minY)), \(number(frame.width)), \(number(frame.height)))")
        if let value = node.value { parts.append("value '\(value)'") }
        if let reason = node.notVisibleReason { parts.append("not visible (\(reason))") } else { parts.append("visible") }
        parts.append(node.isEnabled ? "enabled" : "disabled")
        if node.isSelected { parts.append("selected") }
        if node.isFocused { parts.append("focused") }
        if node.isVisible {
            if let reason = node.notHittableReason { parts.append("not hittable (\(reason))") } else { parts.append("hittable") }
        }
        return parts.joined(separator: ", ")
    }

    /// `button "Save" #form.save`.
    static func headline(_ node: AccessibilitySnapshot.Node) -> String {
        var parts = [noun(of: node)]
        if let label = node.label, !label.isEmpty { parts.append("\"\(label)\"") }
        if let identifier = node.identifier, !identifier.isEmpty { parts.append("#\(identifier)") }
        return parts.joined(separator: " ")
    }

    /// The element's kind in words (`button`, `static text`, `UIView`).
    static func noun(of node: AccessibilitySnapshot.Node) -> String {
        node.kind == .other ? node.className : node.kind.rawValue
    }

    /// A coordinate without a needless fraction: `16`, `16.5`.
    nonisolated static func number(_ value: CGFloat) -> String {
        let rounded = (Double(value) * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
