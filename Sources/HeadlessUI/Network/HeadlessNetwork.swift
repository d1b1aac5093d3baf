#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Foundation

/// The app's `URLSession` requests on the runtime clock: HeadlessUI sees every HTTP request the app
/// starts (through ``HeadlessURLProtocol``), counts it as busy work until the app's completion and
/// its hop back to the main thread have run, names it in idle reports, and delivers the answer at a
/// runtime instant decided by the ``conditions`` (start + latency, with the run's seeded jitter),
/// never by when the real bytes arrived. The real server is still asked; when the answer is due, the
/// run loop waits for its bytes (bounded by ``NetworkConditions/realResponseLimit`` of real time).
///
/// ```swift
/// let app = UIApplication.launch()
/// app.network.conditions = NetworkConditions(latency: 0.3, appliesJitter: false)
/// // ... the app resumes a URLSession data task on a tap ...
/// print(app.network.requestsInFlight) // ["GET http://127.0.0.1:8080/v1/accounts (URLSession, response due at t=0.317s)"]
/// ```
///
/// Tracked on the virtual clock, on Linux (swift-corelibs-foundation): `URLSession.shared` and any
/// session whose configuration lists ``urlProtocolClass`` (see ``track(_:)``). See Guide/Network.md.
///
/// - Note: HeadlessUI only; not in UIKit.
@MainActor
public final class HeadlessNetwork {
    /// The tracker of the current application.
    private static var current: HeadlessNetwork?

    weak var application: UIApplication?
    var active: [ActiveRequest] = []
    var reportedUnknownDelegateQueue = false
    private var reportedUnknownStartInstant = false

    /// The simulated network (latency, jitter, offline, the real-time limit). Values that are not
    /// usable (a negative or non-finite latency) are reported as a runtime issue and ignored.
    public var conditions = NetworkConditions.standard {
        didSet {
            if let problem = conditions.problem {
                UIApplication.reportRuntimeIssue(
                    .invalidConfiguration(object: "HeadlessNetwork", property: "conditions = \(conditions)", reason: problem)
                )
                conditions = oldValue
                return
            }
            if isIntercepting { NetworkInterception.shared.setIntercepting(true, offline: conditions.isOffline) }
        }
    }

    /// Whether this application's requests are tracked (it runs on the virtual clock, on a platform
    /// whose `URLSession` HeadlessUI can see into).
    public private(set) var isIntercepting = false

    /// The requests in flight, oldest first, as idle reports name them:
    /// `GET http://127.0.0.1:8080/v1/accounts (URLSession, response due at t=0.100s)`.
    public var requestsInFlight: [String] { active.map(\.token.label) }

    /// The `URLProtocol` class that carries requests on the runtime clock, for a session configuration
    /// of the app's own (`configuration.protocolClasses = [HeadlessNetwork.urlProtocolClass] + ...`).
    public nonisolated static var urlProtocolClass: AnyClass { HeadlessURLProtocol.self }

    /// Puts ``urlProtocolClass`` first in `configuration.protocolClasses`, so a session made from it
    /// is tracked like `URLSession.shared` (a session's own configuration does not consult registered
    /// protocols for `http`, on iOS or Linux).
    public nonisolated static func track(_ configuration: URLSessionConfiguration) {
        let others = (configuration.protocolClasses ?? []).filter { $0 != HeadlessURLProtocol.self }
        configuration.protocolClasses = [HeadlessURLProtocol.self] + others
    }

    init(application: UIApplication) {
        self.application = application
    }

    // MARK: Application lifecycle

    /// Starts tracking for a freshly launched application (before its delegate runs).
    static func applicationDidLaunch(_ application: UIApplication) {
        current?.stopTracking()
        let network = HeadlessNetwork(application: application)
        current = network
        network.startTracking()
    }

    /// Stops tracking when `application` terminates: its requests are forgotten (their real requests
    /// cancelled) and never delivered, as for an app that is killed.
    static func applicationWillTerminate(_ application: UIApplication) {
        guard let network = current, network.application === application else { return }
        network.stopTracking()
        current = nil
    }

    /// The tracker of `application` (a detached one when it is not the current application).
    static func tracker(for application: UIApplication) -> HeadlessNetwork {
        if let current, current.application === application { return current }
        return HeadlessNetwork(application: application)
    }

    private func startTracking() {
        guard let application, application.configuration.clockMode == .virtual else { return }
        #if canImport(FoundationNetworking)
        HeadlessURLProtocol.registerAheadOfFoundation()
        isIntercepting = true
        NetworkInterception.shared.setIntercepting(true, offline: conditions.isOffline)
        application.runLoop.addTurnObserver { [weak self] in self?.turnWillBegin() }
        #endif
    }

    private func stopTracking() {
        guard isIntercepting else { return }
        isIntercepting = false
        NetworkInterception.shared.setIntercepting(false, offline: false)
        for request in active {
            request.delivery?.cancel()
            request.tracked.stop()
            request.token.end()
        }
        active.removeAll()
    }

    // MARK: Starting requests

    /// Takes in the requests `URLSession` has shown the protocol since the last call: each starts now.
    static func admitSeenRequests() {
        current?.admitSeenRequests()
    }

    private func admitSeenRequests() {
        for tracked in NetworkInterception.shared.takeNotAdmitted() { admit(tracked) }
    }

