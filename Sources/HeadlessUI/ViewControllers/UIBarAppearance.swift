import Foundation

/// The look of a bar's background and shadow, as UIKit's `UIBarAppearance` (iOS 13): the base of
/// ``UINavigationBarAppearance`` and ``UITabBarAppearance``.
///
/// HeadlessUI draws no blur: the default (material) background draws as `systemGray6`, light or dark.
@preconcurrency @MainActor
open class UIBarAppearance: NSObject, @preconcurrency NSCopying {
    /// The idiom the appearance was made for.
    public let idiom: UIUserInterfaceIdiom
    /// The background colour, drawn over the material (if any); `nil` draws none.
    open var backgroundColor: UIColor?
    /// The colour of the hairline at the bar's content edge; `nil` or clear draws none.
    open var shadowColor: UIColor?
    /// Whether the system material (UIKit: a `systemChromeMaterial` blur) draws behind the colour.
    var drawsDefaultMaterial = true

    /// UIKit's default shadow: black at 30 %.
    static let defaultShadowColor = UIColor(white: 0, alpha: 0.3)
    /// What HeadlessUI draws for the default material.
    static let materialStandIn = UIColor.systemGray6

    /// An appearance with the default (material) background for `idiom`.
    public init(idiom: UIUserInterfaceIdiom) {
        self.idiom = idiom
        super.init()
        configureWithDefaultBackground()
    }

    /// An appearance with the default background for the device's idiom.
    public override convenience init() {
        self.init(idiom: UIApplication.current?.device.userInterfaceIdiom ?? .phone)
    }

    /// A copy of `barAppearance`'s background and shadow.
    public required init(barAppearance: UIBarAppearance) {
        self.idiom = barAppearance.idiom
        self.backgroundColor = barAppearance.backgroundColor
        self.shadowColor = barAppearance.shadowColor
        self.drawsDefaultMaterial = barAppearance.drawsDefaultMaterial
        super.init()
    }

    /// A copy of this appearance (of the same class), as UIKit's `NSCopying` conformance.
    open func copy(with zone: NSZone? = nil) -> Any {
        type(of: self).init(barAppearance: self)
    }

    /// A copy of the same class (what bars store when an appearance is assigned).
    func copied() -> Self {
        type(of: self).init(barAppearance: self)
    }

    /// The system material with a shadow: the look bars have by default.
    open func configureWithDefaultBackground() {
        drawsDefaultMaterial = true
        backgroundColor = nil
        shadowColor = Self.defaultShadowColor
    }

    /// An opaque `systemBackground` background with a shadow.
    open func configureWithOpaqueBackground() {
        drawsDefaultMaterial = false
        backgroundColor = .systemBackground
        shadowColor = Self.defaultShadowColor
    }

    /// No background and no shadow: the content behind shows through.
    open func configureWithTransparentBackground() {
        drawsDefaultMaterial = false
        backgroundColor = nil
        shadowColor = nil
    }

    /// The colour the bar's background draws in: the background colour over the material stand-in.
    var effectiveBackgroundColor: UIColor {
        guard let color = backgroundColor else { return drawsDefaultMaterial ? Self.materialStandIn : .clear }
        guard drawsDefaultMaterial else { return color }
        // The colour over the opaque material: the same as the colour where it is opaque.
        return UIColor { traits in
            let top = color.resolvedColor(with: traits)
            let bottom = Self.materialStandIn.resolvedColor(with: traits)
            return bottom.interpolated(to: top.withAlphaComponent(1), fraction: top.alpha)
        }
    }
}
