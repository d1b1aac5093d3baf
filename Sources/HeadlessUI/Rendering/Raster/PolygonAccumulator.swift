import Foundation

/// Exact-area polygon coverage by signed-area accumulation (the approach of font-rs and
/// stb_truetype's v2 rasterizer): every edge adds, to each pixel it crosses, the signed area
/// between it and the pixel's right side; a running sum along each row then gives the winding-weighted
/// coverage, clamped to 0...1 (non-zero fill).
///
/// Coordinates are canvas pixels; only `area` is stored. Parts of edges left of the area are
/// projected onto its left side (they still count for the winding); parts right of it are dropped.
struct PolygonAccumulator {
    let area: PixelRect
    private let stride: Int
    private var cells: [Float]

    init(area: PixelRect) {
        self.area = area
        stride = area.width + 2
        cells = [Float](repeating: 0, count: stride * area.height)
    }

    /// Adds the directed edge `start` → `end`.
    mutating func addLine(from start: CGPoint, to end: CGPoint) {
        guard start.x.isFinite, start.y.isFinite, end.x.isFinite, end.y.isFinite else { return }
        let width = Double(area.width)
        let p0 = (x: Double(start.x) - Double(area.x0), y: Double(start.y) - Double(area.y0))
        let p1 = (x: Double(end.x) - Double(area.x0), y: Double(end.y) - Double(area.y0))
        // Split where the edge crosses the left and right sides, so the clamped pieces keep their winding.
        var splits: [Double] = []
        if p0.x != p1.x {
            for boundary in [0.0, width] where (p0.x < boundary) != (p1.x < boundary) {
                splits.append((boundary - p0.x) / (p1.x - p0.x))
            }
        }
        var previous = p0
        for t in splits.sorted() + [1] {
            let next = t >= 1 ? p1 : (x: p0.x + (p1.x - p0.x) * t, y: p0.y + (p1.y - p0.y) * t)
            addClamped(previous, next)
            previous = next
        }
    }

    private mutating func addClamped(_ a: (x: Double, y: Double), _ b: (x: Double, y: Double)) {
        let width = Double(area.width)
        if a.x >= width && b.x >= width { return }
        addSegment(x0: Swift.min(width, Swift.max(0, a.x)), y0: a.y, x1: Swift.min(width, Swift.max(0, b.x)), y1: b.y)
    }

    private mutating func addSegment(x0 ax: Double, y0 ay: Double, x1 bx: Double, y1 by: Double) {
        guard abs(ay - by) > 1e-12 else { return }
        let direction: Double = ay < by ? 1 : -1
        let (topX, topY, bottomX, bottomY) = ay < by ? (ax, ay, bx, by) : (bx, by, ax, ay)
        let height = area.height
        guard bottomY > 0, topY < Double(height) else { return }
        let slope = (bottomX - topX) / (bottomY - topY)
        let firstRow = Swift.max(0, Int(topY.rounded(.down)))
        let lastRow = Swift.min(height, Int(bottomY.rounded(.up)))
        let maximumColumn = area.width + 1
        cells.withUnsafeMutableBufferPointer { cells in
            for row in firstRow..<lastRow {
                let rowTop = Swift.max(Double(row), topY)
                let rowBottom = Swift.min(Double(row + 1), bottomY)
                let dy = rowBottom - rowTop
                guard dy > 0 else { continue }
                let xStart = topX + (rowTop - topY) * slope
                let xEnd = topX + (rowBottom - topY) * slope
                let d = Float(dy * direction)
                let lineStart = row * stride
                let left = Swift.min(xStart, xEnd), right = Swift.max(xStart, xEnd)
                let leftFloor = left.rounded(.down)
                let leftIndex = Int(leftFloor)
                let rightCeil = right.rounded(.up)
                let rightIndex = Int(rightCeil)
                if rightIndex <= leftIndex + 1 {
                    // The edge stays within one column on this row.
                    let middle = Float(0.5 * (xStart + xEnd) - leftFloor)
                    cells[lineStart + Swift.min(maximumColumn, leftIndex)] += d - d * middle
                    cells[lineStart + Swift.min(maximumColumn, leftIndex + 1)] += d * middle
                } else {
                    let inverseWidth = 1 / (right - left)
                    let leftFraction = left - leftFloor
                    let firstArea = 0.5 * inverseWidth * (1 - leftFraction) * (1 - leftFraction)
                    let rightFraction = right - rightCeil + 1
                    let lastArea = 0.5 * inverseWidth * rightFraction * rightFraction
                    cells[lineStart + leftIndex] += d * Float(firstArea)
                    if rightIndex == leftIndex + 2 {
                        cells[lineStart + leftIndex + 1] += d * Float(1 - firstArea - lastArea)
                    } else {
                        let secondArea = inverseWidth * (1.5 - leftFraction)
                        cells[lineStart + leftIndex + 1] += d * Float(secondArea - firstArea)
                        if leftIndex + 2 < rightIndex - 1 {
                            for column in (leftIndex + 2)..<(rightIndex - 1) {
                                cells[lineStart + column] += d * Float(inverseWidth)
                            }
                        }
                        let beforeLast = secondArea + Double(rightIndex - leftIndex - 3) * inverseWidth
                        cells[lineStart + rightIndex - 1] += d * Float(1 - beforeLast - lastArea)
                    }
                    cells[lineStart + Swift.min(maximumColumn, rightIndex)] += d * Float(lastArea)
                }
            }
        }
    }

    /// Calls `body` for each row of the area with its coverage (columns `area.x0..<area.x1`); with
    /// `evenOdd`, a winding of 2 counts as outside (the accumulated area folds: 0, 1, 0, 1…).
    func forEachRow(evenOdd: Bool = false, _ body: (_ y: Int, _ coverage: UnsafeBufferPointer<Float>) -> Void) {
        var row = [Float](repeating: 0, count: area.width)
        cells.withUnsafeBufferPointer { cells in
            row.withUnsafeMutableBufferPointer { row in
                for y in 0..<area.height {
                    var sum: Float = 0
                    var any = false
                    let lineStart = y * stride
                    for x in 0..<area.width {
                        sum += cells[lineStart + x]
                        var value = Swift.min(1, abs(sum))
                        if evenOdd {
                            let folded = abs(sum).truncatingRemainder(dividingBy: 2)
                            value = folded > 1 ? 2 - folded : folded
                        }
                        row[x] = value
                        if value > 0.0005 { any = true }
                    }
                    if any { body(area.y0 + y, UnsafeBufferPointer(row)) }
                }
            }
        }
    }
}
