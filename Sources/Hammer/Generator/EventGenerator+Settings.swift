import Foundation

extension EventGenerator {
    /// The tunable numbers of a generator. Settings are scoped: each generator has its own copy
    /// (``EventGenerator/settings``), starting from the defaults (`Settings()`), or from the
    /// settings of the ``EventGenerator/withSettings(_:_:)-(_,_)`` block it was created in.
    ///
    /// ```swift
    /// var patient = EventGenerator.Settings()
    /// patient.waitTimeout = 10
    /// try EventGenerator.withSettings(patient) {
    ///     let generator = try EventGenerator(window: window)   // waits up to 10 s
    ///     generator.settings.throwOnMultipleMatches = false   // this generator only
    /// }
    /// ```
    public struct Settings: Equatable, Sendable {
        /// Default timeout of the `waitUntil…` calls, in seconds of app time (5 s).
        public var waitTimeout: TimeInterval = 5
        /// Longest the app may take to process one event, confirmed with a marker (1 s).
        public var eventProcessingTimeout: TimeInterval = 1
        /// Longest a generator waits at creation for its window to become ready (3 s).
        public var windowReadyTimeout: TimeInterval = 3
        /// Whether an ambiguous identifier or query throws (true) or uses the first match (false).
        public var throwOnMultipleMatches = true
        /// Whether an overlay draws a circle at each active touch (true).
        public var showTouches = true
        /// Radius of a finger contact, in points (7.5, an average fingertip).
        public var touchRadius: CGFloat = 7.5
        /// Normalized pressure of a finger, 0...1 (0.5, an average finger).
        public var touchPressure: CGFloat = 0.5
        /// How long a tap stays down (0.05 s, 3 frames; UIKit's tap allows up to 0.75 s).
        public var tapDuration: TimeInterval = 0.05
        /// Gap between the taps of a double tap (0.1 s; UIKit allows up to 0.35 s).
        public var multipleTapInterval: TimeInterval = 0.1
        /// Default long-press duration (1 s; UIKit's long press begins after 0.5 s).
        public var longPressDuration: TimeInterval = 1
        /// Default drag duration (0.5 s).
        public var dragDuration: TimeInterval = 0.5
        /// Swipe duration (0.15 s: fast, as UIKit's swipe must finish within 0.5 s).
        public var swipeDuration: TimeInterval = 0.15
        /// Swipe length in points (150; UIKit's swipe needs at least 50 pt).
        public var swipeDistance: CGFloat = 150
        /// Edge-swipe duration (0.3 s).
        public var edgeSwipeDuration: TimeInterval = 0.3
        /// Fraction of the screen an edge swipe crosses (0.75, beyond the navigation pop's 0.5 commit point).
        public var edgeSwipeFraction: CGFloat = 0.75
        /// Default duration of pinches and rotations (0.5 s).
        public var twoFingerGestureDuration: TimeInterval = 0.5
        /// Distance between the two fingers of a tap or rotation (60 pt).
        public var twoFingerDistance: CGFloat = 60
        /// How long a key stays down in a key press (one frame; key repeat starts after 0.5 s).
        public var keyPressDuration: TimeInterval = 1.0 / 60
        /// Gap after each keystroke of `keyType` (one frame).
        public var keyInterval: TimeInterval = 1.0 / 60
        /// Stylus pressure, 0...1 (0.5).
        public var stylusPressure: CGFloat = 0.5
        /// Stylus altitude in radians (π/3, a pencil held at 60°).
        public var stylusAltitude: CGFloat = .pi / 3
        /// Stylus azimuth in radians (0).
        public var stylusAzimuth: CGFloat = 0

        /// Creates the defaults.
        public init() {}
    }

    /// The settings of generators created in the current ``withSettings(_:_:)-(_,_)`` block (on
    /// this task and the tasks it starts); nil outside any block.
    @TaskLocal static var scopedSettings: Settings?

    /// Runs `body` with `settings` as the starting settings of every generator created in it, on
    /// this task and the tasks it starts; generators created elsewhere, before or after, keep theirs.
    ///
    /// ```swift
    /// var slow = EventGenerator.Settings()
    /// slow.waitTimeout = 10
    /// try EventGenerator.withSettings(slow) { try checkout() }
    /// ```
    public static func withSettings<Result>(_ settings: Settings, _ body: () throws -> Result) rethrows -> Result {
        try $scopedSettings.withValue(settings, operation: body)
    }

    /// Async form of ``withSettings(_:_:)-(_,_)``.
    public static func withSettings<Result>(
        _ settings: Settings, isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Result
    ) async rethrows -> Result {
        try await $scopedSettings.withValue(settings, operation: body, isolation: isolation)
    }

    /// The settings a generator created now starts from: the block's, else the defaults.
    static var startingSettings: Settings {
        scopedSettings ?? legacyDefaultSettings
    }

    /// The deprecated global's value (``settings``); `Settings()` unless code still sets it.
    static var legacyDefaultSettings = Settings()

    /// The settings each new generator started from, a process-wide global.
    @available(
        *, deprecated,
        message: "settings are scoped: set generator.settings on one generator, or use EventGenerator.withSettings(_:_:) for a block"
    )
    public static var settings: Settings {
        get { legacyDefaultSettings }
        set { legacyDefaultSettings = newValue }
    }
}
