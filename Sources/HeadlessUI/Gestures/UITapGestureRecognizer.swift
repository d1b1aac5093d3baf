import Foundation

/// A discrete recognizer for single or multiple taps, as UIKit's `UITapGestureRecognizer`.
///
/// UIKit's numbers (decompiled `UITapRecognizer`): the fingers may wander at most 45 pt from the
/// first tap's starting centroid; each press may last at most 0.75 s; the next tap must start within
/// 0.35 s of the previous lift; more fingers than ``numberOfTouchesRequired`` fail the gesture. The
/// recognizer recognizes at the lift of the last required tap, so a single tap fires with no delay,
/// and a single tap that `require(toFail:)` a double tap fires 0.35 s after the lift.
///
/// ```swift
/// let doubleTap = UITapGestureRecognizer { _ in zoom() }
/// doubleTap.numberOfTapsRequired = 2
/// view.addGestureRecognizer(doubleTap)
/// ```
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// Farthest the touches' centroid may move from the first tap's starting centroid (UIKit: 45 pt).
    static let allowableMovement: CGFloat = 45
    /// Longest a single press may last (UIKit's `maximumTapDuration`: 0.75 s).
    static let maximumTapDuration: TimeInterval = 0.75
    /// Longest gap between a lift and the next tap's touch-down (UIKit: 0.35 s).
    static let maximumIntervalBetweenSuccessiveTaps: TimeInterval = 0.35

    /// The number of taps needed (default 1). Values below 1 are reported and ignored.
    open var numberOfTapsRequired = 1 {
        didSet {
            if !GestureGeometry.validateCount(numberOfTapsRequired, object: debugName, property: "numberOfTapsRequired") {
                numberOfTapsRequired = oldValue
            }
        }
    }

    /// The number of fingers each tap needs (default 1). Values below 1 are reported and ignored.
    open var numberOfTouchesRequired = 1 {
        didSet {
            if !GestureGeometry.validateCount(numberOfTouchesRequired, object: debugName, property: "numberOfTouchesRequired") {
                numberOfTouchesRequired = oldValue
            }
        }
    }

    /// Taps completed in the current sequence.
    private var completedTaps = 0
    /// Touches of the tap in progress (down or lifting now).
    private var currentTapTouches: [UITouch] = []
    /// Most fingers seen down together in the tap in progress.
    private var fingersInCurrentTap = 0
    /// Screen centroid where the first tap started.
    private var firstTapStart: CGPoint?

    /// Creates a tap recognizer with an optional handler (called once, on recognition).
    public override init(handler: Handler? = nil) {
        super.init(handler: handler)
    }

    // MARK: Touches

    /// A finger touched down: starts a tap (or joins the one in progress).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        let isNewTap = currentTapTouches.allSatisfy { !$0.isActive }
        if isNewTap {
            cancelTimers()
            currentTapTouches = []
            fingersInCurrentTap = 0
            scheduleTimer(after: Self.maximumTapDuration, label: "maximum tap duration") { [weak self] in
                self?.failIfPossible()
            }
        }
        currentTapTouches.append(contentsOf: touches.sorted { $0.identity < $1.identity })
        let down = currentTapTouches.filter(\.isActive)
        fingersInCurrentTap = max(fingersInCurrentTap, down.count)
        guard fingersInCurrentTap <= numberOfTouchesRequired else {
            failIfPossible()
            return
        }
        if completedTaps == 0 {
            firstTapStart = GestureGeometry.startCentroid(of: currentTapTouches)
        } else if exceedsAllowableMovement(GestureGeometry.startCentroid(of: currentTapTouches)) {
            failIfPossible()
        }
    }

    /// Fingers moved: fails once their centroid leaves the allowable movement.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if exceedsAllowableMovement(GestureGeometry.currentCentroid(of: currentTapTouches)) { failIfPossible() }
    }

    /// Fingers lifted: completes the tap when all of its fingers are up.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if exceedsAllowableMovement(GestureGeometry.currentCentroid(of: currentTapTouches)) {
            failIfPossible()
            return
        }
        guard currentTapTouches.allSatisfy({ !$0.isActive }) else { return }
        cancelTimers()
        guard fingersInCurrentTap == numberOfTouchesRequired else {
            failIfPossible()
            return
        }
        completedTaps += 1
        if completedTaps >= numberOfTapsRequired {
            state = .ended
        } else {
            scheduleTimer(after: Self.maximumIntervalBetweenSuccessiveTaps, label: "maximum interval between taps") { [weak self] in
                self?.failIfPossible()
            }
        }
    }

    /// Resets the tap sequence.
    open override func reset() {
        super.reset()
        completedTaps = 0
        currentTapTouches = []
        fingersInCurrentTap = 0
        firstTapStart = nil
    }

    // MARK: Location

    /// The location of the first tap (the centroid of its fingers when it started), as UIKit reports it.
    open override func location(in view: UIView?) -> CGPoint {
        guard let firstTapStart else { return super.location(in: view) }
        return view?.convert(firstTapStart, from: nil) ?? firstTapStart
    }

    // MARK: Helpers

    private func exceedsAllowableMovement(_ point: CGPoint?) -> Bool {
        guard let point, let firstTapStart else { return false }
        return firstTapStart.distance(to: point) > Self.allowableMovement
    }

    private func failIfPossible() {
        cancelTimers()
        if state == .possible { state = .failed }
    }
}
