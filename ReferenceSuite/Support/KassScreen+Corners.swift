import Foundation
import HeadlessUI
import Kass

extension KassScreen {
    /// The radius, in points, of the rounded top-left corner of the element `identifier` as drawn on
    /// screen (0 for a square corner; nil when the element is not on screen). Read from the pixels of
    /// the `maximum`-point square at the corner: in each pixel row, where the element's fill starts,
    /// fitted to a quarter circle.
    func drawnCornerRadius(_ identifier: String, maximum: CGFloat = 16) -> CGFloat? {
        guard let frame = identifiedFrames()[identifier], frame.width >= maximum, frame.height >= maximum else { return nil }
        let image = UIScreen.main.screenshot(
            in: CGRect(x: frame.minX, y: frame.minY, width: maximum, height: maximum), includesStatusBar: false
        )
        let bytes = image.rgbaBytes, columns = image.pixelWidth, rows = image.pixelHeight, scale = image.scale
        guard columns > 0, rows > 0, bytes.count >= columns * rows * 4 else { return nil }
        func distance(_ first: Int, _ second: Int) -> Int {
            (0..<3).reduce(0) { $0 + abs(Int(bytes[first * 4 + $1]) - Int(bytes[second * 4 + $1])) }
        }
        // The fill: the square's far corner, inside the element. Outside: the pixel at the very corner.
        let fill = columns * rows - 1, threshold = max(distance(fill, 0) / 2, 1)
        var edges: [(y: CGFloat, x: CGFloat)] = []
        for row in 0..<rows {
            let leading = (0..<columns).first { distance(row * columns + $0, fill) < threshold } ?? columns
            edges.append((y: (CGFloat(row) + 0.5) / scale, x: CGFloat(leading) / scale))
        }
        var best: (radius: CGFloat, error: CGFloat) = (0, .infinity)
        for radius in stride(from: CGFloat(0), through: maximum, by: 0.05) {
            let error = edges.reduce(CGFloat(0)) { sum, edge in
                let offset = radius - edge.y
                let expected = edge.y >= radius ? 0 : radius - (radius * radius - offset * offset).squareRoot()
                return sum + (expected - edge.x) * (expected - edge.x)
            }
            if error < best.error { best = (radius, error) }
        }
        return best.radius
    }
}
