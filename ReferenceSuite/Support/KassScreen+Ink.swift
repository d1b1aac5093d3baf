import Foundation
import HeadlessUI
import Kass
import XCTest

/// What the pixels of an element show, read from a screenshot as a user sees it: where its ink (the
/// text or glyphs) sits inside the element's frame, and the ink's colour against its background.
struct ScreenInk {
    /// The ink's bounding box in points, relative to the element's frame (`.null` when nothing is drawn).
    var bounds: CGRect
    /// The element's frame width in points.
    var width: CGFloat
    /// The ink pixel farthest from the background (a glyph's core, not its anti-aliased edge).
    var color: UIImage.Pixel
    /// The most common pixel of the frame.
    var background: UIImage.Pixel

    /// The colour families a user tells apart at a glance.
    enum Hue: String {
        case green, red, white, dark, grey, other

        /// The colour a signed change is shown in: green with a plus, red with a minus, else `unchanged`.
        static func ofChange(_ text: String, unchanged: Hue = .green) -> Hue {
            if text.hasPrefix("+") { return .green }
            if text.hasPrefix("-") || text.hasPrefix("−") { return .red }
            return unchanged
        }

        /// The family of `pixel`'s colour.
        static func hue(of pixel: UIImage.Pixel) -> Hue {
            let red = Int(pixel.red), green = Int(pixel.green), blue = Int(pixel.blue)
            let high = max(red, green, blue), low = min(red, green, blue)
            if low >= 200 { return .white }
            if high - low <= 30 { return high <= 90 ? .dark : .grey }
            if green >= red + 40, green >= blue + 20 { return .green }
            if red >= green + 60, red >= blue + 60 { return .red }
            return .other
        }
    }

    /// The ink colour's family.
    var hue: Hue { Hue.hue(of: color) }

    /// Where the ink sits horizontally in the frame, within `tolerance` points.
    enum Alignment: String {
        case leading, trailing, center
    }

    /// The alignments the ink's position is consistent with (a frame as wide as its text is all three).
    func alignments(tolerance: CGFloat = 3) -> [Alignment] {
        guard !bounds.isNull else { return [] }
        let left = bounds.minX, right = width - bounds.maxX
        var found: [Alignment] = []
        if left <= tolerance { found.append(.leading) }
        if right <= tolerance { found.append(.trailing) }
        if abs(left - right) <= tolerance * 2 { found.append(.center) }
        return found
    }

    /// Reads the ink of the screen region `frame` (screen points).
    @MainActor
    static func read(in frame: CGRect) -> ScreenInk? {
        let area = frame.integral
        guard area.width > 0, area.height > 0 else { return nil }
        let image = UIScreen.main.screenshot(in: area, includesStatusBar: false)
        let bytes = image.rgbaBytes, columns = image.pixelWidth, rows = image.pixelHeight
        guard columns > 0, rows > 0 else { return nil }
        var counts: [UInt32: Int] = [:]
        for index in stride(from: 0, to: bytes.count, by: 4) {
            counts[UInt32(bytes[index]) << 16 | UInt32(bytes[index + 1]) << 8 | UInt32(bytes[index + 2]), default: 0] += 1
        }
        let mode = counts.max { $0.value < $1.value }?.key ?? 0
        let background = UIImage.Pixel(red: UInt8(mode >> 16 & 0xFF), green: UInt8(mode >> 8 & 0xFF), blue: UInt8(mode & 0xFF), alpha: 255)
        var strongest = background, strongestDistance = 0
        var minX = columns, minY = rows, maxX = -1, maxY = -1
        for row in 0..<rows {
            for column in 0..<columns {
                let index = (row * columns + column) * 4
                let distance = abs(Int(bytes[index]) - Int(background.red)) + abs(Int(bytes[index + 1]) - Int(background.green))
                    + abs(Int(bytes[index + 2]) - Int(background.blue))
                guard distance > 96 else { continue }
                minX = min(minX, column); maxX = max(maxX, column); minY = min(minY, row); maxY = max(maxY, row)
                if distance > strongestDistance {
                    strongestDistance = distance
                    strongest = UIImage.Pixel(red: bytes[index], green: bytes[index + 1], blue: bytes[index + 2], alpha: 255)
                }
            }
        }
        let scale = image.scale, offsetX = frame.minX - area.minX, offsetY = frame.minY - area.minY
        let bounds = maxX < 0 ? CGRect.null : CGRect(
            x: CGFloat(minX) / scale - offsetX, y: CGFloat(minY) / scale - offsetY,
            width: CGFloat(maxX - minX + 1) / scale, height: CGFloat(maxY - minY + 1) / scale
        )
        return ScreenInk(bounds: bounds, width: frame.width, color: strongest, background: background)
    }
}

