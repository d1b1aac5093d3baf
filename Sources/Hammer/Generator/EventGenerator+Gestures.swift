import Foundation

extension EventGenerator {
    /// Taps once at `location` (default: the centre of the generator's view): down, `settings.tapDuration`, up.
    public func fingerTap(at location: (any HammerLocatable)? = nil) throws {
        try ensureActive()
        try perform(try tapPlan(at: try point(for: location), taps: 1))
    }

    /// Async form of `fingerTap`.
    public func fingerTap(at location: (any HammerLocatable)? = nil) async throws {
        try ensureActive()
        try await perform(try tapPlan(at: try point(for: location), taps: 1))
    }

    /// Taps twice at `location`, `settings.multipleTapInterval` apart (UIKit's double tap allows 0.35 s).
    public func fingerDoubleTap(at location: (any HammerLocatable)? = nil) throws {
        try ensureActive()
        try perform(try tapPlan(at: try point(for: location), taps: 2))
    }

    /// Async form of `fingerDoubleTap`.
    public func fingerDoubleTap(at location: (any HammerLocatable)? = nil) async throws {
        try ensureActive()
        try await perform(try tapPlan(at: try point(for: location), taps: 2))
    }

    /// Presses at `location` for `duration` seconds (default `settings.longPressDuration`; UIKit's long press needs 0.5 s).
    public func fingerLongPress(at location: (any HammerLocatable)? = nil, duration: TimeInterval? = nil) throws {
        try ensureActive()
        try perform(try longPressPlan(at: try point(for: location), duration: duration ?? settings.longPressDuration))
    }

    /// Async form of `fingerLongPress`.
    public func fingerLongPress(at location: (any HammerLocatable)? = nil, duration: TimeInterval? = nil) async throws {
        try ensureActive()
        try await perform(try longPressPlan(at: try point(for: location), duration: duration ?? settings.longPressDuration))
    }

    /// Taps with two fingers together, `settings.twoFingerDistance` apart, centred on `location`.
    public func twoFingerTap(at location: (any HammerLocatable)? = nil) throws {
        try ensureActive()
        try perform(try twoFingerTapPlan(at: try point(for: location)))
    }

    /// Async form of `twoFingerTap`.
    public func twoFingerTap(at location: (any HammerLocatable)? = nil) async throws {
        try ensureActive()
        try await perform(try twoFingerTapPlan(at: try point(for: location)))
    }

    /// Drags one finger from `start` to `end` over `duration` seconds (default `settings.dragDuration`), easing in and out.
    public func fingerDrag(from start: any HammerLocatable, to end: any HammerLocatable, duration: TimeInterval? = nil) throws {
        try ensureActive()
        try perform(try dragPlan(
            from: try point(for: start), to: try end.hammerLocation(in: self).point, duration: duration ?? settings.dragDuration
        ))
    }

    /// Async form of `fingerDrag`.
    public func fingerDrag(from start: any HammerLocatable, to end: any HammerLocatable, duration: TimeInterval? = nil) async throws {
        try ensureActive()
        try await perform(try dragPlan(
            from: try point(for: start), to: try end.hammerLocation(in: self).point, duration: duration ?? settings.dragDuration
        ))
    }

    /// Pinches two horizontal fingers centred on `location` from `fromDistance` to `toDistance` points apart; a pinch recognizer reports
    /// `toDistance / fromDistance` as its scale.
    public func fingerPinch(
        at location: (any HammerLocatable)? = nil, fromDistance: CGFloat, toDistance: CGFloat, duration: TimeInterval? = nil
    ) throws {
        try ensureActive()
        try perform(try twoFingerPlan(
            at: try point(for: location),
            fromDistance: fromDistance,
            toDistance: toDistance,
            angle: 0,
            duration: duration ?? settings.twoFingerGestureDuration
        ))
    }

    /// Async form of `fingerPinch`.
    public func fingerPinch(
        at location: (any HammerLocatable)? = nil, fromDistance: CGFloat, toDistance: CGFloat, duration: TimeInterval? = nil
    ) async throws {
        try ensureActive()
        try await perform(try twoFingerPlan(
            at: try point(for: location),
            fromDistance: fromDistance,
            toDistance: toDistance,
            angle: 0,
            duration: duration ?? settings.twoFingerGestureDuration
        ))
    }

    /// Rotates two fingers around `location` by `angle` radians (positive is clockwise on screen, as UIKit's rotation); any angle, even
    /// beyond a full turn.
    public func fingerRotate(at location: (any HammerLocatable)? = nil, angle: CGFloat, duration: TimeInterval? = nil) throws {
        try ensureActive()
        try perform(try twoFingerPlan(
            at: try point(for: location),
            fromDistance: settings.twoFingerDistance,
            toDistance: settings.twoFingerDistance,
            angle: angle,
            duration: duration ?? settings.twoFingerGestureDuration
        ))
    }

    /// Async form of `fingerRotate`.
    public func fingerRotate(at location: (any HammerLocatable)? = nil, angle: CGFloat, duration: TimeInterval? = nil) async throws {
        try ensureActive()
        try await perform(try twoFingerPlan(
            at: try point(for: location),
            fromDistance: settings.twoFingerDistance,
            toDistance: settings.twoFingerDistance,
            angle: angle,
            duration: duration ?? settings.twoFingerGestureDuration
        ))
    }

    /// Swipes from `location` in `direction`: `settings.swipeDistance` points (less near the screen edge, at least 60) in
    /// `settings.swipeDuration`.
    public func fingerSwipe(at location: (any HammerLocatable)? = nil, direction: SwipeDirection) throws {
        try ensureActive()
        try perform(try swipePlan(from: try point(for: location), direction: direction))
    }

    /// Async form of `fingerSwipe`.
    public func fingerSwipe(at location: (any HammerLocatable)? = nil, direction: SwipeDirection) async throws {
        try ensureActive()
        try await perform(try swipePlan(from: try point(for: location), direction: direction))
    }

    /// Swipes in from the screen edge opposite `direction` (`.right` starts at the left edge, like the navigation back swipe), at the
    /// height (or x) of `location`, with the digitizer's edge flag.
    public func fingerEdgeSwipe(at location: (any HammerLocatable)? = nil, direction: SwipeDirection) throws {
        try ensureActive()
        try perform(try edgeSwipePlan(through: try (location ?? view).hammerLocation(in: self).point, direction: direction))
    }

    /// Async form of `fingerEdgeSwipe`.
    public func fingerEdgeSwipe(at location: (any HammerLocatable)? = nil, direction: SwipeDirection) async throws {
        try ensureActive()
        try await perform(try edgeSwipePlan(through: try (location ?? view).hammerLocation(in: self).point, direction: direction))
    }
}
