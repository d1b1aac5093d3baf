import Foundation

/// The look of HeadlessUI's software keyboard (light mode): the board in ``boardColor``; each key
/// as a rounded cap (``keyCornerRadius``) with a darker line ``keyShadowHeight`` below it in place of
/// its shadow; character and space keys white with their title in ``letterFont`` (or
/// ``specialKeyFont`` for "space"); shift, delete, the plane keys, the default return key and the
/// iPad dismiss key on ``specialKeyColor`` caps with their titles ("⇧", "⇪", "⌫", "123", "return")
/// in ``specialKeyFont``/``symbolFont``. Return keys of other types ("go", "search", "done"…) are
/// tinted ``actionReturnKeyColor`` with a white title, as on iOS; shift while on is a white cap.
/// A key under a finger swaps to the other cap colour (iOS shows a pop-up above letter keys instead).
@MainActor
enum KeyboardStyling {
    /// The board behind the keys (iOS light mode: about #D1D3D9).
    static let boardColor = UIColor(rgb: 0xD1D3D9)
    /// Letter and space keys.
    static let characterKeyColor = UIColor.white
    /// Shift, delete, plane-change and return keys (iOS light mode: about #ABB0BA).
    static let specialKeyColor = UIColor(rgb: 0xABB0BA)
    /// The line under each key standing in for its shadow (iOS: about #898A8D).
    static let keyShadowColor = UIColor(rgb: 0x898A8D)
    /// The return key for action return types ("go", "search", "done"…).
    static let actionReturnKeyColor = UIColor.systemBlue
    /// Key cap corner radius (iOS: about 5 pt).
    static let keyCornerRadius: CGFloat = 5
    /// How far the shadow line shows below the cap.
    static let keyShadowHeight: CGFloat = 1
    /// The key titles' colour.
    static let titleColor = UIColor.black
    /// Letter and character titles (iOS: about 22 pt at the iPhone's key size).
    static let letterFont = UIFont.systemFont(ofSize: 22)
    /// Titles of more than one character ("space", "return", "123", "#+=").
    static let specialKeyFont = UIFont.systemFont(ofSize: 16)
    /// Symbol titles ("⇧", "⌫", "⌨︎").
    static let symbolFont = UIFont.systemFont(ofSize: 20)
    /// Return key titles drawn on the neutral special-key colour rather than the action colour.
    static let neutralReturnTitles: Set<String> = [UIReturnKeyType.default.keyTitle, UIReturnKeyType.next.keyTitle]

    static func drawsContent(_ view: UIView) -> Bool {
        view is SoftwareKeyboardKeyView || view is KeyboardHostView
    }

    static func replacesBackground(of view: UIView) -> Bool {
        view is SoftwareKeyboardKeyView || view is KeyboardHostView
    }

    static func draw(_ view: UIView, bounds: CGRect, opacity: CGFloat, in canvas: RasterCanvas) {
        if view is KeyboardHostView {
            canvas.fill(bounds, color: StylingShapes.faded(boardColor, opacity))
        } else if let key = view as? SoftwareKeyboardKeyView {
            drawKey(key, bounds: bounds, opacity: opacity, in: canvas)
        }
    }

    /// What a key looks like.
    private struct KeyLook {
        var cap: UIColor
        var title: UIColor
        var font: UIFont
    }

    private static func look(of key: SoftwareKeyboardKeyView) -> KeyLook {
        let titleFont = key.title.count > 1 ? specialKeyFont : (isSymbolKey(key.kind) ? symbolFont : letterFont)
        var look: KeyLook
        switch key.kind {
        case .character, .space:
            look = KeyLook(cap: characterKeyColor, title: titleColor, font: titleFont)
            if key.isHighlighted { look.cap = specialKeyColor }
        case .shift:
            let on = key.keyboard.map { $0.isShifted || $0.isCapsLocked } ?? false
            look = KeyLook(cap: on ? characterKeyColor : specialKeyColor, title: titleColor, font: titleFont)
        case .returnKey where !neutralReturnTitles.contains(key.title):
            look = KeyLook(cap: actionReturnKeyColor, title: .white, font: titleFont)
            if key.isHighlighted { look = KeyLook(cap: characterKeyColor, title: titleColor, font: titleFont) }
        case .delete, .modeChange, .returnKey, .dismiss:
            look = KeyLook(cap: key.isHighlighted ? characterKeyColor : specialKeyColor, title: titleColor, font: titleFont)
        }
        return look
    }

    private static func isSymbolKey(_ kind: SoftwareKeyboardKeyKind) -> Bool {
        switch kind {
        case .shift, .delete, .dismiss: return true
        case .character, .space, .returnKey, .modeChange: return false
        }
    }

    private static func drawKey(_ key: SoftwareKeyboardKeyView, bounds: CGRect, opacity: CGFloat, in canvas: RasterCanvas) {
        let look = look(of: key)
        let cap = CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: Swift.max(0, bounds.height - keyShadowHeight))
        canvas.fill(
            cap.offsetBy(dx: 0, dy: keyShadowHeight), cornerRadius: keyCornerRadius, color: StylingShapes.faded(keyShadowColor, opacity)
        )
        canvas.fill(cap, cornerRadius: keyCornerRadius, color: StylingShapes.faded(look.cap, opacity))
        StylingShapes.drawCentredTitle(
            key.title, font: look.font, in: cap.insetBy(dx: 2, dy: 0), color: StylingShapes.faded(look.title, opacity), canvas: canvas
        )
    }
}
