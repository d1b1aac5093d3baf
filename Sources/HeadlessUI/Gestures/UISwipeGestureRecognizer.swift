import Foundation

/// A discrete recognizer for swipes in one or more directions, as UIKit's `UISwipeGestureRecognizer`.
///
/// The decision follows ``SwipeEvaluator`` (UIKit's thresholds: at most 0.5 s, at least 50 pt along
/// the direction, at most 200 pt sideways, both decaying with time). It recognizes while the fingers
/// move, as UIKit does, and fails if a finger lifts before that, if the fingers move the wrong way,
/// or if 0.5 s pass. ``location(in:)`` is where the swipe began.
///
/// ```swift
/// let swipe = UISwipeGestureRecognizer { _ in showPreviousPage() }
/// swipe.direction = .right
/// view.addGestureRecognizer(swipe)
/// ```
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// Swipe directions, as UIKit's `UISwipeGestureRecognizer.Direction` (same raw values).
    public struct Direction: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Creates a direction set from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Towards the right.
        public static let right = Direction(rawValue: 1 << 0)
        /// Towards the left.
        public static let left = Direction(rawValue: 1 << 1)
        /// Upwards.
        public static let up = Direction(rawValue: 1 << 2)
        /// Downwards.
        public static let down = Direction(rawValue: 1 << 3)

        /// The four single directions, in UIKit's bit order.
        static let all: [Direction] = [.right, .left, .up, .down]

        /// A unit vector in screen coordinates (y grows downwards).
        var unitVector: CGPoint {
            switch self {
            case .left: CGPoint(x: -1, y: 0)
            case .up: CGPoint(x: 0, y: -1)
            case .down: CGPoint(x: 0, y: 1)
            default: CGPoint(x: 1, y: 0)
            }
        }
    }

    /// The directions that count (default `.right`). An empty set is reported and ignored.
    open var direction: Direction = .right {
        didSet {
            guard direction.isEmpty else { return }
            UIApplication.reportRuntimeIssue(.invalidConfiguration(
                object: debugName, property: "direction",
                reason: "an empty direction set can never recognize; use .right, .left, .up, .down or a combination. The previous value is "
                    + "kept."
            ))
            direction = oldValue
        }
    }

    /// Fingers that must swipe together (default 1).
    open var numberOfTouchesRequired = 1 {
        didSet {
            if !GestureGeometry.validateCount(numberOfTouchesRequired, object: debugName, property: "numberOfTouchesRequired") {
                numberOfTouchesRequired = oldValue
            }
        }
    }

    /// The thresholds in use (UIKit's values).
    let evaluator = SwipeEvaluator()

    private var swipeTouches: [UITouch] = []
    private var startTime: TimeInterval?
    private var startCentroid: CGPoint?
    private var lastCentroid: CGPoint?
    private var lastSampleTime: TimeInterval = 0
    private var recentVelocity: CGPoint = .zero

    /// Creates a swipe recognizer with an optional handler (called once, on recognition).
    public override init(handler: Handler? = nil) {
        super.init(handler: handler)
    }

    // MARK: Touches

    /// Fingers touched down: too many fail the swipe; the clock starts at the first.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        swipeTouches.append(contentsOf: touches.sorted { $0.identity < $1.identity })
        guard swipeTouches.count <= numberOfTouchesRequired else {
            failIfPossible()
            return
        }
        if startTime == nil {
            startTime = event.timestamp
            scheduleTimer(after: evaluator.maximumDuration, label: "maximum swipe duration") { [weak self] in
                self?.failIfPossible()
            }
        }
        startCentroid = GestureGeometry.startCentroid(of: swipeTouches)
        lastCentroid = GestureGeometry.currentCentroid(of: swipeTouches)
        lastSampleTime = event.timestamp
    }

    /// Fingers moved: recognizes, fails or keeps watching, per ``SwipeEvaluator``.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, swipeTouches.count == numberOfTouchesRequired,
              let startTime, let startCentroid, let centroid = GestureGeometry.currentCentroid(of: swipeTouches)
        else { return }
        if let lastCentroid, event.timestamp > lastSampleTime + TimeTolerance.epsilon {
            let elapsed = event.timestamp - lastSampleTime
            recentVelocity = CGPoint(x: (centroid.x - lastCentroid.x) / elapsed, y: (centroid.y - lastCentroid.y) / elapsed)
            lastSampleTime = event.timestamp
            self.lastCentroid = centroid
        }
        let movement = CGPoint(x: centroid.x - startCentroid.x, y: centroid.y - startCentroid.y)
        switch evaluator.evaluate(
            movement: movement, elapsed: event.timestamp - startTime, recentVelocity: recentVelocity, directions: direction
        ) {
        case .undecided: break
        case .recognized:
            cancelTimers()
            state = .ended
        case .failed: failIfPossible()
        }
    }

    /// A finger lifted before the swipe was recognized: fails.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        failIfPossible()
    }

    /// Clears the swipe.
    open override func reset() {
        super.reset()
        swipeTouches = []
        startTime = nil
        startCentroid = nil
        lastCentroid = nil
        recentVelocity = .zero
    }

    // MARK: Location

    /// Where the swipe began (the centroid of its fingers at touch-down), as UIKit reports it.
    open override func location(in view: UIView?) -> CGPoint {
        guard let startCentroid else { return super.location(in: view) }
        return view?.convert(startCentroid, from: nil) ?? startCentroid
    }

    private func failIfPossible() {
        cancelTimers()
        if state == .possible { state = .failed }
    }
}
