import Foundation

/// An immutable bitmap, as UIKit's `UIImage`, held in memory as **straight (not premultiplied)
/// RGBA8** pixels in sRGB, row by row from the top-left corner. Images are built from pixels, from
/// PNG data (``init(data:)``, ``pngData()``), from the system-symbol placeholders or from the
/// named-image registry.
///
/// - ``size`` is in points; the bitmap is `size × scale` pixels (``pixelWidth`` × ``pixelHeight``).
/// - Images are values: two images are equal when their size, scale and pixels are equal.
///   Rendering mode, tint colour and accessibility label do not take part.
///
/// ```swift
/// let red = try UIImage(size: CGSize(width: 2, height: 1), scale: 1,
///                       pixels: [255, 0, 0, 255, 255, 0, 0, 255])
/// let star = UIImage(systemName: "star.fill")   // a 17 pt template placeholder
/// ```
public final class UIImage: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// One straight-alpha RGBA8 pixel.
    ///
    /// - Note: HeadlessUI only; not in UIKit.
    public struct Pixel: Hashable, Sendable, CustomStringConvertible {
        /// Red, 0...255.
        public var red: UInt8
        /// Green, 0...255.
        public var green: UInt8
        /// Blue, 0...255.
        public var blue: UInt8
        /// Alpha (coverage), 0...255; the colour components are not multiplied by it.
        public var alpha: UInt8

        /// Creates a pixel.
        public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
            self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
        }

        /// `rgba(r, g, b, a)`.
        public var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }
    }

    /// The size in points.
    public let size: CGSize
    /// Pixels per point.
    public let scale: CGFloat
    /// Width of the bitmap in pixels (`size.width × scale`).
    ///
    /// - Note: HeadlessUI only; not in UIKit.
    public let pixelWidth: Int
    /// Height of the bitmap in pixels (`size.height × scale`).
    ///
    /// - Note: HeadlessUI only; not in UIKit.
    public let pixelHeight: Int
    /// The pixels as straight RGBA8 bytes, row by row from the top left (`pixelWidth × pixelHeight × 4`).
    ///
    /// - Note: HeadlessUI only; not in UIKit.
    public let rgbaBytes: [UInt8]
    /// How image views draw this image.
    public let renderingMode: RenderingMode
    /// The colour given by ``withTintColor(_:)``, if any (HeadlessUI exposes it for rendering).
    public let tintColor: UIColor?
    /// The system symbol this image stands for (`"star.fill"`), or nil for bitmaps.
    ///
    /// - Note: HeadlessUI only; not in UIKit.
    public let symbolName: String?
    /// The symbol configuration a symbol image was drawn with (nil for bitmaps), as UIKit's
    /// `symbolConfiguration`.
    public let symbolConfiguration: SymbolConfiguration?
    /// The image's configuration, as UIKit's `configuration` (the symbol configuration, if any).
    public var configuration: Configuration? { symbolConfiguration }
    /// The fixed edges of a resizable image, in points (zero for an ordinary image); see
    /// ``resizableImage(withCapInsets:resizingMode:)``.
    public let capInsets: UIEdgeInsets
    /// How the area inside ``capInsets`` fills a larger rectangle (`.stretch` for an ordinary image).
    public let resizingMode: ResizingMode

    private let lock = NSLock()
    private var storedAccessibilityLabel: String?

    // MARK: Creating

    /// Creates an image of `size` points at `scale` from straight RGBA8 `pixels`
    /// (`size × scale` pixels, 4 bytes each, rows from the top). Throws a ``BitmapError`` that says
    /// what is wrong when the size or scale is unusable or the byte count does not match.
    ///
    /// - Note: HeadlessUI only; not in UIKit.
    public convenience init(size: CGSize, scale: CGFloat = 1, pixels: [UInt8]) throws(BitmapError) {
        let (width, height) = try Self.pixelDimensions(size: size, scale: scale)
        let expected = width * height * 4
        guard pixels.count == expected else {
            throw .pixelCountMismatch(pixelWidth: width, pixelHeight: height, expectedBytes: expected, actualBytes: pixels.count)
        }
        self.init(size: size, scale: scale, pixelWidth: width, pixelHeight: height, bytes: pixels,
                  renderingMode: .automatic, tintColor: nil, symbolName: nil, accessibilityLabel: nil)
    }

    /// Creates an image of `size` points at `scale` where every pixel is `color`.
    ///
    /// - Note: HeadlessUI only; not in UIKit.
    public convenience init(size: CGSize, scale: CGFloat = 1, filledWith color: UIColor) throws(BitmapError) {
        let (width, height) = try Self.pixelDimensions(size: size, scale: scale)
        let pixel = Self.pixel(from: color)
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for index in stride(from: 0, to: bytes.count, by: 4) {
            bytes[index] = pixel.red; bytes[index + 1] = pixel.green
            bytes[index + 2] = pixel.blue; bytes[index + 3] = pixel.alpha
        }
        self.init(size: size, scale: scale, pixelWidth: width, pixelHeight: height, bytes: bytes,
                  renderingMode: .automatic, tintColor: nil, symbolName: nil, accessibilityLabel: nil)
    }

    init(
        size: CGSize, scale: CGFloat, pixelWidth: Int, pixelHeight: Int, bytes: [UInt8],
        renderingMode: RenderingMode, tintColor: UIColor?, symbolName: String?, accessibilityLabel: String?,
        symbolConfiguration: SymbolConfiguration? = nil, capInsets: UIEdgeInsets = .zero, resizingMode: ResizingMode = .stretch
    ) {
        self.size = size
        self.scale = scale
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.rgbaBytes = bytes
        self.renderingMode = renderingMode
        self.tintColor = tintColor
        self.symbolName = symbolName
        self.symbolConfiguration = symbolConfiguration
        self.capInsets = capInsets
        self.resizingMode = resizingMode
        self.storedAccessibilityLabel = accessibilityLabel
    }

    /// The pixel size for `size` at `scale`, or the reason there is none.
    static func pixelDimensions(size: CGSize, scale: CGFloat) throws(BitmapError) -> (Int, Int) {
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
            throw .invalidSize(size)
        }
        guard scale.isFinite, scale > 0 else { throw .invalidScale(scale) }
        let width = size.width * scale, height = size.height * scale
        let roundedWidth = width.rounded(), roundedHeight = height.rounded()
        guard abs(width - roundedWidth) < 1e-6, abs(height - roundedHeight) < 1e-6 else {
            throw .fractionalPixelSize(size: size, scale: scale)
        }
        return (Int(roundedWidth), Int(roundedHeight))
    }

    static func pixel(from color: UIColor) -> Pixel {
        func byte(_ component: CGFloat) -> UInt8 { UInt8((component * 255).rounded()) }
        return Pixel(red: byte(color.red), green: byte(color.green), blue: byte(color.blue), alpha: byte(color.alpha))
    }

    // MARK: Reading

    /// The pixel at column `x`, row `y` (from the top left), or nil outside the bitmap.
    ///
    /// - Note: HeadlessUI only; not in UIKit.
    public func pixel(x: Int, y: Int) -> Pixel? {
        guard x >= 0, y >= 0, x < pixelWidth, y < pixelHeight else { return nil }
        let index = (y * pixelWidth + x) * 4
        return Pixel(red: rgbaBytes[index], green: rgbaBytes[index + 1], blue: rgbaBytes[index + 2], alpha: rgbaBytes[index + 3])
    }

    /// Whether this is a system symbol image (from ``init(systemName:)``).
    public var isSymbolImage: Bool { symbolName != nil }

    /// Whether an image view draws this image as a template (tinted alpha mask): always for
    /// `.alwaysTemplate`, and for symbol images in `.automatic` mode.
    public var isDrawnAsTemplate: Bool {
        switch renderingMode {
        case .alwaysTemplate: return true
        case .alwaysOriginal: return false
        case .automatic: return isSymbolImage
        }
    }

    /// The spoken name. System symbols start with their name, dots read as spaces
    /// (`"star.fill"` → `"star fill"`); bitmaps start with none. Settable, as in UIKit.
    public var accessibilityLabel: String? {
        get { lock.withLock { storedAccessibilityLabel } }
        set { lock.withLock { storedAccessibilityLabel = newValue } }
    }

    // MARK: Variants

    /// The same image with another rendering mode.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        copy(renderingMode: renderingMode, tintColor: tintColor)
    }

    /// The same image drawn in `color`; as in UIKit the result uses `.alwaysOriginal`, so image
    /// views show it in that colour whatever their own tint.
    public func withTintColor(_ color: UIColor) -> UIImage {
        copy(renderingMode: .alwaysOriginal, tintColor: color)
    }

    /// The same image drawn in `color`, with the given rendering mode.
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        copy(renderingMode: renderingMode, tintColor: color)
    }

    private func copy(renderingMode: RenderingMode, tintColor: UIColor?) -> UIImage {
        UIImage(
            size: size, scale: scale, pixelWidth: pixelWidth, pixelHeight: pixelHeight, bytes: rgbaBytes,
            renderingMode: renderingMode, tintColor: tintColor, symbolName: symbolName, accessibilityLabel: accessibilityLabel,
            symbolConfiguration: symbolConfiguration
        )
    }

    // MARK: Equality

    /// Equal when size, scale and pixels are equal.
    public static func == (lhs: UIImage, rhs: UIImage) -> Bool {
        lhs === rhs || (lhs.size == rhs.size && lhs.scale == rhs.scale && lhs.rgbaBytes == rhs.rgbaBytes)
    }

    /// Hashes size, scale and pixels.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(size.width); hasher.combine(size.height); hasher.combine(scale)
        hasher.combine(rgbaBytes)
    }

    /// `UIImage 17.0×17.0 pt @3x (51×51 px), symbol 'star'`.
    public var description: String {
        var text = "UIImage \(size.width)×\(size.height) pt @\(scale.formatted())x (\(pixelWidth)×\(pixelHeight) px)"
        if let symbolName { text += ", symbol '\(symbolName)'" }
        if renderingMode != .automatic { text += ", \(renderingMode)" }
        return text
    }
}

private extension CGFloat {
    func formatted() -> String {
        self == rounded() ? String(Int(self)) : String(describing: Double(self))
    }
}
