import Foundation

/// A colour as Core Graphics' `CGColor`: components in a colour space, immutable and thread-safe.
///
/// HeadlessUI knows two colour spaces: device grey (`CGColor(gray:alpha:)`, two components) and sRGB
/// (`CGColor(red:green:blue:alpha:)`, four components). Components are clamped to 0...1.
///
/// ```swift
/// let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
/// red.components          // [1, 0, 0, 1]
/// red.copy(alpha: 0.5)    // the same red at half alpha
/// ```
public final class CGColor: Hashable, Sendable, CustomStringConvertible {
    /// The colour space model of a colour's components.
    enum Model: Hashable, Sendable {
        case gray, rgb
    }

    let model: Model
    let storedComponents: [CGFloat]

    /// An sRGB colour.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        model = .rgb
        storedComponents = [red, green, blue, alpha].map(Self.clamp)
    }

    /// A grey in the device grey colour space (two components: white level and alpha).
    public init(gray: CGFloat, alpha: CGFloat) {
        model = .gray
        storedComponents = [gray, alpha].map(Self.clamp)
    }

    private init(model: Model, components: [CGFloat]) {
        self.model = model
        storedComponents = components
    }

    private static func clamp(_ value: CGFloat) -> CGFloat {
        value.isNaN ? 0 : Swift.min(1, Swift.max(0, value))
    }

    /// The components, alpha last (`[gray, alpha]` or `[red, green, blue, alpha]`).
    public var components: [CGFloat]? { storedComponents }

    /// How many components the colour has, alpha included.
    public var numberOfComponents: Int { storedComponents.count }

    /// The alpha component.
    public var alpha: CGFloat { storedComponents[storedComponents.count - 1] }

    /// The same colour with another alpha.
    public func copy(alpha: CGFloat) -> CGColor? {
        var components = storedComponents
        components[components.count - 1] = Self.clamp(alpha)
        return CGColor(model: model, components: components)
    }

    /// Black (device grey).
    public static let black = CGColor(gray: 0, alpha: 1)
    /// White (device grey).
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Transparent (device grey).
    public static let clear = CGColor(gray: 0, alpha: 0)

    /// Colours are equal when their colour spaces and components are (grey 0.5 is not the sRGB colour
    /// 0.5, 0.5, 0.5, as in Core Graphics).
    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs.model == rhs.model && lhs.storedComponents == rhs.storedComponents
    }

    /// Hashes the colour space and components.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(model)
        hasher.combine(storedComponents)
    }

    /// The colour space and components, as Core Graphics describes colours.
    public var description: String {
        let space = model == .gray ? "kCGColorSpaceDeviceGray" : "kCGColorSpaceSRGB"
        let values = storedComponents.map { String(format: "%.3g", Double($0)) }.joined(separator: " ")
        return "<CGColor> [\(space)] ( \(values) )"
    }

    // MARK: Internal

    /// The sRGB components (grey expands to equal red, green and blue).
    var rgba: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        switch model {
        case .gray: (storedComponents[0], storedComponents[0], storedComponents[0], storedComponents[1])
        case .rgb: (storedComponents[0], storedComponents[1], storedComponents[2], storedComponents[3])
        }
    }

    /// The colour as the rasterizer's `UIColor`.
    var rasterColor: UIColor {
        let value = rgba
        return UIColor(red: value.red, green: value.green, blue: value.blue, alpha: value.alpha)
    }

    /// Linear interpolation in sRGB, used by layer animations.
    func interpolated(to other: CGColor, fraction: CGFloat) -> CGColor {
        let a = rgba, b = other.rgba
        func mix(_ x: CGFloat, _ y: CGFloat) -> CGFloat { x + (y - x) * fraction }
        return CGColor(red: mix(a.red, b.red), green: mix(a.green, b.green), blue: mix(a.blue, b.blue), alpha: mix(a.alpha, b.alpha))
    }
}
