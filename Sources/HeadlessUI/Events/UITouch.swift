import Foundation

/// One finger or stylus on the screen, alive from touch-down to lift, as UIKit's `UITouch`.
///
/// The same object is reported for the whole life of the contact; when another finger moves, this
/// one is reported with phase `.stationary`.
@preconcurrency @MainActor
public final class UITouch: Hashable, @MainActor CustomStringConvertible {
    /// The phase of a touch, as UIKit's `UITouch.Phase`.
    public enum Phase: Int, Sendable, CustomStringConvertible {
        /// The finger touched down.
        case began
        /// The finger moved.
        case moved
        /// The finger is down but did not move in this event.
        case stationary
        /// The finger lifted.
        case ended
        /// The system cancelled the touch.
        case cancelled

        /// The phase's name.
        public var description: String {
            switch self {
            case .began: "began"
            case .moved: "moved"
            case .stationary: "stationary"
            case .ended: "ended"
            case .cancelled: "cancelled"
            }
        }
    }

    /// The kind of touch, as UIKit's `UITouch.TouchType`.
    public enum TouchType: Int, Sendable {
        /// A finger on the screen.
        case direct
        /// A touch not on the screen (remote).
        case indirect
        /// Apple Pencil.
        case pencil
        /// A pointer (trackpad or mouse).
        case indirectPointer

        /// UIKit's older spelling of ``pencil``.
        public static var stylus: TouchType { .pencil }
    }

    /// The digitizer's identity for this contact (a finger index, or the stylus).
    public let identity: Int
    /// Direct (finger) or pencil.
    public let type: TouchType
    /// Current phase.
    public internal(set) var phase: Phase
    /// Runtime seconds of the last change.
    public internal(set) var timestamp: TimeInterval
    /// Number of taps in quick succession at this place, counting this one.
    public internal(set) var tapCount: Int
    /// Force, where 1.0 is an average touch.
    public internal(set) var force: CGFloat
    /// The largest force the digitizer reports.
    public let maximumPossibleForce: CGFloat
    /// Stylus altitude in radians (π/2 = perpendicular); π/2 for fingers.
    public internal(set) var altitudeAngle: CGFloat
    /// Stylus azimuth in radians, in screen coordinates.
    var azimuth: CGFloat
    /// Radius of the contact, in points.
    public internal(set) var majorRadius: CGFloat
    /// Accuracy of ``majorRadius``.
    public internal(set) var majorRadiusTolerance: CGFloat
    /// Screen edges the touch started on (HeadlessUI exposes the digitizer's edge flags).
    public let edges: UIRectEdge
    /// The view the touch was delivered to (the hit-test result at touch-down).
    public internal(set) var view: UIView?
    /// The window the touch belongs to.
    public internal(set) var window: UIWindow?
    /// Gesture recognizers receiving this touch.
    public internal(set) var gestureRecognizers: [UIGestureRecognizer] = []

    var screenLocation: CGPoint
    var previousScreenLocation: CGPoint
    let startScreenLocation: CGPoint
    let startTimestamp: TimeInterval
    /// Largest distance from the touch-down point so far.
    var maximumTravel: CGFloat = 0
    /// What the touched view has been told about this touch.
    var viewDelivery = TouchViewDelivery()

    init(
        identity: Int, type: TouchType, location: CGPoint, timestamp: TimeInterval, tapCount: Int,
        force: CGFloat, maximumPossibleForce: CGFloat, altitudeAngle: CGFloat, azimuth: CGFloat,
        majorRadius: CGFloat, edges: UIRectEdge
    ) {
        self.identity = identity
        self.type = type
        self.phase = .began
        self.timestamp = timestamp
        self.tapCount = tapCount
        self.force = force
        self.maximumPossibleForce = maximumPossibleForce
        self.altitudeAngle = altitudeAngle
        self.azimuth = azimuth
        self.majorRadius = majorRadius
        self.majorRadiusTolerance = majorRadius * 0.25
        self.edges = edges
        self.screenLocation = location
        self.previousScreenLocation = location
        self.startScreenLocation = location
        self.startTimestamp = timestamp
    }

    /// The location in `view`'s coordinates (screen coordinates when `nil`).
    public func location(in view: UIView?) -> CGPoint {
        guard let view else { return screenLocation }
        return view.convert(screenLocation, from: nil)
    }

    /// The location before the last move, in `view`'s coordinates.
    public func previousLocation(in view: UIView?) -> CGPoint {
        guard let view else { return previousScreenLocation }
        return view.convert(previousScreenLocation, from: nil)
    }

    /// The precise location (HeadlessUI digitizers are exact, so the same as ``location(in:)``).
    public func preciseLocation(in view: UIView?) -> CGPoint { location(in: view) }

    /// The stylus azimuth angle in `view`'s coordinates.
    public func azimuthAngle(in view: UIView?) -> CGFloat { azimuth }

    /// A unit vector along the stylus azimuth.
    public func azimuthUnitVector(in view: UIView?) -> CGVector {
        CGVector(dx: CGFloat(Foundation.cos(Double(azimuth))), dy: CGFloat(Foundation.sin(Double(azimuth))))
    }

    /// Whether the touch is still down.
    var isActive: Bool { phase != .ended && phase != .cancelled }

    /// Identity.
    nonisolated public static func == (lhs: UITouch, rhs: UITouch) -> Bool { lhs === rhs }
    /// Identity hash.
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// `UITouch #1 began at (x, y) tapCount 1`.
    public var description: String {
        "UITouch #\(identity) \(phase) at (\(screenLocation.x), \(screenLocation.y)) tapCount \(tapCount)"
    }
}

#if !canImport(ObjectiveC)
/// A 2-D vector, as Core Graphics' `CGVector`.
public struct CGVector: Equatable, Hashable, Sendable {
    /// x component.
    public var dx: CGFloat
    /// y component.
    public var dy: CGFloat
    /// Creates a vector.
    public init(dx: CGFloat, dy: CGFloat) { self.dx = dx; self.dy = dy }
    /// The zero vector.
    public static let zero = CGVector(dx: 0, dy: 0)
}
#endif
