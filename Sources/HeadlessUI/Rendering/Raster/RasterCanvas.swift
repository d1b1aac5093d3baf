import Foundation

/// A software drawing surface: a bitmap of `pixelWidth × pixelHeight` pixels at a `scale`
/// (pixels per point), with a current transform, a clip stack and transparency layers.
///
/// **Pixel format.** Pixels are stored as premultiplied RGBA8 (sRGB, no gamma-correct blending, as
/// Core Graphics blends by default); ``makeImage()`` exports straight RGBA8 as a `UIImage`.
///
/// **Coverage.** Edges are anti-aliased by exact area coverage: axis-aligned rectangles analytically,
/// polygons (rotated rectangles, arbitrary shapes) by signed-area accumulation with the non-zero
/// rule, rounded corners by 4×4 supersampling of the pixels that meet an arc. Compositing is
/// source-over.
///
/// **Coordinates.** Drawing calls take points in the current user space; the current transform maps
/// them to pixels. It starts as a scale by ``scale`` (so 1 point covers `scale` pixels, with the
/// origin at the top-left corner, y down) and changes with ``translateBy(x:y:)``,
/// ``scaleBy(x:y:)``, ``rotate(by:)`` and ``concatenate(_:)``. ``saveState()`` and
/// ``restoreState()`` bracket changes to the transform and the clip.
///
/// ```swift
/// let canvas = RasterCanvas(size: CGSize(width: 100, height: 50), scale: 2)
/// canvas.fill(CGRect(x: 10, y: 10, width: 80, height: 30), cornerRadius: 8, color: .systemBlue)
/// let image = canvas.makeImage()   // 200×100 px
/// ```
final class RasterCanvas {
    /// Width of the bitmap in pixels.
    let pixelWidth: Int
    /// Height of the bitmap in pixels.
    let pixelHeight: Int
    /// Pixels per point.
    let scale: CGFloat

    struct GraphicsState {
        var transform: CGAffineTransform
        var clip: ClipState
    }

    struct Layer {
        let surface: RasterSurface
        let opacity: CGFloat
        let stateDepth: Int
    }

    var state: GraphicsState
    var savedStates: [GraphicsState] = []
    /// The canvas' own pixels.
    let base: RasterSurface
    /// Open transparency layers, innermost last.
    var layers: [Layer] = []
    /// The surface drawing goes to: the innermost layer, or the canvas.
    var target: RasterSurface { layers.last?.surface ?? base }

    /// Creates a transparent canvas of `pixelWidth × pixelHeight` pixels at `scale`.
    /// Sizes below 0 count as 0 and a non-finite or non-positive scale as 1.
    init(pixelWidth: Int, pixelHeight: Int, scale: CGFloat) {
        self.pixelWidth = Swift.max(0, pixelWidth)
        self.pixelHeight = Swift.max(0, pixelHeight)
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        let rect = PixelRect(x0: 0, y0: 0, x1: self.pixelWidth, y1: self.pixelHeight)
        base = RasterSurface(rect: rect)
        state = GraphicsState(
            transform: CGAffineTransform(scaleX: self.scale, y: self.scale),
            clip: ClipState(bounds: rect, mask: nil)
        )
    }

    /// Creates a transparent canvas of `size` points at `scale` (pixel sizes round to the nearest pixel).
    convenience init(size: CGSize, scale: CGFloat) {
        let usableScale = scale.isFinite && scale > 0 ? scale : 1
        func pixels(_ value: CGFloat) -> Int { value.isFinite && value > 0 ? Int((value * usableScale).rounded()) : 0 }
        self.init(pixelWidth: pixels(size.width), pixelHeight: pixels(size.height), scale: usableScale)
    }

    /// The canvas size in points.
    var size: CGSize { CGSize(width: CGFloat(pixelWidth) / scale, height: CGFloat(pixelHeight) / scale) }

    // MARK: State

    /// The current transform from user space (points) to pixels.
    var transform: CGAffineTransform {
        get { state.transform }
        set { state.transform = newValue }
    }

