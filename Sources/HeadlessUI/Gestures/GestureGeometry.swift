import Foundation

/// Small geometry helpers shared by the concrete gesture recognizers (screen-space centroids and
/// converting screen vectors into a view's coordinate space).
enum GestureGeometry {
    /// The centroid of `points` (`nil` when empty).
    static func centroid(_ points: [CGPoint]) -> CGPoint? {
        guard !points.isEmpty else { return nil }
        let sum = points.reduce(CGPoint.zero) { CGPoint(x: $0.x + $1.x, y: $0.y + $1.y) }
        return CGPoint(x: sum.x / CGFloat(points.count), y: sum.y / CGFloat(points.count))
    }

    /// The centroid of the touches' current screen locations.
    @MainActor
    static func currentCentroid(of touches: [UITouch]) -> CGPoint? {
        centroid(touches.map(\.screenLocation))
    }

    /// The centroid of the touches' touch-down screen locations.
    @MainActor
    static func startCentroid(of touches: [UITouch]) -> CGPoint? {
        centroid(touches.map(\.startScreenLocation))
    }

    /// A screen-space vector expressed in `view`'s coordinate space (screen space when `nil`).
    @MainActor
    static func vector(_ vector: CGPoint, fromScreenTo view: UIView?) -> CGPoint {
        guard let view else { return vector }
        let origin = view.convert(CGPoint.zero, from: nil)
        let tip = view.convert(vector, from: nil)
        return CGPoint(x: tip.x - origin.x, y: tip.y - origin.y)
    }

    /// A vector in `view`'s coordinate space expressed in screen space (identity when `nil`).
    @MainActor
    static func vector(_ vector: CGPoint, toScreenFrom view: UIView?) -> CGPoint {
        guard let view else { return vector }
        let origin = view.convert(CGPoint.zero, to: nil)
        let tip = view.convert(vector, to: nil)
        return CGPoint(x: tip.x - origin.x, y: tip.y - origin.y)
    }

    /// The length of a vector.
    static func length(_ vector: CGPoint) -> CGFloat {
        (vector.x * vector.x + vector.y * vector.y).squareRoot()
    }

    /// Whether `value` is a usable count (≥ 1); otherwise reports a runtime issue.
    @MainActor
    static func validateCount(_ value: Int, minimum: Int = 1, object: String, property: String) -> Bool {
        guard value >= minimum else {
            UIApplication.reportRuntimeIssue(.invalidConfiguration(
                object: object, property: property,
                reason: "\(value) is not allowed; use \(minimum) or more. The previous value is kept."
            ))
            return false
        }
        return true
    }

    /// Whether `value` is a finite number ≥ 0; otherwise reports a runtime issue.
    @MainActor
    static func validateNonNegative(_ value: Double, object: String, property: String) -> Bool {
        guard value.isFinite, value >= 0 else {
            UIApplication.reportRuntimeIssue(.invalidConfiguration(
                object: object, property: property,
                reason: "\(value) is not allowed; use a finite number ≥ 0. The previous value is kept."
            ))
            return false
        }
        return true
    }
}
