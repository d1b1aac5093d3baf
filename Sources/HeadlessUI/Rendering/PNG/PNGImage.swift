/// A decoded PNG: its size, its pixels as straight RGBA8 (rows from the top left) and the format the
/// file stored them in.
struct PNGImage: Equatable, Sendable {
    /// Width in pixels.
    let width: Int
    /// Height in pixels.
    let height: Int
    /// `width × height × 4` bytes: red, green, blue, alpha, not premultiplied.
    let rgba: [UInt8]
    /// The file's header: colour type and bit depth before conversion to RGBA8.
    let header: PNGHeader

    /// The pixel at column `x`, row `y` as `[red, green, blue, alpha]`, or nil outside the image.
    func pixel(x: Int, y: Int) -> [UInt8]? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        let index = (y * width + x) * 4
        return Array(rgba[index..<(index + 4)])
    }
}
