import Foundation

/// The event plans of the finger gestures, with timings the system's recognizers accept
/// (tap ≤ 0.75 s, taps ≤ 0.35 s apart, long press ≥ 0.5 s, swipe ≥ 50 pt within 0.5 s, edge swipe
/// from the edge region with the digitizer's edge flag). Public entry points are in
/// `EventGenerator+Gestures.swift`.
extension EventGenerator {
    /// Distance from the screen edge where an edge swipe starts (inside UIKit's 13 pt edge region).
    static let edgeSwipeInset: CGFloat = 2
    /// Largest turn between two reports of a rotation, so the angle never jumps the short way round.
    static let largestRotationStep: CGFloat = .pi / 6

    func tapPlan(at point: CGPoint, taps: Int) throws -> [GeneratorStep] {
        let (down, fingers) = try downPlan([.automatic], at: [point])
        let up = GeneratorStep.touches([touchContact(for: fingers[0], phase: .up, at: point)])
        var steps: [GeneratorStep] = []
        for tap in 0..<taps {
            if tap > 0 { steps.append(.pause(settings.multipleTapInterval)) }
            steps += down + [.pause(settings.tapDuration), up]
        }
        return steps
    }

    func longPressPlan(at point: CGPoint, duration: TimeInterval) throws -> [GeneratorStep] {
        try validateDuration(duration)
        let (down, fingers) = try downPlan([.automatic], at: [point])
        return down + [.pause(duration), .touches([touchContact(for: fingers[0], phase: .up, at: point)])]
    }

    func twoFingerTapPlan(at center: CGPoint) throws -> [GeneratorStep] {
        let half = settings.twoFingerDistance / 2
        let points = [CGPoint(x: center.x - half, y: center.y), CGPoint(x: center.x + half, y: center.y)]
        let (down, fingers) = try downPlan([.automatic, .automatic], at: points)
        let up = zip(fingers, points).map { touchContact(for: $0, phase: .up, at: $1) }
        return down + [.pause(settings.tapDuration), .touches(up)]
    }

    /// Down at `start`, moves to `end` over `duration`, up at `end`.
    func dragPlan(from start: CGPoint, to end: CGPoint, duration: TimeInterval, edges: UIRectEdge = []) throws -> [GeneratorStep] {
        try validateDuration(duration)
        var (steps, fingers) = try downPlan([.automatic], at: [start])
        let finger = fingers[0]
        if !edges.isEmpty { steps = [.touches([touchContact(for: finger, phase: .down, at: start, edges: edges)])] }
        steps += try interpolation(duration: duration) { fraction in
            let point = fraction >= 1 ? end : Self.lerp(start, end, fraction)
            try validateTouchMove(to: point)
            return [touchContact(for: finger, phase: .move, at: point)]
        }
        steps.append(.touches([touchContact(for: finger, phase: .up, at: end)]))
        return steps
    }

    /// Two fingers on a line through `center` at `angle` (radians), `distance` apart.
    private static func pair(center: CGPoint, distance: CGFloat, angle: CGFloat) -> [CGPoint] {
        let dx = distance / 2 * cos(angle), dy = distance / 2 * sin(angle)
        return [CGPoint(x: center.x - dx, y: center.y - dy), CGPoint(x: center.x + dx, y: center.y + dy)]
    }

    /// Two fingers whose distance and angle change together over `duration`.
    func twoFingerPlan(
        at center: CGPoint, fromDistance: CGFloat, toDistance: CGFloat, angle: CGFloat, duration: TimeInterval
    ) throws -> [GeneratorStep] {
        try validateDuration(duration)
        for (name, value) in [("fromDistance", fromDistance), ("toDistance", toDistance)] where !(value.isFinite && value > 0) {
            throw HammerError.invalidValue(
                name: name, value: Double(value), reason: "the distance between the fingers must be a finite number of points above zero."
            )
        }
        guard angle.isFinite else {
            throw HammerError.invalidValue(name: "angle", value: Double(angle), reason: "the angle must be a finite number of radians.")
        }
        let start = Self.pair(center: center, distance: fromDistance, angle: 0)
        let (down, fingers) = try downPlan([.automatic, .automatic], at: start)
        let minimumFrames = (abs(angle) / Self.largestRotationStep).rounded(.up)
        let effectiveDuration = max(duration, TimeInterval(minimumFrames) * Self.frameInterval)
        var ends = start
        let moves = try interpolation(duration: effectiveDuration) { fraction in
            let points = Self.pair(center: center, distance: fromDistance + (toDistance - fromDistance) * fraction, angle: angle * fraction)
            ends = points
            return try zip(fingers, points).map { finger, point in
                try validateTouchMove(to: point)
                return touchContact(for: finger, phase: .move, at: point)
            }
        }
        return down + moves + [.touches(zip(fingers, ends).map { touchContact(for: $0, phase: .up, at: $1) })]
    }

    func swipePlan(from start: CGPoint, direction: SwipeDirection) throws -> [GeneratorStep] {
        let room = Self.room(from: start, direction: direction, in: platform.screenBounds) - 1
        let distance = min(settings.swipeDistance, room)
        guard distance >= Self.minimumSwipeDistance else {
            throw HammerError.invalidValue(
                name: "swipe distance", value: Double(distance),
                reason: "a swipe \(direction.rawValue) from \(HammerError.point(start)) has only \(HammerError.number(room)) pt of screen; "
                    + "it needs \(HammerError.number(Self.minimumSwipeDistance)). Start it farther from the edge."
            )
        }
        let vector = direction.unitVector
        let end = CGPoint(x: start.x + vector.x * distance, y: start.y + vector.y * distance)
        return try dragPlan(from: start, to: end, duration: settings.swipeDuration)
    }

    /// Shortest swipe the generator sends (UIKit's swipe needs 50 pt; 10 pt of margin).
    static let minimumSwipeDistance: CGFloat = 60

    func edgeSwipePlan(through point: CGPoint, direction: SwipeDirection) throws -> [GeneratorStep] {
        let screen = platform.screenBounds
        let inset = Self.edgeSwipeInset
        let start: CGPoint
        switch direction {
        case .right: start = CGPoint(x: screen.minX + inset, y: point.y)
        case .left: start = CGPoint(x: screen.maxX - inset, y: point.y)
        case .down: start = CGPoint(x: point.x, y: screen.minY + inset)
        case .up: start = CGPoint(x: point.x, y: screen.maxY - inset)
        }
        let extent = direction == .left || direction == .right ? screen.width : screen.height
        let vector = direction.unitVector
        let travel = extent * settings.edgeSwipeFraction
        let end = CGPoint(x: start.x + vector.x * travel, y: start.y + vector.y * travel)
        return try dragPlan(from: start, to: end, duration: settings.edgeSwipeDuration, edges: direction.startingEdge)
    }

    private static func room(from point: CGPoint, direction: SwipeDirection, in screen: CGRect) -> CGFloat {
        switch direction {
        case .up: point.y - screen.minY
        case .down: screen.maxY - point.y
        case .left: point.x - screen.minX
        case .right: screen.maxX - point.x
        }
    }
}
