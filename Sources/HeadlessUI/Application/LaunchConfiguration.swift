import Foundation

/// How a HeadlessUI application starts: device, clock, launch arguments and environment.
///
/// ```swift
/// let app = UIApplication.launch(LaunchConfiguration(device: .iPad, arguments: ["-HeadlessUIDisableAnimations"]))
/// ```
///
/// - Note: HeadlessUI only; not in UIKit.
public struct LaunchConfiguration: Sendable {
    /// The simulated device.
    public var device: DeviceProfile
    /// Virtual (tests) or real-time (live app) clock.
    public var clockMode: ClockMode
    /// Launch arguments (`ProcessInfo.arguments` style, without the executable).
    public var arguments: [String]
    /// Launch environment.
    public var environment: [String: String]
    /// Seed for jitter on latencies and timers (`nil` = off). Also read from
    /// `-HeadlessUIJitterSeed N` in the arguments.
    public var jitterSeed: UInt64?
    /// Largest relative change jitter applies (0.25 = ±25 %).
    public var jitterFraction: Double
    /// Makes the delegate of the app's window scene: the stand-in for the scene manifest of an iOS
    /// app's Info.plist (`UIApplicationSceneManifest`, which names the scene delegate class). When
    /// set, launching connects one window scene after `application(_:didFinishLaunchingWithOptions:)`,
    /// in UIKit's order (see ``UIApplication/launch(_:delegate:)``); when `nil`, the app has no
    /// scenes, as an iOS app without a scene manifest. Swift without the Objective-C runtime cannot
    /// make an object from a class alone, so a `UISceneConfiguration.delegateClass` the app delegate
    /// returns is checked against this closure's object rather than instantiated.
    ///
    /// ```swift
    /// LaunchConfiguration(sceneDelegate: { SceneDelegate() })
    /// ```
    public var sceneDelegate: (@MainActor @Sendable () -> any UISceneDelegate)?
    /// Seconds of real time one main-thread callback of the app may take before HeadlessUI records
    /// it as a hang (``HeadlessRunLoop/hangThreshold``); 0.25 s, as iOS hang detection.
    public var hangThreshold: TimeInterval = 0.25

    /// Creates a configuration; defaults are an iPhone on the virtual clock with no arguments and no
    /// scenes.
    public init(
        device: DeviceProfile = .iPhone, clockMode: ClockMode = .virtual, arguments: [String] = [],
        environment: [String: String] = [:], jitterSeed: UInt64? = nil, jitterFraction: Double = 0.25,
        sceneDelegate: (@MainActor @Sendable () -> any UISceneDelegate)? = nil
    ) {
        self.device = device
        self.clockMode = clockMode
        self.arguments = arguments
        self.environment = environment
        self.jitterSeed = jitterSeed
        self.jitterFraction = jitterFraction
        self.sceneDelegate = sceneDelegate
    }

    /// Launch argument that turns every animation into an immediate change.
    public static let disableAnimationsArgument = "-HeadlessUIDisableAnimations"
    /// Launch argument (followed by a number) that seeds jitter.
    public static let jitterSeedArgument = "-HeadlessUIJitterSeed"
    /// iOS's launch argument for a right-to-left layout (with `YES` after it).
    public static let forceRightToLeftArgument = "-NSForceRightToLeftWritingDirection"

    /// Whether the arguments turn animations off.
    var animationsDisabledByArgument: Bool { arguments.contains(Self.disableAnimationsArgument) }

    /// The jitter seed from the configuration, else from the arguments.
    var effectiveJitterSeed: UInt64? {
        if let jitterSeed { return jitterSeed }
        guard let index = arguments.firstIndex(of: Self.jitterSeedArgument), index + 1 < arguments.count else {
            return nil
        }
        return UInt64(arguments[index + 1])
    }

    /// The layout direction the arguments ask for.
    var layoutDirection: UIUserInterfaceLayoutDirection {
        guard let index = arguments.firstIndex(of: Self.forceRightToLeftArgument), index + 1 < arguments.count,
              arguments[index + 1].uppercased() == "YES" else { return .leftToRight }
        return .rightToLeft
    }
}

/// The application's lifecycle state, as UIKit's `UIApplication.State`.
public enum UIApplicationState: Int, Sendable {
    /// Foreground and receiving events.
    case active
    /// Foreground but not receiving events.
    case inactive
    /// In the background.
    case background
}
