import Foundation

/// Apple Pencil input (iPad profile only; other devices throw ``HammerError/stylusUnavailable(device:)``).
/// The stylus is tracked: moves start where it is and lifting ends there.
extension EventGenerator {
    /// Digitizer identity of the stylus.
    static let stylusIdentity = 100

    /// Puts the stylus down at `location` (default: the centre of the generator's view). `azimuth`
    /// and `altitude` are radians (altitude π/2 is perpendicular), `pressure` is 0...1; `nil` uses
    /// the settings.
    public func stylusDown(
        at location: (any HammerLocatable)? = nil, azimuth: CGFloat? = nil, altitude: CGFloat? = nil, pressure: CGFloat? = nil
    ) throws {
        try ensureActive()
        try perform(try stylusDownPlan(at: location, azimuth: azimuth, altitude: altitude, pressure: pressure))
    }

    /// Async form of `stylusDown`.
    public func stylusDown(
        at location: (any HammerLocatable)? = nil, azimuth: CGFloat? = nil, altitude: CGFloat? = nil, pressure: CGFloat? = nil
    ) async throws {
        try ensureActive()
        try await perform(try stylusDownPlan(at: location, azimuth: azimuth, altitude: altitude, pressure: pressure))
    }

    /// Moves the stylus to `location` over `duration` seconds (eased, one report per frame).
    public func stylusMove(to location: any HammerLocatable, duration: TimeInterval = 0) throws {
        try ensureActive()
        try perform(try stylusMovePlan(to: location, duration: duration))
    }

    /// Async form of `stylusMove`.
    public func stylusMove(to location: any HammerLocatable, duration: TimeInterval = 0) async throws {
        try ensureActive()
        try await perform(try stylusMovePlan(to: location, duration: duration))
    }

    /// Lifts the stylus where it is.
    public func stylusUp() throws {
        try ensureActive()
        try perform(try stylusUpPlan())
    }

    /// Async form of `stylusUp`.
    public func stylusUp() async throws {
        try ensureActive()
        try await perform(try stylusUpPlan())
    }

    /// Taps the stylus at `location`.
    public func stylusTap(at location: (any HammerLocatable)? = nil) throws {
        try ensureActive()
        try perform(try stylusTapPlan(at: location, taps: 1, hold: settings.tapDuration))
    }

    /// Async form of `stylusTap`.
    public func stylusTap(at location: (any HammerLocatable)? = nil) async throws {
        try ensureActive()
        try await perform(try stylusTapPlan(at: location, taps: 1, hold: settings.tapDuration))
    }

    /// Taps the stylus twice at `location`, `settings.multipleTapInterval` apart.
    public func stylusDoubleTap(at location: (any HammerLocatable)? = nil) throws {
        try ensureActive()
        try perform(try stylusTapPlan(at: location, taps: 2, hold: settings.tapDuration))
    }

    /// Async form of `stylusDoubleTap`.
    public func stylusDoubleTap(at location: (any HammerLocatable)? = nil) async throws {
        try ensureActive()
        try await perform(try stylusTapPlan(at: location, taps: 2, hold: settings.tapDuration))
    }

    /// Holds the stylus at `location` for `duration` seconds (default `settings.longPressDuration`).
    public func stylusLongPress(at location: (any HammerLocatable)? = nil, duration: TimeInterval? = nil) throws {
        try ensureActive()
        try perform(try stylusTapPlan(at: location, taps: 1, hold: duration ?? settings.longPressDuration))
    }

    /// Async form of `stylusLongPress`.
    public func stylusLongPress(at location: (any HammerLocatable)? = nil, duration: TimeInterval? = nil) async throws {
        try ensureActive()
        try await perform(try stylusTapPlan(at: location, taps: 1, hold: duration ?? settings.longPressDuration))
    }

    // MARK: Plans

    private func ensureStylusAvailable() throws {
        guard platform.supportsStylus else { throw HammerError.stylusUnavailable(device: platform.deviceName) }
    }

    private func stylusDownPlan(
        at location: (any HammerLocatable)?, azimuth: CGFloat?, altitude: CGFloat?, pressure: CGFloat?
    ) throws -> [GeneratorStep] {
        try ensureStylusAvailable()
        guard stylusLocation == nil else {
            throw HammerError.stylusState(reason: "the stylus is already down; lift it with stylusUp() first.")
        }
        let azimuth = azimuth ?? settings.stylusAzimuth
        let altitude = altitude ?? settings.stylusAltitude
        let pressure = pressure ?? settings.stylusPressure
        guard azimuth.isFinite else {
            throw HammerError.invalidValue(
                name: "azimuth", value: Double(azimuth), reason: "the azimuth must be a finite number of radians."
            )
        }
        guard altitude.isFinite, altitude >= 0, altitude <= .pi / 2 else {
            throw HammerError.invalidValue(
                name: "altitude", value: Double(altitude), reason: "the altitude must be between 0 (flat) and π/2 (perpendicular) radians."
            )
        }
        guard pressure.isFinite, pressure >= 0, pressure <= 1 else {
            throw HammerError.invalidValue(name: "pressure", value: Double(pressure), reason: "the pressure must be between 0 and 1.")
        }
        stylusPose = (azimuth, altitude, pressure)
        let point = try point(for: location)
        return [.touches([stylusContact(phase: .down, at: point)])]
    }

    private func stylusMovePlan(to location: any HammerLocatable, duration: TimeInterval) throws -> [GeneratorStep] {
        try ensureStylusAvailable()
        try validateDuration(duration)
        guard let start = stylusLocation else {
            throw HammerError.stylusState(reason: "the stylus is not down; put it down with stylusDown(at:) first.")
        }
        let end = try location.hammerLocation(in: self).point
        return try interpolation(duration: duration) { fraction in
            let point = fraction >= 1 ? end : Self.lerp(start, end, fraction)
            try validateTouchMove(to: point)
            return [stylusContact(phase: .move, at: point)]
        }
    }

    private func stylusUpPlan() throws -> [GeneratorStep] {
        try ensureStylusAvailable()
        guard let stylusLocation else { throw HammerError.stylusState(reason: "the stylus is not down, so it cannot be lifted.") }
        return [.touches([stylusContact(phase: .up, at: stylusLocation)])]
    }

    private func stylusTapPlan(at location: (any HammerLocatable)?, taps: Int, hold: TimeInterval) throws -> [GeneratorStep] {
        try validateDuration(hold)
        var steps = try stylusDownPlan(at: location, azimuth: nil, altitude: nil, pressure: nil)
        guard case .touches(let contacts) = steps.first, let point = contacts.first?.location else { return steps }
        let down = steps
        steps.append(.pause(hold))
        steps.append(.touches([stylusContact(phase: .up, at: point)]))
        for _ in 1..<max(1, taps) {
            steps += [.pause(settings.multipleTapInterval)] + down + [.pause(hold), .touches([stylusContact(phase: .up, at: point)])]
        }
        return steps
    }

    func stylusContact(phase: TouchContact.Phase, at point: CGPoint) -> TouchContact {
        let pose = stylusPose ?? (settings.stylusAzimuth, settings.stylusAltitude, settings.stylusPressure)
        return TouchContact(
            identity: Self.stylusIdentity, isStylus: true, phase: phase, location: point, radius: 1,
            pressure: phase == .up ? 0 : pose.pressure, altitude: pose.altitude, azimuth: pose.azimuth, edges: []
        )
    }
}
