import Foundation

/// A filled region in the canvas' pixel space, ready for coverage computation.
///
/// Coverage is the fraction of each pixel's area inside the shape:
/// - axis-aligned rectangles: exact analytic area (horizontal overlap × vertical overlap);
/// - rounded corners: pixels inside a corner's square are 4×4 supersampled against the arc,
///   every other pixel uses the exact rectangle coverage;
/// - polygons: exact signed-area accumulation (non-zero winding, approximated by clamping the
///   accumulated winding area to 0...1, which is exact unless opposite-winding edges share a pixel).
enum PixelShape {
    /// An axis-aligned rectangle.
    case rect(CGRect)
    /// An axis-aligned rectangle with rounded corners (radii in pixels, already clamped).
    case roundedRect(CGRect, CornerRadii)
    /// Closed contours (each an array of vertices), filled with the non-zero rule.
    case polygon([[CGPoint]])
    /// Closed contours filled with the even-odd rule (overlaps of two contours are holes).
    case evenOddPolygon([[CGPoint]])
    /// An axis-aligned ring: `outer` minus `inner` (both rounded), for borders.
    case ring(outer: CGRect, outerRadii: CornerRadii, inner: CGRect, innerRadii: CornerRadii)

    /// The pixels the shape can touch.
    var bounds: PixelRect {
        switch self {
        case .rect(let rect), .roundedRect(let rect, _), .ring(let rect, _, _, _):
            return PixelRect(covering: rect)
        case .polygon(let contours), .evenOddPolygon(let contours):
            var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
            for contour in contours {
                for point in contour {
                    minX = Swift.min(minX, point.x); maxX = Swift.max(maxX, point.x)
                    minY = Swift.min(minY, point.y); maxY = Swift.max(maxY, point.y)
                }
            }
            guard minX < maxX, minY < maxY else { return .empty }
            return PixelRect(covering: CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY))
        }
    }

    /// Calls `body` once per row of `area` with the coverage (0...1) of columns `area.x0..<area.x1`.
    func forEachCoverageRow(in area: PixelRect, _ body: (_ y: Int, _ coverage: UnsafeMutableBufferPointer<Float>) -> Void) {
        guard !area.isEmpty else { return }
        var row = [Float](repeating: 0, count: area.width)
        switch self {
        case .rect(let rect):
            let profile = Self.horizontalProfile(rect, area: area)
            row.withUnsafeMutableBufferPointer { buffer in
                for y in area.y0..<area.y1 {
                    let vertical = Float(Self.overlap(CGFloat(y), rect.minY, rect.maxY))
                    guard vertical > 0 else { continue }
                    for index in 0..<buffer.count { buffer[index] = profile[index] * vertical }
                    body(y, buffer)
                }
            }
        case .roundedRect(let rect, let radii):
            let corners = RoundedCorners(rect: rect, radii: radii)
            let profile = Self.horizontalProfile(rect, area: area)
            row.withUnsafeMutableBufferPointer { buffer in
                for y in area.y0..<area.y1 {
                    guard corners.fill(row: y, area: area, profile: profile, into: buffer) else { continue }
                    body(y, buffer)
                }
            }
        case .ring(let outer, let outerRadii, let inner, let innerRadii):
            let outerCorners = RoundedCorners(rect: outer, radii: outerRadii)
            let innerCorners = RoundedCorners(rect: inner, radii: innerRadii)
            let outerProfile = Self.horizontalProfile(outer, area: area)
            let innerProfile = inner.width > 0 && inner.height > 0 ? Self.horizontalProfile(inner, area: area) : nil
            var innerRow = [Float](repeating: 0, count: area.width)
            row.withUnsafeMutableBufferPointer { buffer in
                innerRow.withUnsafeMutableBufferPointer { innerBuffer in
                    for y in area.y0..<area.y1 {
                        guard outerCorners.fill(row: y, area: area, profile: outerProfile, into: buffer) else { continue }
                        if let innerProfile, innerCorners.fill(row: y, area: area, profile: innerProfile, into: innerBuffer) {
                            for index in 0..<buffer.count { buffer[index] = Swift.max(0, buffer[index] - innerBuffer[index]) }
                        }
                        body(y, buffer)
                    }
                }
            }
        case .polygon(let contours), .evenOddPolygon(let contours):
            var accumulator = PolygonAccumulator(area: area)
            for contour in contours where contour.count >= 3 {
                for index in 0..<contour.count {
                    accumulator.addLine(from: contour[index], to: contour[(index + 1) % contour.count])
                }
            }
            var evenOdd = false
            if case .evenOddPolygon = self { evenOdd = true }
            row.withUnsafeMutableBufferPointer { buffer in
                accumulator.forEachRow(evenOdd: evenOdd) { y, coverage in
                    for index in 0..<buffer.count { buffer[index] = coverage[index] }
                    body(y, buffer)
                }
            }
        }
    }

    /// How much of the unit interval starting at `start` lies inside `low...high`.
    @inline(__always)
    static func overlap(_ start: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat {
        Swift.max(0, Swift.min(start + 1, high) - Swift.max(start, low))
    }

    /// The horizontal coverage of each column of `area` by `rect`.
    static func horizontalProfile(_ rect: CGRect, area: PixelRect) -> [Float] {
        (area.x0..<area.x1).map { Float(overlap(CGFloat($0), rect.minX, rect.maxX)) }
    }
}