    /// Pushes the transform and the clip; ``restoreState()`` brings them back.
    func saveState() {
        savedStates.append(state)
    }

    /// Pops the state pushed by the matching ``saveState()`` (unbalanced calls are ignored).
    func restoreState() {
        guard let last = savedStates.popLast() else { return }
        state = last
    }

    /// Moves the user-space origin by (`x`, `y`) points.
    func translateBy(x: CGFloat, y: CGFloat) {
        state.transform = state.transform.translatedBy(x: x, y: y)
    }

    /// Scales user space.
    func scaleBy(x: CGFloat, y: CGFloat) {
        state.transform = state.transform.scaledBy(x: x, y: y)
    }

    /// Rotates user space by `angle` radians (clockwise on screen, as UIKit).
    func rotate(by angle: CGFloat) {
        state.transform = state.transform.rotated(by: angle)
    }

    /// Applies `transform` before the current one (as `CGContext.concatenate`).
    func concatenate(_ transform: CGAffineTransform) {
        state.transform = transform.concatenating(state.transform)
    }

    // MARK: Clipping

    /// Intersects the clip with `rect` (user space), rounded by `cornerRadii`.
    func clip(to rect: CGRect, cornerRadii: CornerRadii = .zero) {
        let shape = pixelShape(for: rect, cornerRadii: cornerRadii)
        clip(to: shape)
    }

    /// Intersects the clip with `rect` rounded by `cornerRadius` at every corner.
    func clip(to rect: CGRect, cornerRadius: CGFloat) {
        clip(to: rect, cornerRadii: CornerRadii(all: cornerRadius))
    }

    /// The clip's bounding box in user space (`.null` when nothing can be drawn).
    var clipBoundingBox: CGRect {
        let bounds = state.clip.bounds
        guard !bounds.isEmpty else { return .null }
        return bounds.cgRect.applying(state.transform.inverted())
    }

    func clip(to shape: PixelShape) {
        let old = state.clip
        let bounds = old.bounds.intersection(shape.bounds)
        if case .rect(let rect) = shape, Self.isPixelAligned(rect) {
            state.clip = ClipState(bounds: bounds, mask: old.mask)
            return
        }
        let mask = ClipMask(rect: bounds)
        shape.forEachCoverageRow(in: bounds) { y, coverage in
            let rowStart = (y - bounds.y0) * bounds.width
            for index in 0..<coverage.count {
                var value = coverage[index] * 255
                if let oldMask = old.mask { value *= Float(oldMask.value(x: bounds.x0 + index, y: y)) / 255 }
                mask.coverage[rowStart + index] = UInt8(Swift.min(255, (value + 0.5).rounded(.down)))
            }
        }
        state.clip = ClipState(bounds: bounds, mask: mask)
    }

    static func isPixelAligned(_ rect: CGRect) -> Bool {
        func aligned(_ value: CGFloat) -> Bool { abs(value - value.rounded()) < PixelRect.edgeTolerance }
        return aligned(rect.minX) && aligned(rect.minY) && aligned(rect.maxX) && aligned(rect.maxY)
    }

    // MARK: Transparency layers

    /// Starts an offscreen layer: drawing until ``endTransparencyLayer()`` is composited as one
    /// group at `opacity` (as UIKit composites a view with alpha < 1 and its subviews). `bounds`
    /// (user space) limits the layer's size; nil uses the whole clip.
    func beginTransparencyLayer(opacity: CGFloat, bounds: CGRect? = nil) {
        var rect = state.clip.bounds
        if let bounds { rect = rect.intersection(PixelRect(covering: bounds.applying(state.transform))) }
        rect = rect.intersection(target.rect)
        layers.append(Layer(surface: RasterSurface(rect: rect), opacity: opacity, stateDepth: savedStates.count))
        saveState()
    }

