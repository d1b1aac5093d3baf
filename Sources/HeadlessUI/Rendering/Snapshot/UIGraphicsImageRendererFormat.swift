import Foundation

/// The settings of a ``UIGraphicsImageRenderer``, as UIKit's `UIGraphicsImageRendererFormat`.
@preconcurrency @MainActor
public final class UIGraphicsImageRendererFormat {
    /// Pixels per point of the images made (the main screen's scale by default).
    public var scale: CGFloat
    /// Whether the image has no transparency: the canvas starts opaque black (as Core Graphics'
    /// alpha-less bitmaps do), so draw a background first.
    public var opaque: Bool

    /// A format at the main screen's scale, not opaque.
    public init() {
        self.scale = UIApplication.current?.screen.scale ?? 1
        self.opaque = false
    }

    /// A format at `scale`.
    public init(scale: CGFloat, opaque: Bool = false) {
        self.scale = scale
        self.opaque = opaque
    }

    /// The default format (the main screen's scale, not opaque), as UIKit's `default()`.
    public static func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

    /// The format for the main screen, as UIKit's `preferred()`.
    public static func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}
