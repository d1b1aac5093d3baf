import Foundation

/// An effect a ``UIVisualEffectView`` applies, as UIKit's `UIVisualEffect`.
@preconcurrency @MainActor
open class UIVisualEffect: NSObject {
    /// The colour HeadlessUI fills the effect view with, for the current traits (see
    /// ``UIVisualEffectView``): nil draws nothing.
    var tint: UIColor? { nil }
}

/// A blur behind the effect view, as UIKit's `UIBlurEffect`. HeadlessUI draws no blur: the view is
/// filled with the material's tint (the colour a user sees through it over a plain background).
@preconcurrency @MainActor
open class UIBlurEffect: UIVisualEffect {
    /// The blur styles, as UIKit's `UIBlurEffect.Style` (same cases and raw values).
    public enum Style: Int, Sendable {
        case extraLight = 0
        case light = 1
        case dark = 2
        case regular = 4
        case prominent = 5
        case systemUltraThinMaterial = 6
        case systemThinMaterial = 7
        case systemMaterial = 8
        case systemThickMaterial = 9
        case systemChromeMaterial = 10
        case systemUltraThinMaterialLight = 11
        case systemThinMaterialLight = 12
        case systemMaterialLight = 13
        case systemThickMaterialLight = 14
        case systemChromeMaterialLight = 15
        case systemUltraThinMaterialDark = 16
        case systemThinMaterialDark = 17
        case systemMaterialDark = 18
        case systemThickMaterialDark = 19
        case systemChromeMaterialDark = 20
    }

    /// The style.
    public let style: Style

    /// A blur of `style`.
    public init(style: Style) {
        self.style = style
        super.init()
    }

    override var tint: UIColor? {
        // Materials: white (light) or near black (dark) at the material's opacity, from ultra thin to chrome.
        let opacities: [Style: CGFloat] = [
            .systemUltraThinMaterial: 0.35, .systemThinMaterial: 0.5, .systemMaterial: 0.65, .systemThickMaterial: 0.8,
            .systemChromeMaterial: 0.75,
        ]
        func material(_ alpha: CGFloat, dark: Bool?) -> UIColor {
            let light = UIColor(white: 0.97, alpha: alpha)
            let darkColor = UIColor(white: 0.12, alpha: alpha)
            guard let dark else { return UIColor { $0.userInterfaceStyle == .dark ? darkColor : light } }
            return dark ? darkColor : light
        }
        switch style {
        case .extraLight: return UIColor(white: 0.97, alpha: 0.8)
        case .light: return UIColor(white: 0.97, alpha: 0.6)
        case .dark: return UIColor(white: 0.11, alpha: 0.6)
        case .regular: return material(0.6, dark: nil)
        case .prominent: return material(0.8, dark: nil)
        case .systemUltraThinMaterial, .systemThinMaterial, .systemMaterial, .systemThickMaterial, .systemChromeMaterial:
            return material(opacities[style] ?? 0.65, dark: nil)
        case .systemUltraThinMaterialLight: return material(0.35, dark: false)
        case .systemThinMaterialLight: return material(0.5, dark: false)
        case .systemMaterialLight: return material(0.65, dark: false)
        case .systemThickMaterialLight: return material(0.8, dark: false)
        case .systemChromeMaterialLight: return material(0.75, dark: false)
        case .systemUltraThinMaterialDark: return material(0.35, dark: true)
        case .systemThinMaterialDark: return material(0.5, dark: true)
        case .systemMaterialDark: return material(0.65, dark: true)
        case .systemThickMaterialDark: return material(0.8, dark: true)
        case .systemChromeMaterialDark: return material(0.75, dark: true)
        }
    }
}

/// Vibrancy for content over a blur, as UIKit's `UIVibrancyEffect`. HeadlessUI draws the content
/// as it is (no vibrancy); the effect view itself adds no fill.
@preconcurrency @MainActor
open class UIVibrancyEffect: UIVisualEffect {
    /// The blur the vibrancy sits on.
    public let blurEffect: UIBlurEffect

    /// Vibrancy for content on `blurEffect`.
    public init(blurEffect: UIBlurEffect) {
        self.blurEffect = blurEffect
        super.init()
    }
}