/// The corner squares of a rounded rectangle, supersampled 4×4 where a pixel meets an arc.
struct RoundedCorners {
    let rect: CGRect
    let radii: CornerRadii

    /// Samples per pixel side in corner squares.
    static let samplesPerSide = 4

    /// Writes the coverage of row `y` into `buffer`; false when the row is outside the shape.
    func fill(row y: Int, area: PixelRect, profile: [Float], into buffer: UnsafeMutableBufferPointer<Float>) -> Bool {
        let vertical = Float(PixelShape.overlap(CGFloat(y), rect.minY, rect.maxY))
        guard vertical > 0 else { return false }
        for index in 0..<buffer.count { buffer[index] = profile[index] * vertical }
        let top = CGFloat(y), bottom = CGFloat(y + 1)
        // Top corners.
        if top < rect.minY + Swift.max(radii.topLeft, radii.topRight) {
            corner(radius: radii.topLeft, centerX: rect.minX + radii.topLeft, centerY: rect.minY + radii.topLeft,
                   left: true, upper: true, y: y, area: area, buffer: buffer)
            corner(radius: radii.topRight, centerX: rect.maxX - radii.topRight, centerY: rect.minY + radii.topRight,
                   left: false, upper: true, y: y, area: area, buffer: buffer)
        }
        if bottom > rect.maxY - Swift.max(radii.bottomLeft, radii.bottomRight) {
            corner(radius: radii.bottomLeft, centerX: rect.minX + radii.bottomLeft, centerY: rect.maxY - radii.bottomLeft,
                   left: true, upper: false, y: y, area: area, buffer: buffer)
            corner(radius: radii.bottomRight, centerX: rect.maxX - radii.bottomRight, centerY: rect.maxY - radii.bottomRight,
                   left: false, upper: false, y: y, area: area, buffer: buffer)
        }
        return true
    }

    private func corner(
        radius: CGFloat, centerX: CGFloat, centerY: CGFloat, left: Bool, upper: Bool, y: Int,
        area: PixelRect, buffer: UnsafeMutableBufferPointer<Float>
    ) {
        guard radius > 0 else { return }
        let boxTop = upper ? rect.minY : centerY, boxBottom = upper ? centerY : rect.maxY
        guard CGFloat(y + 1) > boxTop, CGFloat(y) < boxBottom else { return }
        let boxLeft = left ? rect.minX : centerX, boxRight = left ? centerX : rect.maxX
        let firstColumn = Swift.max(area.x0, Int(boxLeft.rounded(.down)))
        let lastColumn = Swift.min(area.x1, Int(boxRight.rounded(.up)))
        guard firstColumn < lastColumn else { return }
        let samples = Self.samplesPerSide
        let step = 1 / CGFloat(samples)
        let radiusSquared = radius * radius
        let perSample = 1 / Float(samples * samples)
        for x in firstColumn..<lastColumn {
            var inside = 0
            for sy in 0..<samples {
                let py = CGFloat(y) + (CGFloat(sy) + 0.5) * step
                guard py >= rect.minY, py < rect.maxY else { continue }
                for sx in 0..<samples {
                    let px = CGFloat(x) + (CGFloat(sx) + 0.5) * step
                    guard px >= rect.minX, px < rect.maxX else { continue }
                    let inBox = px >= boxLeft && px < boxRight && py >= boxTop && py < boxBottom
                    if !inBox {
                        inside += 1
                        continue
                    }
                    let dx = px - centerX, dy = py - centerY
                    if dx * dx + dy * dy <= radiusSquared { inside += 1 }
                }
            }
            let index = x - area.x0
            buffer[index] = Swift.min(buffer[index], Float(inside) * perSample)
        }
    }
}
