import Foundation

/// The direction a swipe travels (screen coordinates: `.down` moves towards the bottom).
public enum SwipeDirection: String, CaseIterable, Sendable {
    /// Towards the top of the screen.
    case up
    /// Towards the bottom of the screen.
    case down
    /// Towards the left.
    case left
    /// Towards the right.
    case right

    /// A unit vector along the direction.
    var unitVector: CGPoint {
        switch self {
        case .up: CGPoint(x: 0, y: -1)
        case .down: CGPoint(x: 0, y: 1)
        case .left: CGPoint(x: -1, y: 0)
        case .right: CGPoint(x: 1, y: 0)
        }
    }

    /// The screen edge a swipe in this direction starts from (`.right` starts at the left edge).
    var startingEdge: UIRectEdge {
        switch self {
        case .up: .bottom
        case .down: .top
        case .left: .right
        case .right: .left
        }
    }
}
