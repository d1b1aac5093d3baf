import Foundation

/// How images are sampled when drawn at another size or under a rotation.
enum ImageInterpolation: Sendable {
    /// The nearest source pixel (hard edges; exact for pixel art).
    case nearest
    /// A weighted mix of the four nearest source pixels (smooth; exact at 1:1).
    case bilinear
}

extension RasterCanvas {
    /// Draws `image` stretched into `rect` (user space) through the current transform and clip.
    /// - Parameters:
    ///   - tintColor: when set, the image is drawn as a template: its alpha is a mask filled with
    ///     this colour (as UIKit draws template and symbol images).
    ///   - opacity: multiplies the image's alpha.
    ///   - interpolation: bilinear (default) or nearest-neighbour sampling.
    func draw(
        _ image: UIImage, in rect: CGRect, tintColor: UIColor? = nil, opacity: CGFloat = 1,
        interpolation: ImageInterpolation = .bilinear
    ) {
        guard image.pixelWidth > 0, image.pixelHeight > 0 else { return }
        let source = Self.premultipliedPixels(of: image, tintColor: tintColor, opacity: opacity)
        if image.capInsets != .zero { return drawNinePart(source, of: image, in: rect, interpolation: interpolation) }
        drawPixels(source, width: image.pixelWidth, height: image.pixelHeight, in: rect, interpolation: interpolation)
    }

    /// Draws an 8-bit coverage mask of `width × height` stretched into `rect`, filled with `color`.
    func drawMask(_ coverage: [UInt8], width: Int, height: Int, in rect: CGRect, color: UIColor) {
        let ink = PremultipliedColor(color)
        guard !ink.isClear, width > 0, height > 0 else { return }
        let pixels = coverage.map { value -> UInt32 in
            let amount = UInt32(value)
            return PremultipliedColor.multiply(ink.red, amount) | PremultipliedColor.multiply(ink.green, amount) << 8
                | PremultipliedColor.multiply(ink.blue, amount) << 16 | PremultipliedColor.multiply(ink.alpha, amount) << 24
        }
        drawPixels(pixels, width: width, height: height, in: rect, interpolation: .bilinear)
    }

    /// Draws premultiplied packed pixels stretched into `rect` (user space).
    func drawPixels(_ source: [UInt32], width: Int, height: Int, in rect: CGRect, interpolation: ImageInterpolation) {
        guard rect.isFiniteRect, rect.width > 0, rect.height > 0 else { return }
        let shape = pixelShape(for: rect, cornerRadii: .zero)
        // Canvas pixel centre → source pixel coordinates.
        let toUser = state.transform.inverted()
        let toSource = toUser
            .concatenating(CGAffineTransform(translationX: -rect.minX, y: -rect.minY))
            .concatenating(CGAffineTransform(scaleX: CGFloat(width) / rect.width, y: CGFloat(height) / rect.height))
        source.withUnsafeBufferPointer { source in
            paint(shape) { x, y in
                let point = CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5).applying(toSource)
                switch interpolation {
                case .nearest:
                    let column = Swift.min(width - 1, Swift.max(0, Int(point.x.rounded(.down))))
                    let row = Swift.min(height - 1, Swift.max(0, Int(point.y.rounded(.down))))
                    return PixelBlend.unpack(source[row * width + column])
                case .bilinear:
                    return Self.bilinear(source, width: width, height: height, x: point.x - 0.5, y: point.y - 0.5)
                }
            }
        }
    }

    /// Bilinear sample at (`x`, `y`) in source pixel-centre coordinates, clamped to the edges.
    static func bilinear(_ source: UnsafeBufferPointer<UInt32>, width: Int, height: Int, x: CGFloat, y: CGFloat) -> PremultipliedColor {
        let clampedX = Swift.min(CGFloat(width - 1), Swift.max(0, x))
        let clampedY = Swift.min(CGFloat(height - 1), Swift.max(0, y))
        let x0 = Int(clampedX), y0 = Int(clampedY)
        let x1 = Swift.min(width - 1, x0 + 1), y1 = Swift.min(height - 1, y0 + 1)
        let fx = UInt32(((clampedX - CGFloat(x0)) * 256).rounded()), fy = UInt32(((clampedY - CGFloat(y0)) * 256).rounded())
        if fx == 0 && fy == 0 { return PixelBlend.unpack(source[y0 * width + x0]) }
        let p00 = source[y0 * width + x0], p10 = source[y0 * width + x1]
        let p01 = source[y1 * width + x0], p11 = source[y1 * width + x1]
        func channel(_ shift: UInt32) -> UInt32 {
            let top = ((p00 >> shift) & 0xFF) * (256 - fx) + ((p10 >> shift) & 0xFF) * fx
            let bottom = ((p01 >> shift) & 0xFF) * (256 - fx) + ((p11 >> shift) & 0xFF) * fx
            return (top * (256 - fy) + bottom * fy + 32768) >> 16
        }
        return PremultipliedColor(red: channel(0), green: channel(8), blue: channel(16), alpha: channel(24))
    }

    /// The image's pixels premultiplied and packed, optionally as a mask filled with `tintColor`.
    static func premultipliedPixels(of image: UIImage, tintColor: UIColor?, opacity: CGFloat) -> [UInt32] {
        let bytes = image.rgbaBytes
        let count = image.pixelWidth * image.pixelHeight
        let factor = UInt32((Swift.min(1, Swift.max(0, opacity.isNaN ? 0 : opacity)) * 255).rounded())
        let tint = tintColor.map { PremultipliedColor($0) }
        var pixels = [UInt32](repeating: 0, count: count)
        bytes.withUnsafeBufferPointer { bytes in
            for index in 0..<Swift.min(count, bytes.count / 4) {
                let alpha = PremultipliedColor.multiply(UInt32(bytes[index * 4 + 3]), factor)
                guard alpha > 0 else { continue }
                if let tint {
                    pixels[index] = PremultipliedColor.multiply(tint.red, alpha) | PremultipliedColor.multiply(tint.green, alpha) << 8
                        | PremultipliedColor.multiply(tint.blue, alpha) << 16 | PremultipliedColor.multiply(tint.alpha, alpha) << 24
                } else {
                    let red = PremultipliedColor.multiply(UInt32(bytes[index * 4]), alpha)
                    let green = PremultipliedColor.multiply(UInt32(bytes[index * 4 + 1]), alpha)
                    let blue = PremultipliedColor.multiply(UInt32(bytes[index * 4 + 2]), alpha)
                    pixels[index] = red | green << 8 | blue << 16 | alpha << 24
                }
            }
        }
        return pixels
    }
}