extension KassScreen {
    /// The ink of the first element identified `identifier` on screen now (nil when it is not there);
    /// with `trailing` below 1, only that trailing part of its frame's width (a cell's detail text).
    /// With `inset`, the frame is inset by that many points first (inside a rounded background, whose
    /// corners show what lies behind).
    func ink(_ identifier: String, trailing: CGFloat = 1, inset: CGFloat = 0) -> ScreenInk? {
        guard var frame = identifiedFrames()[identifier]?.insetBy(dx: inset, dy: inset) else { return nil }
        frame.origin.x += frame.width * (1 - trailing)
        frame.size.width *= trailing
        return ScreenInk.read(in: frame)
    }

    /// The colour family most of the `size`-point square at the top-left corner of the element
    /// `identifier` shows (nil when it is not on screen): what lies behind it where a rounded corner
    /// is cut away, the element's own background where the corner is square.
    func cornerHue(_ identifier: String, size: CGFloat = 2) -> ScreenInk.Hue? {
        guard let frame = identifiedFrames()[identifier],
              let corner = ScreenInk.read(in: CGRect(x: frame.minX, y: frame.minY, width: size, height: size)) else { return nil }
        return ScreenInk.Hue.hue(of: corner.background)
    }

    /// Checks that the text of each identified element (with `trailing` below 1, of that trailing part
    /// of it) is drawn in the colour family given (a gain green, a loss red, a plain amount dark), as a
    /// user sees it on screen.
    func assertInkHues(
        _ expected: KeyValuePairs<String, ScreenInk.Hue>, trailing: CGFloat = 1, inset: CGFloat = 0,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        for (identifier, hue) in expected {
            guard let ink = ink(identifier, trailing: trailing, inset: inset) else {
                XCTFail("ink: '\(identifier)' is not on screen", file: file, line: line)
                continue
            }
            if ink.bounds.isNull || ink.hue != hue {
                XCTFail(
                    "ink: '\(identifier)' is drawn \(ink.bounds.isNull ? "with nothing" : "\(ink.hue) (\(ink.color))"), expected \(hue)"
                        + " on \(ink.background)",
                    file: file, line: line
                )
            }
        }
    }

    /// Checks that the text of each identified element sits where the design aligns it inside the
    /// element's frame (its ink, read from the screen).
    func assertInkAlignment(
        _ expected: KeyValuePairs<String, ScreenInk.Alignment>, inset: CGFloat = 0, file: StaticString = #filePath, line: UInt = #line
    ) {
        for (identifier, alignment) in expected {
            guard let ink = ink(identifier, inset: inset) else {
                XCTFail("ink: '\(identifier)' is not on screen", file: file, line: line)
                continue
            }
            let found = ink.alignments()
            if !found.contains(alignment) {
                XCTFail(
                    "ink: '\(identifier)' is drawn at \(ink.bounds) in a frame \(ink.width) wide (\(found.map(\.rawValue)))"
                        + ", expected \(alignment)",
                    file: file, line: line
                )
            }
        }
    }
}
