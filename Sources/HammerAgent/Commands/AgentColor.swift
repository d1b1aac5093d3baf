import Foundation
import Hammer

/// Colours as the agent writes and reads them: `#RRGGBB` (or `#RRGGBBAA` when not opaque), and the
/// UIKit names `set-property` accepts (`red`, `systemBlue`, `clear`…).
@MainActor
enum AgentColor {
    /// The named colours accepted, as UIKit names them.
    static let named: [(String, UIColor)] = [
        ("black", .black), ("white", .white), ("clear", .clear), ("red", .red), ("green", .green), ("blue", .blue),
        ("gray", .gray), ("lightGray", .lightGray), ("darkGray", .darkGray), ("yellow", .yellow), ("orange", .orange),
        ("systemBlue", .systemBlue), ("systemRed", .systemRed), ("systemGreen", .systemGreen),
        ("systemOrange", .systemOrange), ("systemGray", .systemGray), ("systemBackground", .systemBackground),
        ("label", .label), ("secondaryLabel", .secondaryLabel),
    ]

    /// `#RRGGBB`, or `#RRGGBBAA` when alpha is below 1.
    static func hex(_ color: UIColor) -> String {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        func byte(_ value: CGFloat) -> String {
            String(format: "%02X", Int((min(max(value, 0), 1) * 255).rounded()))
        }
        return "#" + byte(red) + byte(green) + byte(blue) + (alpha < 1 ? byte(alpha) : "")
    }

    /// The colour named `text` (a name above, `#RGB`, `#RRGGBB` or `#RRGGBBAA`), or nil.
    static func parse(_ text: String) -> UIColor? {
        if let entry = named.first(where: { $0.0.lowercased() == text.lowercased() }) { return entry.1 }
        guard text.hasPrefix("#") else { return nil }
        var digits = String(text.dropFirst())
        if digits.count == 3 { digits = digits.map { "\($0)\($0)" }.joined() }
        guard digits.count == 6 || digits.count == 8, let value = UInt64(digits, radix: 16) else { return nil }
        let hasAlpha = digits.count == 8
        let shift = hasAlpha ? 8 : 0
        func component(_ offset: Int) -> CGFloat { CGFloat((value >> UInt64(offset + shift)) & 0xFF) / 255 }
        let alpha: CGFloat = hasAlpha ? CGFloat(value & 0xFF) / 255 : 1
        return UIColor(red: component(16), green: component(8), blue: component(0), alpha: alpha)
    }
}
