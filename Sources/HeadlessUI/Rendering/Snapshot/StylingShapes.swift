import Foundation

/// Drawing helpers shared by the control stylings: hairlines one device pixel wide, strokes with
/// round joins and caps (chevrons, checkmarks, glyphs), centred single-line titles, and the fading
/// of colours by a view's opacity.
@MainActor
enum StylingShapes {
    /// Sides of the polygons that approximate round joins and caps.
    static let roundJoinSides = 12

    /// `color` with its alpha multiplied by `opacity`.
    static func faded(_ color: UIColor, _ opacity: CGFloat) -> UIColor {
        opacity >= 1 ? color : color.withAlphaComponent(color.alpha * opacity)
    }

    /// The width of a hairline on `canvas`: one device pixel (1/scale points), as UIKit's separators.
    static func hairline(on canvas: RasterCanvas) -> CGFloat {
        1 / Swift.max(1, canvas.scale)
    }

    /// Strokes the open polyline through `points`, `width` points wide, with round joins and caps.
    /// The pieces are filled as one shape (non-zero winding, all wound the same way), so a
    /// translucent colour is not darker where they overlap.
    static func strokePolyline(_ points: [CGPoint], width: CGFloat, color: UIColor, in canvas: RasterCanvas) {
        guard points.count >= 2, width > 0, width.isFinite else { return }
        var contours: [[CGPoint]] = []
        for (start, end) in zip(points, points.dropFirst()) {
            let dx = end.x - start.x, dy = end.y - start.y
            let length = (dx * dx + dy * dy).squareRoot()
            guard length > 0 else { continue }
            let nx = -dy / length * width / 2, ny = dx / length * width / 2
            contours.append(clockwise([
                CGPoint(x: start.x + nx, y: start.y + ny), CGPoint(x: end.x + nx, y: end.y + ny),
                CGPoint(x: end.x - nx, y: end.y - ny), CGPoint(x: start.x - nx, y: start.y - ny),
            ]))
        }
        for point in points {
            contours.append(clockwise(circle(center: point, radius: width / 2)))
        }
        canvas.fillPolygon(contours: contours, color: color)
    }

    /// Draws `text` on one line centred (both ways) in `rect`, truncated in the middle when too wide.
    static func drawCentredTitle(_ text: String, font: UIFont, in rect: CGRect, color: UIColor, canvas: RasterCanvas) {
        guard !text.isEmpty, rect.width > 0 else { return }
        let layout = TextLayout(
            text: text, font: font, width: rect.width, numberOfLines: 1, lineBreakMode: .byTruncatingMiddle, alignment: .center
        )
        canvas.draw(layout, at: CGPoint(x: rect.minX, y: rect.midY - layout.size.height / 2), color: color)
    }

    /// A polygon approximating a circle.
    private static func circle(center: CGPoint, radius: CGFloat) -> [CGPoint] {
        (0..<roundJoinSides).map { index in
            let angle = CGFloat(index) / CGFloat(roundJoinSides) * 2 * .pi
            return CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        }
    }

    /// `contour` wound clockwise on screen (positive signed area with y pointing down).
    private static func clockwise(_ contour: [CGPoint]) -> [CGPoint] {
        var area: CGFloat = 0
        for (a, b) in zip(contour, contour.dropFirst() + [contour[0]]) { area += a.x * b.y - b.x * a.y }
        return area < 0 ? contour.reversed() : contour
    }
}
