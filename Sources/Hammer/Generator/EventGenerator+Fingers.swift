import Foundation

extension EventGenerator {
    /// Seconds between display frames (60 Hz): moves send one report per frame.
    static let frameInterval: TimeInterval = 1.0 / 60

    // MARK: Public primitives

    /// Puts a finger down at `location` (default: the centre of the generator's view). Returns the
    /// finger used (the first free one when `index` is ``FingerIndex/automatic``).
    @discardableResult
    public func fingerDown(_ index: FingerIndex? = .automatic, at location: (any HammerLocatable)? = nil) throws -> FingerIndex {
        try ensureActive()
        let (steps, used) = try downPlan([index], at: [try point(for: location)])
        try perform(steps)
        return used[0]
    }

    /// Async form of ``fingerDown(_:at:)-(FingerIndex?,(any HammerLocatable)?)``.
    @discardableResult
    public func fingerDown(_ index: FingerIndex? = .automatic, at location: (any HammerLocatable)? = nil) async throws -> FingerIndex {
        try ensureActive()
        let (steps, used) = try downPlan([index], at: [try point(for: location)])
        try await perform(steps)
        return used[0]
    }

    /// Puts several fingers down together (one report), one location each.
    @discardableResult
    public func fingerDown(_ indices: [FingerIndex?], at locations: [any HammerLocatable]) throws -> [FingerIndex] {
        try ensureActive()
        let (steps, used) = try downPlan(indices, at: try points(for: locations, count: indices.count))
        try perform(steps)
        return used
    }

    /// Async form of ``fingerDown(_:at:)-([FingerIndex?],[any HammerLocatable])``.
    @discardableResult
    public func fingerDown(_ indices: [FingerIndex?], at locations: [any HammerLocatable]) async throws -> [FingerIndex] {
        try ensureActive()
        let (steps, used) = try downPlan(indices, at: try points(for: locations, count: indices.count))
        try await perform(steps)
        return used
    }

    /// Moves a finger to `location` over `duration` seconds: one report per frame along an ease-in-out
    /// curve, the last exactly on the target (`duration` 0: one report).
    public func fingerMove(_ index: FingerIndex? = .automatic, to location: any HammerLocatable, duration: TimeInterval = 0) throws {
        try ensureActive()
        try perform(try movePlan([index], to: [try location.hammerLocation(in: self).point], duration: duration))
    }

    /// Async form of ``fingerMove(_:to:duration:)-(FingerIndex?,_,_)``.
    public func fingerMove(_ index: FingerIndex? = .automatic, to location: any HammerLocatable, duration: TimeInterval = 0) async throws {
        try ensureActive()
        try await perform(try movePlan([index], to: [try location.hammerLocation(in: self).point], duration: duration))
    }

    /// Moves several fingers together, one target each.
    public func fingerMove(_ indices: [FingerIndex?], to locations: [any HammerLocatable], duration: TimeInterval = 0) throws {
        try ensureActive()
        try perform(try movePlan(indices, to: try unvalidatedPoints(for: locations, count: indices.count), duration: duration))
    }

    /// Async form of ``fingerMove(_:to:duration:)-([FingerIndex?],_,_)``.
    public func fingerMove(_ indices: [FingerIndex?], to locations: [any HammerLocatable], duration: TimeInterval = 0) async throws {
        try ensureActive()
        try await perform(try movePlan(indices, to: try unvalidatedPoints(for: locations, count: indices.count), duration: duration))
    }

    /// Lifts a finger (``FingerIndex/automatic``: the most recent one down) where it is.
    public func fingerUp(_ index: FingerIndex? = .automatic) throws {
        try ensureActive()
        try perform(try upPlan([index]))
    }

    /// Async form of ``fingerUp(_:)-(FingerIndex?)``.
    public func fingerUp(_ index: FingerIndex? = .automatic) async throws {
        try ensureActive()
        try await perform(try upPlan([index]))
    }

    /// Lifts several fingers together (one report).
    public func fingerUp(_ indices: [FingerIndex?]) throws {
        try ensureActive()
        try perform(try upPlan(indices))
    }

    /// Async form of ``fingerUp(_:)-([FingerIndex?])``.
    public func fingerUp(_ indices: [FingerIndex?]) async throws {
        try ensureActive()
        try await perform(try upPlan(indices))
    }

    // MARK: Plans

    func points(for locations: [any HammerLocatable], count: Int) throws -> [CGPoint] {
        guard locations.count == count else {
            throw HammerError.invalidValue(
                name: "locations", value: Double(locations.count), reason: "pass one location per finger (\(count) fingers)."
            )
        }
        return try locations.map { try point(for: $0) }
    }

    private func unvalidatedPoints(for locations: [any HammerLocatable], count: Int) throws -> [CGPoint] {
        guard locations.count == count else {
            throw HammerError.invalidValue(
                name: "locations", value: Double(locations.count), reason: "pass one location per finger (\(count) fingers)."
            )
        }
        return try locations.map { try $0.hammerLocation(in: self).point }
    }

