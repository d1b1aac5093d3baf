import Foundation

/// How a path's outline is stroked, in user-space units.
struct StrokeStyle {
    var width: CGFloat = 1
    var cap: CGLineCap = .butt
    var join: CGLineJoin = .miter
    var miterLimit: CGFloat = 10
    var dashes: [CGFloat] = []
    var dashPhase: CGFloat = 0
    /// The fractions of the path's length drawn (as a shape layer's `strokeStart`/`strokeEnd`).
    var start: CGFloat = 0
    var end: CGFloat = 1
}