    /// Gives `tracked` its start (now), its planned answer and delivery instant, and a busy token.
    private func admit(_ tracked: TrackedRequest) {
        guard let application, isIntercepting, !application.isTerminated else {
            tracked.stop()
            return
        }
        let start = application.clock.seconds
        if tracked.startedAtUnknownInstant { reportUnknownStartInstantOnce(tracked, start: start) }
        var latency = conditions.latency
        if conditions.appliesJitter { latency = application.scheduler.jitter.apply(to: latency) }
        let timeout = Self.timeout(of: tracked.request)
        let plan: ActiveRequest.Plan
        let delay: TimeInterval
        if conditions.isOffline {
            plan = .fail(NetworkErrors.notConnectedToInternet(url: tracked.request.url))
            delay = 0
        } else if latency >= timeout {
            plan = .fail(NetworkErrors.timedOut(url: tracked.request.url))
            delay = timeout
        } else {
            plan = .answer
            delay = latency
        }
        let token = application.beginBusyWork(
            "\(tracked.label) (URLSession, response due at \(RuntimeClock.Instant(offset: .seconds(start + delay))))"
        )
        let request = ActiveRequest(tracked: tracked, start: start, plan: plan, token: token)
        active.append(request)
        schedule(request, at: start + delay)
    }

    private func schedule(_ request: ActiveRequest, at time: TimeInterval) {
        guard let application else { return }
        request.deliveryTime = time
        request.delivery?.cancel()
        request.delivery = application.scheduler.schedule(
            after: time - application.clock.seconds, label: "URLSession response to \(request.tracked.label)"
        ) { [weak self, weak request] in
            guard let self, let request else { return }
            deliver(request)
        }
    }

    private func reportUnknownStartInstantOnce(_ tracked: TrackedRequest, start: TimeInterval) {
        guard !reportedUnknownStartInstant else { return }
        reportedUnknownStartInstant = true
        UIApplication.reportRuntimeIssue(.other(
            "HeadlessUI network: \(tracked.label) was resumed off the main thread (for example by URLSession's async "
                + "data(for:) or data(from:), which run on Swift's global executor), so it starts at "
                + "\(RuntimeClock.Instant(offset: .seconds(start))), the first run-loop turn after, which can differ by a frame "
                + "between runs. For a deterministic start, resume the task on the main thread "
                + "(dataTask(with:completionHandler:) and resume() from main-thread code). Reported once per launch."
        ))
    }

    /// The request's `timeoutInterval` (URLSession's 60 s when it is not a positive number).
    static func timeout(of request: URLRequest) -> TimeInterval {
        let interval = request.timeoutInterval
        return interval.isFinite && interval > 0 ? interval : 60
    }

    // MARK: Each turn

    /// At the start of every run-loop turn (before timers fire): take in requests started off the
    /// main thread, finish the ones the app cancelled, and for answers due now wait for the real bytes.
    private func turnWillBegin() {
        admitSeenRequests()
        guard let application, !active.isEmpty else { return }
        let now = application.clock.seconds
        for request in active {
            guard let handedOver = request.handedOverAt else { continue }
            if request.mainQueueRanAfterHandler || now > handedOver + TimeTolerance.epsilon { end(request) }
        }
        for request in active where !request.isFinishing {
            // From its first turn on, the runtime holds the app's task, so a cancel() is seen in the
            // turn after it (URLSession makes the protocol object that holds the task shortly after
            // resume(), on its own queues).
            guard awaitProtocol(of: request) != nil else { continue }
            if request.wasCancelledByApp {
                request.delivery?.cancel()
                finish(request)
            } else if case .answer = request.plan, request.outcome == nil, request.deliveryTime <= now + TimeTolerance.epsilon {
                awaitRealAnswer(request)
            }
        }
    }

    /// Waits (bounded, real time) for the server's answer to `request`, due now; when none comes,
    /// reports it and plans a timeout at the request's `timeoutInterval`.
    func awaitRealAnswer(_ request: ActiveRequest) {
        let limit = conditions.realResponseLimit
        if let outcome = request.tracked.waitForOutcome(until: Date(timeIntervalSinceNow: limit)) {
            request.outcome = outcome
            return
        }
        if request.wasCancelledByApp {
            // Cancelled from another thread while the answer was awaited: no answer is coming.
            request.delivery?.cancel()
            finish(request)
            return
        }
        let timeoutTime = request.start + Self.timeout(of: request.tracked.request)
        request.tracked.cancelRealTask()
        request.plan = .fail(NetworkErrors.timedOut(url: request.tracked.request.url))
        UIApplication.reportRuntimeIssue(.other(
            "HeadlessUI network: the server did not answer \(request.tracked.label) within \(Self.seconds(limit)) of real time "
                + "(its response was due at \(RuntimeClock.Instant(offset: .seconds(request.deliveryTime)))). The app gets "
                + "NSURLErrorTimedOut (-1001) at \(RuntimeClock.Instant(offset: .seconds(timeoutTime))), the request's timeoutInterval "
                + "after it started. Check that the server runs and answers, or raise NetworkConditions.realResponseLimit."
        ))
        if let application, timeoutTime > application.clock.seconds + TimeTolerance.epsilon {
            schedule(request, at: timeoutTime)
        }
    }

    /// Ends the request's busy work and forgets it.
    func end(_ request: ActiveRequest) {
        request.delivery?.cancel()
        request.token.end()
        active.removeAll { $0 === request }
    }

    /// Lets the main queue run in this run-loop turn.
    func requestMainQueueDrain() {
        application?.runLoop.requestMainQueueDrain()
    }

    static func seconds(_ value: TimeInterval) -> String { String(format: "%.3f s", value) }
}
