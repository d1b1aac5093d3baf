import Foundation
import Hammer

extension LiveProperty {
    /// The error for a value that does not fit the property.
    func badValue(_ text: String) -> AgentCommandError {
        .badArgument(key: "to", command: "set-property", reason: "must be \(valueForm) for \(rawValue), not '\(text)'")
    }

    /// The error for a view that does not have the property.
    @MainActor func notApplicable(_ view: UIView) -> AgentCommandError {
        .invalid(
            message: "set-property: \(String(describing: type(of: view))) has no \(rawValue)",
            hint: ["text, textColor and fontSize apply to labels, text fields, text views and buttons; isEnabled to controls"]
        )
    }

    func number(_ text: String, in range: ClosedRange<Double>) throws(AgentCommandError) -> Double {
        guard let value = Double(text.trimmingCharacters(in: .whitespaces)), value.isFinite, range.contains(value) else {
            throw badValue(text)
        }
        return value
    }

    func bool(_ text: String) throws(AgentCommandError) -> Bool {
        switch text.lowercased() {
        case "true", "yes", "1": return true
        case "false", "no", "0": return false
        default: throw badValue(text)
        }
    }

    @MainActor func color(_ text: String) throws(AgentCommandError) -> UIColor? {
        if ["none", "nil", "null"].contains(text.lowercased()) { return nil }
        guard let color = AgentColor.parse(text) else { throw badValue(text) }
        return color
    }

    func margins(_ text: String) throws(AgentCommandError) -> UIEdgeInsets {
        let parts = text.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.allSatisfy({ $0?.isFinite == true }) else { throw badValue(text) }
        let values = parts.compactMap { $0.map { CGFloat($0) } }
        switch values.count {
        case 1: return UIEdgeInsets(top: values[0], left: values[0], bottom: values[0], right: values[0])
        case 4: return UIEdgeInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
        default: throw badValue(text)
        }
    }

    static func format(_ value: CGFloat) -> String {
        AgentContext.number(Double(value))
    }

    @MainActor static func format(_ color: UIColor?) -> String {
        color.map(AgentColor.hex) ?? "none"
    }

    static func format(_ insets: UIEdgeInsets) -> String {
        [insets.top, insets.left, insets.bottom, insets.right].map(format).joined(separator: ",")
    }

    static func quoted(_ text: String?) -> String {
        text.map { "\"\($0)\"" } ?? "none"
    }
}
