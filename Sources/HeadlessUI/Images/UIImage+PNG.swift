import Foundation

extension UIImage {
    /// The image as a PNG file (8-bit RGBA, non-interlaced), as UIKit's `pngData()`. The file carries a
    /// `pHYs` resolution of 72 × ``scale`` dots per inch. Returns nil only if zlib fails.
    public func pngData() -> Data? {
        let encoder = PNGEncoder(dotsPerInch: 72 * Double(scale))
        guard let bytes = try? encoder.encode(width: pixelWidth, height: pixelHeight, rgba: rgbaBytes) else { return nil }
        return Data(bytes)
    }

    /// Decodes PNG `data` into an image at scale 1, as UIKit's `UIImage(data:)`; nil when the data is
    /// not a PNG this decoder reads. Use ``init(pngData:scale:)`` to learn why.
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// Decodes PNG `data` into an image of `scale` pixels per point, as UIKit's `UIImage(data:scale:)`;
    /// nil when the data is not a PNG this decoder reads or `scale` is not above 0.
    public convenience init?(data: Data, scale: CGFloat) {
        guard let image = try? PNGDecoder.decode(data), scale.isFinite, scale > 0 else { return nil }
        self.init(decoded: image, scale: scale)
    }

    /// Reads and decodes the PNG file at `path`, as UIKit's `UIImage(contentsOfFile:)` (scale 1);
    /// nil when the file cannot be read or decoded.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        self.init(data: data)
    }

    /// Decodes PNG `data` into an image of `scale` pixels per point, throwing a ``PNGError`` that says
    /// what is wrong with the data (HeadlessUI's throwing counterpart of ``init(data:scale:)``).
    /// A scale that is not a finite number above 0 throws ``PNGError/invalidImageScale(_:)``.
    ///
    /// - Note: HeadlessUI only; not in UIKit.
    public convenience init(pngData data: Data, scale: CGFloat = 1) throws(PNGError) {
        guard scale.isFinite, scale > 0 else { throw .invalidImageScale(Double(scale)) }
        self.init(decoded: try PNGDecoder.decode(data), scale: scale)
    }

    private convenience init(decoded image: PNGImage, scale: CGFloat) {
        self.init(
            size: CGSize(width: CGFloat(image.width) / scale, height: CGFloat(image.height) / scale),
            scale: scale, pixelWidth: image.width, pixelHeight: image.height, bytes: image.rgba,
            renderingMode: .automatic, tintColor: nil, symbolName: nil, accessibilityLabel: nil
        )
    }
}
