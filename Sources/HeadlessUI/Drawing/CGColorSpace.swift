import Foundation

/// How colour components are interpreted, as Core Graphics' `CGColorSpace`. HeadlessUI draws in
/// sRGB: every colour space is accepted and treated as sRGB (grey spaces as grey levels).
public final class CGColorSpace: Hashable, Sendable {
    /// The name of the space (`CGColorSpace.sRGB`, `"kCGColorSpaceDeviceRGB"`).
    public let name: String?

    /// The space called `name`; every name is accepted (drawn as sRGB).
    public init?(name: String) {
        self.name = name
    }

    init(named name: String) {
        self.name = name
    }

    /// The standard RGB space's name.
    public static let sRGB = "kCGColorSpaceSRGB"
    /// The Display P3 space's name (drawn as sRGB).
    public static let displayP3 = "kCGColorSpaceDisplayP3"
    /// The generic grey space's name.
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
    /// The linear grey space's name.
    public static let linearGray = "kCGColorSpaceLinearGray"

    /// Spaces are equal when their names are.
    public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool { lhs.name == rhs.name }

    /// Hashes the name.
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// The device RGB colour space, as Core Graphics' `CGColorSpaceCreateDeviceRGB()`.
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace {
    CGColorSpace(named: "kCGColorSpaceDeviceRGB")
}

/// The device grey colour space, as Core Graphics' `CGColorSpaceCreateDeviceGray()`.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace {
    CGColorSpace(named: "kCGColorSpaceDeviceGray")
}

/// Core Foundation's array type, which Core Graphics APIs take (`[a.cgColor, b.cgColor] as CFArray`):
/// `NSArray` on Linux, where Core Foundation's types are not exported.
public typealias CFArray = NSArray