    /// One report putting fingers down; checks the fingers are free and that a hand has them (ten).
    /// More fingers than the device tracks is not an error: the device cancels every touch, as UIKit does.
    func downPlan(_ indices: [FingerIndex?], at points: [CGPoint]) throws -> ([GeneratorStep], [FingerIndex]) {
        guard !indices.isEmpty else { return ([], []) }
        guard fingersDown.count + indices.count <= FingerIndex.allCases.count else {
            throw HammerError.tooManyFingers(limit: FingerIndex.allCases.count)
        }
        var chosen: [FingerIndex] = []
        for index in indices {
            if let index {
                guard !isDown(index), !chosen.contains(index) else { throw HammerError.fingerAlreadyDown(finger: index.description) }
                chosen.append(index)
            } else {
                guard let free = FingerIndex.allCases.first(where: { !isDown($0) && !chosen.contains($0) }) else {
                    throw HammerError.tooManyFingers(limit: FingerIndex.allCases.count)
                }
                chosen.append(free)
            }
        }
        for point in points { try validateTouchDown(at: point) }
        let contacts = zip(chosen, points).map { touchContact(for: $0, phase: .down, at: $1) }
        return ([.touches(contacts)], chosen)
    }

    /// Reports moving fingers to `targets` over `duration`.
    func movePlan(_ indices: [FingerIndex?], to targets: [CGPoint], duration: TimeInterval) throws -> [GeneratorStep] {
        try validateDuration(duration)
        let fingers = try downFingers(indices)
        let starts = fingers.map { location(of: $0) ?? .zero }
        return try interpolation(duration: duration) { fraction in
            try zip(fingers, zip(starts, targets)).map { finger, path in
                let point = fraction >= 1 ? path.1 : Self.lerp(path.0, path.1, fraction)
                try validateTouchMove(to: point)
                return touchContact(for: finger, phase: .move, at: point)
            }
        }
    }

    /// One report lifting fingers where they are.
    func upPlan(_ indices: [FingerIndex?]) throws -> [GeneratorStep] {
        let fingers = try downFingers(indices)
        guard !fingers.isEmpty else { return [] }
        return [.touches(fingers.map { touchContact(for: $0, phase: .up, at: location(of: $0) ?? .zero) })]
    }

    /// Resolves indices of fingers that must be down (automatic: the most recent ones first).
    private func downFingers(_ indices: [FingerIndex?]) throws -> [FingerIndex] {
        var chosen: [FingerIndex] = []
        for index in indices {
            if let index {
                guard isDown(index) else { throw HammerError.fingerNotDown(finger: index.description) }
                chosen.append(index)
            } else {
                guard let recent = fingersDown.last(where: { !chosen.contains($0.index) })?.index else {
                    throw HammerError.fingerNotDown(finger: "(automatic: no finger is down)")
                }
                chosen.append(recent)
            }
        }
        return chosen
    }

    /// Steps for a move over `duration`: a report per frame with eased fractions, ending at 1.
    func interpolation(duration: TimeInterval, contacts: (CGFloat) throws -> [TouchContact]) throws -> [GeneratorStep] {
        let frames = duration <= 0 ? 0 : max(1, Int((duration / Self.frameInterval).rounded()))
        guard frames > 0 else { return [.touches(try contacts(1))] }
        var steps: [GeneratorStep] = []
        for frame in 1...frames {
            steps.append(.pause(Self.frameInterval))
            let fraction = frame == frames ? 1 : Self.easeInOut(CGFloat(frame) / CGFloat(frames))
            steps.append(.touches(try contacts(fraction)))
        }
        return steps
    }

    // MARK: Helpers

    func isDown(_ index: FingerIndex) -> Bool { fingersDown.contains { $0.index == index } }

    func location(of index: FingerIndex) -> CGPoint? { fingersDown.first { $0.index == index }?.location }

    func touchContact(for index: FingerIndex, phase: TouchContact.Phase, at point: CGPoint, edges: UIRectEdge = []) -> TouchContact {
        TouchContact(
            identity: index.identity, isStylus: false, phase: phase, location: point, radius: settings.touchRadius,
            pressure: phase == .up ? 0 : settings.touchPressure, altitude: .pi / 2, azimuth: 0, edges: edges
        )
    }

    /// Cubic ease-in-out: slow start, fast middle, slow end; 0 → 0 and 1 → 1.
    static func easeInOut(_ t: CGFloat) -> CGFloat {
        let t = min(max(t, 0), 1)
        if t < 0.5 { return 4 * t * t * t }
        let u = -2 * t + 2
        return 1 - u * u * u / 2
    }

    static func lerp(_ a: CGPoint, _ b: CGPoint, _ t: CGFloat) -> CGPoint {
        CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
    }
}
