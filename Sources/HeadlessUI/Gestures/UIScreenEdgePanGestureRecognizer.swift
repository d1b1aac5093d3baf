import Foundation

/// A pan that starts at an edge of the screen, as UIKit's `UIScreenEdgePanGestureRecognizer`.
///
/// The gesture is considered only for fingers that touch down within the edge region of one of
/// the requested ``edges`` (HeadlessUI: 13 pt from the left, right and top edges and 11 pt from the
/// bottom edge, UIKit's decompiled defaults), or whose digitizer contact carries the matching edge
/// flag. The finger must then travel 15 pt (UIKit's edge hysteresis, instead of the pan's 10 pt),
/// heading away from the edge within ±77.5° of the edge's normal; after that it behaves like
/// ``UIPanGestureRecognizer``.
///
/// ```swift
/// let back = UIScreenEdgePanGestureRecognizer { recognizer in ... }
/// back.edges = .left
/// view.addGestureRecognizer(back)
/// ```
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// Width of the region along the left, right and top edges where the gesture may start (13 pt).
    static let edgeRegionWidth: CGFloat = 13
    /// Width of the region along the bottom edge (11 pt).
    static let bottomEdgeRegionWidth: CGFloat = 11
    /// Distance before the gesture begins (UIKit's edge-pan hysteresis: 15 pt).
    static let edgeHysteresis: CGFloat = 15
    /// Half of the angle window around the edge's inward normal (UIKit: 155° in total).
    static let halfAngleWindow: CGFloat = 2.70526 / 2

    /// The screen edges the gesture may start from (UIKit's default: none, so set it).
    open var edges: UIRectEdge = []

    /// The edges the current gesture started from.
    private var startingEdges: UIRectEdge = []

    /// Creates an edge-pan recognizer with an optional handler.
    public override init(handler: Handler? = nil) {
        super.init(handler: handler)
    }

    override var hysteresis: CGFloat { Self.edgeHysteresis }

    /// A finger touched down: the first one must start at a requested edge, or the gesture fails.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if downTouches.isEmpty, state == .possible {
            guard !edges.isEmpty else {
                UIApplication.reportRuntimeIssue(.invalidConfiguration(
                    object: debugName, property: "edges",
                    reason: "no edge is set, so the gesture can never start; set edges (for example .left) before touches arrive."
                ))
                state = .failed
                return
            }
            let starting = touches.reduce(into: UIRectEdge()) { result, touch in
                result.formUnion(edgesTouched(by: touch))
            }
            startingEdges = starting.intersection(edges)
            guard !startingEdges.isEmpty else {
                state = .failed
                return
            }
        }
        super.touchesBegan(touches, with: event)
    }

    /// Clears the starting edge.
    open override func reset() {
        super.reset()
        startingEdges = []
    }

    override func shouldBegin(withTranslation translation: CGPoint) -> Bool {
        guard super.shouldBegin(withTranslation: translation) else { return false }
        let length = GestureGeometry.length(translation)
        let headsInward = inwardNormals.contains { normal in
            let cosine = (translation.x * normal.x + translation.y * normal.y) / length
            return cosine >= CGFloat(Foundation.cos(Double(Self.halfAngleWindow)))
        }
        if !headsInward, state == .possible { state = .failed }
        return headsInward
    }

    // MARK: Helpers

    /// Edges whose region contains the touch-down point, plus the digitizer's edge flags.
    private func edgesTouched(by touch: UITouch) -> UIRectEdge {
        var result = touch.edges
        guard let screen = UIApplication.current?.screen.bounds else { return result }
        let point = touch.startScreenLocation
        if point.x - screen.minX <= Self.edgeRegionWidth { result.insert(.left) }
        if screen.maxX - point.x <= Self.edgeRegionWidth { result.insert(.right) }
        if point.y - screen.minY <= Self.edgeRegionWidth { result.insert(.top) }
        if screen.maxY - point.y <= Self.bottomEdgeRegionWidth { result.insert(.bottom) }
        return result
    }

    /// Unit vectors pointing away from each starting edge.
    private var inwardNormals: [CGPoint] {
        var normals: [CGPoint] = []
        if startingEdges.contains(.left) { normals.append(CGPoint(x: 1, y: 0)) }
        if startingEdges.contains(.right) { normals.append(CGPoint(x: -1, y: 0)) }
        if startingEdges.contains(.top) { normals.append(CGPoint(x: 0, y: 1)) }
        if startingEdges.contains(.bottom) { normals.append(CGPoint(x: 0, y: -1)) }
        return normals
    }
}
