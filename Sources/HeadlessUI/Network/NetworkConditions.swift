import Foundation

/// The simulated network an application's `URLSession` requests travel through on the virtual clock
/// (see ``HeadlessNetwork``): how long a response takes, whether the run's seeded jitter varies it,
/// and whether the device is offline. The real server is still asked; only *when* the app gets its
/// answer is decided here, never by when the real bytes happened to arrive.
///
/// ```swift
/// let app = UIApplication.launch()
/// app.network.conditions = NetworkConditions(latency: 0.25)
/// ```
///
/// - Note: HeadlessUI only; not in UIKit.
public struct NetworkConditions: Equatable, Sendable, CustomStringConvertible {
    /// Runtime seconds from the moment the app resumes a task to the moment its response (or
    /// failure) reaches the app. Must be a finite number of seconds, at least 0.
    public var latency: TimeInterval
    /// Whether the run's seeded jitter (``LaunchConfiguration/jitterSeed``) varies each request's
    /// latency; with jitter off for the run this changes nothing.
    public var appliesJitter: Bool
    /// When true, every request fails at once with `NSURLErrorNotConnectedToInternet` (-1009), as
    /// iOS reports it with no connection; the server is not asked.
    public var isOffline: Bool
    /// Seconds of *real* time the runtime waits, when a response is due, for the real server's
    /// answer before giving up: the app then gets `NSURLErrorTimedOut` (-1001) when its request's
    /// `timeoutInterval` has passed on the runtime clock, and a runtime issue names the request.
    /// Generous by default (10 s), since a test machine can be slow.
    public var realResponseLimit: TimeInterval

    /// The default: 100 ms of latency, jitter applied when the run has it, online.
    public static let standard = NetworkConditions()

    /// Conditions with the given latency (runtime seconds), jitter, connectivity and real-time limit.
    public init(latency: TimeInterval = 0.1, appliesJitter: Bool = true, isOffline: Bool = false, realResponseLimit: TimeInterval = 10) {
        self.latency = latency
        self.appliesJitter = appliesJitter
        self.isOffline = isOffline
        self.realResponseLimit = realResponseLimit
    }

    /// Why these conditions cannot be used, or `nil` when they can.
    var problem: String? {
        if !(latency.isFinite && latency >= 0) {
            return "the latency \(latency) must be a finite number of seconds, at least 0."
        }
        if !(realResponseLimit.isFinite && realResponseLimit > 0) {
            return "the real response limit \(realResponseLimit) must be a positive, finite number of seconds."
        }
        return nil
    }

    /// `latency 0.100 s, jitter, online`.
    public var description: String {
        let latencyText = String(format: "latency %.3f s", latency)
        return [latencyText, appliesJitter ? "jitter" : "no jitter", isOffline ? "offline" : "online"].joined(separator: ", ")
    }
}