    /// Composites the innermost layer onto what is below it (unbalanced calls are ignored).
    func endTransparencyLayer() {
        guard let layer = layers.popLast() else { return }
        while savedStates.count > layer.stateDepth { restoreState() }
        composite(layer.surface, opacity: layer.opacity)
    }

    /// Draws `source` over the current target at `opacity` (no transform; the clip was applied
    /// while drawing into it).
    func composite(_ source: RasterSurface, opacity layerOpacity: CGFloat) {
        let opacity = UInt32((Swift.min(1, Swift.max(0, layerOpacity.isNaN ? 0 : layerOpacity)) * 255).rounded())
        guard opacity > 0 else { return }
        let destination = target
        let rect = source.rect
        guard !rect.isEmpty else { return }
        source.pixels.withUnsafeBufferPointer { sourcePixels in
            destination.pixels.withUnsafeMutableBufferPointer { destinationPixels in
                for y in rect.y0..<rect.y1 {
                    var sourceIndex = (y - rect.y0) * rect.width
                    var destinationIndex = destination.index(x: rect.x0, y: y)
                    for _ in rect.x0..<rect.x1 {
                        let pixel = sourcePixels[sourceIndex]
                        if pixel >> 24 != 0 {
                            destinationPixels[destinationIndex] = PixelBlend.sourceOver(
                                PixelBlend.unpack(pixel), coverage: opacity, onto: destinationPixels[destinationIndex]
                            )
                        }
                        sourceIndex += 1
                        destinationIndex += 1
                    }
                }
            }
        }
    }

    // MARK: Output

    /// The pixel at column `x`, row `y` as straight RGBA8, or nil outside the canvas.
    func pixel(x: Int, y: Int) -> UIImage.Pixel? {
        guard x >= 0, y >= 0, x < pixelWidth, y < pixelHeight else { return nil }
        return Self.straight(base.pixels[base.index(x: x, y: y)])
    }

    /// The canvas as a straight-alpha RGBA8 image of ``size`` points at ``scale``.
    func makeImage() -> UIImage {
        var bytes = [UInt8](repeating: 0, count: pixelWidth * pixelHeight * 4)
        bytes.withUnsafeMutableBytes { bytes in
            base.pixels.withUnsafeBufferPointer { pixels in
                for index in 0..<pixels.count {
                    var pixel = pixels[index]
                    let alpha = pixel >> 24
                    if alpha != 255 {
                        let straight = Self.straight(pixel)
                        pixel = UInt32(straight.red) | UInt32(straight.green) << 8
                            | UInt32(straight.blue) << 16 | UInt32(straight.alpha) << 24
                    }
                    // Packed R | G<<8 | B<<16 | A<<24 stored little-endian is the byte order R, G, B, A.
                    bytes.storeBytes(of: pixel.littleEndian, toByteOffset: index * 4, as: UInt32.self)
                }
            }
        }
        return UIImage(
            size: size, scale: scale, pixelWidth: pixelWidth, pixelHeight: pixelHeight, bytes: bytes,
            renderingMode: .automatic, tintColor: nil, symbolName: nil, accessibilityLabel: nil
        )
    }

    @inline(__always)
    static func straight(_ pixel: UInt32) -> UIImage.Pixel {
        let alpha = pixel >> 24
        guard alpha > 0 else { return UIImage.Pixel(red: 0, green: 0, blue: 0, alpha: 0) }
        if alpha == 255 {
            return UIImage.Pixel(red: UInt8(pixel & 0xFF), green: UInt8((pixel >> 8) & 0xFF), blue: UInt8((pixel >> 16) & 0xFF), alpha: 255)
        }
        func unpremultiply(_ value: UInt32) -> UInt8 { UInt8(Swift.min(255, (value * 255 + alpha / 2) / alpha)) }
        return UIImage.Pixel(
            red: unpremultiply(pixel & 0xFF), green: unpremultiply((pixel >> 8) & 0xFF),
            blue: unpremultiply((pixel >> 16) & 0xFF), alpha: UInt8(alpha)
        )
    }
}
