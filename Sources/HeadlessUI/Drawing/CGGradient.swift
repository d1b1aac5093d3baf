import Foundation

/// A colour gradient for ``CGContext/drawLinearGradient(_:start:end:options:)`` and
/// ``CGContext/drawRadialGradient(_:startCenter:startRadius:endCenter:endRadius:options:)``, as
/// Core Graphics' `CGGradient`: colours at locations 0...1 (evenly spaced when none are given).
///
/// ```swift
/// let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(),
///                           colors: [UIColor.red.cgColor, UIColor.blue.cgColor] as CFArray, locations: [0, 1])!
/// context.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 0, y: 100), options: [])
/// ```
public final class CGGradient: Sendable {
    /// The colour stops, sorted by location.
    let stops: [(location: CGFloat, color: UIColor)]

    /// A gradient of `colors` (`CGColor`s) at `locations` (as many as colours, or `nil` for evenly
    /// spaced); `nil` when there are no colours.
    public init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
        let colors = colors.compactMap { $0 as? CGColor }
        guard !colors.isEmpty else { return nil }
        stops = Self.sorted(colors.map(\.rasterColor), locations: locations)
    }

    /// A gradient of `count` colours given as components (red, green, blue, alpha for RGB spaces;
    /// grey, alpha for grey ones) at `locations`; `nil` when `count` is not positive.
    public init?(
        colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>, locations: UnsafePointer<CGFloat>?,
        count: Int
    ) {
        guard count > 0 else { return nil }
        let isGray = space.name?.localizedCaseInsensitiveContains("gray") ?? false
        let stride = isGray ? 2 : 4
        let colors = (0..<count).map { index -> UIColor in
            let base = index * stride
            if isGray { return UIColor(white: components[base], alpha: components[base + 1]) }
            return UIColor(red: components[base], green: components[base + 1], blue: components[base + 2], alpha: components[base + 3])
        }
        stops = Self.sorted(colors, locations: locations)
    }

    private static func sorted(_ colors: [UIColor], locations: UnsafePointer<CGFloat>?) -> [(location: CGFloat, color: UIColor)] {
        colors.enumerated().map { index, color in
            let location = locations.map { $0[index] } ?? (colors.count == 1 ? 0 : CGFloat(index) / CGFloat(colors.count - 1))
            return (location, color)
        }.sorted { $0.location < $1.location }
    }
}

/// Whether a gradient also fills before its start and after its end, as Core Graphics'
/// `CGGradientDrawingOptions`.
public struct CGGradientDrawingOptions: OptionSet, Sendable {
    /// Raw bits (Core Graphics' values).
    public let rawValue: UInt32
    /// Creates options from raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Fill beyond the start with the first colour.
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1 << 0)
    /// Fill beyond the end with the last colour.
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)
}
