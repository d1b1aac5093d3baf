import Foundation

/// One slot of a key row: a key, or an empty gap when `kind` is nil.
struct KeyboardKeySpec: Equatable {
    /// What the key does; nil for a gap.
    var kind: SoftwareKeyboardKeyKind?
    /// Width in letter-key units (before flexible keys absorb the row's spare width).
    var units: CGFloat
    /// Whether the key grows to fill the row (space, shift, delete on some rows).
    var isFlexible: Bool

    static func character(_ text: String, units: CGFloat = 1, flexible: Bool = false) -> KeyboardKeySpec {
        KeyboardKeySpec(kind: .character(text), units: units, isFlexible: flexible)
    }

    static func key(_ kind: SoftwareKeyboardKeyKind, units: CGFloat = 1, flexible: Bool = false) -> KeyboardKeySpec {
        KeyboardKeySpec(kind: kind, units: units, isFlexible: flexible)
    }

    static func gap(_ units: CGFloat) -> KeyboardKeySpec {
        KeyboardKeySpec(kind: nil, units: units, isFlexible: false)
    }
}

/// The rows of keys of one plane, top to bottom: a pure description, independent of views.
///
/// iPhone planes follow iOS's English (US) keyboard: QWERTY rows, shift and delete beside "zxcvbnm",
/// and "123", space and return at the bottom (plus "@"/"." for email, "."/"/"/".com" for URLs); the
/// globe and dictation keys below the rows are not modelled. iPad planes follow the classic iPad
/// keyboard: delete and return at the ends of the first two rows, two shifts, and "Hide keyboard".
struct KeyboardLayout: Equatable {
    /// The plane described.
    var plane: SoftwareKeyboardPlane
    /// Key rows, top to bottom.
    var rows: [[KeyboardKeySpec]]

    /// The layout of `plane` for a device idiom and keyboard type.
    static func make(
        plane: SoftwareKeyboardPlane, idiom: UIUserInterfaceIdiom, keyboardType: UIKeyboardType,
        decimalSeparator: String
    ) -> KeyboardLayout {
        let rows: [[KeyboardKeySpec]]
        switch plane {
        case .numberPad: rows = digitPad(bottomLeft: nil)
        case .decimalPad: rows = digitPad(bottomLeft: decimalSeparator)
        case .phonePad: rows = digitPad(bottomLeft: "+")
        case .letters, .numbers, .symbols:
            rows = idiom == .pad
                ? padRows(plane, keyboardType: keyboardType)
                : phoneRows(plane, keyboardType: keyboardType)
        }
        return KeyboardLayout(plane: plane, rows: rows)
    }

    private static func characters(_ text: String, units: CGFloat = 1) -> [KeyboardKeySpec] {
        text.map { .character(String($0), units: units) }
    }

    // MARK: iPhone

    private static func phoneRows(_ plane: SoftwareKeyboardPlane, keyboardType: UIKeyboardType) -> [[KeyboardKeySpec]] {
        switch plane {
        case .numbers:
            return [
                characters("1234567890"),
                characters("-/:;()$&@\""),
                [.key(.modeChange(.symbols), units: 1.3, flexible: true)] + characters(".,?!'", units: 1.4)
                    + [.key(.delete, units: 1.3, flexible: true)],
                phoneBottomRow(modeKey: .modeChange(.letters), keyboardType: keyboardType),
            ]
        case .symbols:
            return [
                characters("[]{}#%^*+="),
                characters("_\\|~<>€£¥•"),
                [.key(.modeChange(.numbers), units: 1.3, flexible: true)] + characters(".,?!'", units: 1.4)
                    + [.key(.delete, units: 1.3, flexible: true)],
                phoneBottomRow(modeKey: .modeChange(.letters), keyboardType: keyboardType),
            ]
        default:
            return [
                characters("qwertyuiop"),
                characters("asdfghjkl"),
                [.key(.shift, units: 1.3, flexible: true)] + characters("zxcvbnm") + [.key(.delete, units: 1.3, flexible: true)],
                phoneBottomRow(modeKey: .modeChange(.numbers), keyboardType: keyboardType),
            ]
        }
    }

    private static func phoneBottomRow(modeKey: SoftwareKeyboardKeyKind, keyboardType: UIKeyboardType) -> [KeyboardKeySpec] {
        let mode = KeyboardKeySpec.key(modeKey, units: 2.5)
        let returnKey = KeyboardKeySpec.key(.returnKey, units: 2.5)
        let space = KeyboardKeySpec.key(.space, units: 4, flexible: true)
        switch keyboardType {
        case .emailAddress: return [mode, space, .character("@"), .character("."), returnKey]
        case .URL: return [mode, .character("."), .character("/"), .character(".com", units: 2, flexible: true), returnKey]
        case .twitter: return [mode, space, .character("@"), .character("#"), returnKey]
        case .webSearch: return [mode, space, .character("."), returnKey]
        default: return [mode, space, returnKey]
        }
    }

    private static func digitPad(bottomLeft: String?) -> [[KeyboardKeySpec]] {
        let first: KeyboardKeySpec = bottomLeft.map { .character($0) } ?? .gap(1)
        return [
            characters("123"), characters("456"), characters("789"),
            [first, .character("0"), .key(.delete)],
        ]
    }

    // MARK: iPad

    private static func padRows(_ plane: SoftwareKeyboardPlane, keyboardType: UIKeyboardType) -> [[KeyboardKeySpec]] {
        let delete = KeyboardKeySpec.key(.delete, units: 1.5)
        let returnKey = KeyboardKeySpec.key(.returnKey, units: 1.8, flexible: true)
        switch plane {
        case .numbers:
            return [
                characters("1234567890") + [delete],
                [.gap(0.5)] + characters("-/:;()$&@") + [returnKey],
                [.key(.modeChange(.symbols), flexible: true)] + characters(".,?!'\"") + [.key(.modeChange(.symbols), flexible: true)],
                padBottomRow(modeKey: .modeChange(.letters), keyboardType: keyboardType),
            ]
        case .symbols:
            return [
                characters("[]{}#%^*+=") + [delete],
                [.gap(0.5)] + characters("_\\|~<>€£¥") + [returnKey],
                [.key(.modeChange(.numbers), flexible: true)] + characters(".,?!'\"") + [.key(.modeChange(.numbers), flexible: true)],
                padBottomRow(modeKey: .modeChange(.letters), keyboardType: keyboardType),
            ]
        default:
            return [
                characters("qwertyuiop") + [delete],
                [.gap(0.5)] + characters("asdfghjkl") + [returnKey],
                [.key(.shift, flexible: true)] + characters("zxcvbnm,.") + [.key(.shift, flexible: true)],
                padBottomRow(modeKey: .modeChange(.numbers), keyboardType: keyboardType),
            ]
        }
    }

    private static func padBottomRow(modeKey: SoftwareKeyboardKeyKind, keyboardType: UIKeyboardType) -> [KeyboardKeySpec] {
        let mode = KeyboardKeySpec.key(modeKey, units: 1.5)
        let space = KeyboardKeySpec.key(.space, units: 5, flexible: true)
        let dismiss = KeyboardKeySpec.key(.dismiss, units: 1.5)
        switch keyboardType {
        case .emailAddress: return [mode, space, .character("@"), .character("."), mode, dismiss]
        case .URL: return [mode, .character("/"), .character(".com", units: 2, flexible: true), mode, dismiss]
        case .twitter: return [mode, space, .character("@"), .character("#"), mode, dismiss]
        default: return [mode, space, mode, dismiss]
        }
    }
}
