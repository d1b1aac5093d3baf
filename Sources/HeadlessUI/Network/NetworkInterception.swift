#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Foundation

/// The process-wide half of network tracking, safe from any thread: whether an application on the
/// virtual clock is tracking requests now, and the requests `URLSession` has shown
/// ``HeadlessURLProtocol`` that the main thread has not taken in yet (``HeadlessNetwork`` gives each
/// a start time and a delivery time) or that no protocol object has claimed yet.
final class NetworkInterception: @unchecked Sendable {
    /// The one registry (`URLProtocol` registration is process-wide too).
    static let shared = NetworkInterception()

    private let lock = NSLock()
    private var intercepting = false
    private var offline = false
    private var notAdmitted: [TrackedRequest] = []
    private var awaitingHandlers = false
    private var unclaimed: [TrackedRequest] = []

    /// Whether requests are tracked now (an application on the virtual clock runs).
    var isIntercepting: Bool { lock.withLock { intercepting } }

    /// Whether the simulated device is offline (requests are then not sent to the server).
    var isOffline: Bool { lock.withLock { offline } }

    /// Starts or stops tracking; stopping forgets every request not yet taken in or claimed.
    func setIntercepting(_ on: Bool, offline isOffline: Bool) {
        let dropped = lock.withLock { () -> [TrackedRequest] in
            intercepting = on
            offline = isOffline
            guard !on else { return [] }
            let dropped = unclaimed
            notAdmitted.removeAll()
            unclaimed.removeAll()
            return dropped
        }
        for request in dropped { request.stop() }
    }

    /// Whether the main thread is blocked waiting for an app's completion handler, at a fixed runtime
    /// instant (a request the handler starts is then taken in at that instant, deterministically).
    var isAwaitingHandlers: Bool {
        get { lock.withLock { awaitingHandlers } }
        set { lock.withLock { awaitingHandlers = newValue } }
    }

    /// Records that `URLSession` chose ``HeadlessURLProtocol`` for `request`.
    func requestWasSeen(_ request: TrackedRequest) {
        lock.withLock {
            notAdmitted.append(request)
            unclaimed.append(request)
        }
    }

    /// The requests seen since the last call, in the order they were seen.
    func takeNotAdmitted() -> [TrackedRequest] {
        lock.withLock {
            defer { notAdmitted.removeAll() }
            return notAdmitted
        }
    }

    /// The earliest seen request equal to `request` that no protocol object has claimed, now claimed.
    func claim(matching request: URLRequest) -> TrackedRequest? {
        lock.withLock {
            guard let index = unclaimed.firstIndex(where: { $0.request == request }) else { return nil }
            return unclaimed.remove(at: index)
        }
    }
}
