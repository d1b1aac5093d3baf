#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Foundation

/// What the real server answered a tracked request (or why it could not be asked).
enum RealNetworkOutcome: @unchecked Sendable {
    /// The response and its body.
    case response(URLResponse, Data)
    /// The transport failed (connection refused, reset, ...): the error as `URLSession` reported it.
    case failure(any Error)
}

/// One request the app started through `URLSession`, shared between the threads that see it:
/// `URLSession`'s (which ask ``HeadlessURLProtocol`` to load it), the real request's, and the main
/// thread (which decides when the app gets the answer). Every member is safe to use from any thread.
final class TrackedRequest: @unchecked Sendable {
    /// `GET http://127.0.0.1:8080/v1/accounts`: how idle reports and failures name the request.
    let label: String
    /// The request as `URLSession` asked ``HeadlessURLProtocol/canInit(with:)`` about it.
    let request: URLRequest

    private let condition = NSCondition()
    private var attachedProtocol: HeadlessURLProtocol?
    private var realTask: URLSessionDataTask?
    private var outcome: RealNetworkOutcome?
    private var isStopped = false
    private var finalCallbackClaimed = false
    private var finalCallbackForwarded = false

    /// Whether `URLSession` asked about it on a thread other than the main one while the main thread
    /// was not waiting for a completion handler: its start instant then depends on thread timing.
    let startedAtUnknownInstant: Bool

    init(request: URLRequest, startedAtUnknownInstant: Bool) {
        self.request = request
        self.startedAtUnknownInstant = startedAtUnknownInstant
        let method = request.httpMethod ?? "GET"
        self.label = "\(method) \(request.url?.absoluteString ?? "(no URL)")"
    }

    // MARK: URLSession's side

    /// Records the protocol object `URLSession` made to load this request.
    func attach(_ urlProtocol: HeadlessURLProtocol) {
        condition.withLock {
            attachedProtocol = urlProtocol
            condition.broadcast()
        }
    }

    /// The protocol object loading this request, once `URLSession` started it.
    var urlProtocol: HeadlessURLProtocol? {
        condition.withLock { attachedProtocol }
    }

    /// Sends `realRequest` to the server through `session` (unless the app already cancelled) and
    /// records its answer; ``stop()`` and ``cancelRealTask()`` cancel it.
    func startRealRequest(_ realRequest: URLRequest, on session: URLSession) {
        Self.control { [self] in
            let task = session.dataTask(with: realRequest) { [self] data, response, error in
                if let response, error == nil {
                    record(.response(response, data ?? Data()))
                } else {
                    record(.failure(error ?? NetworkErrors.badServerResponse(url: realRequest.url)))
                }
            }
            let start = condition.withLock { () -> Bool in
                guard !isStopped else { return false }
                realTask = task
                return true
            }
            if start { task.resume() }
        }
    }

    /// Runs `operation` (making a real task, its `resume()` or `cancel()`) off `URLSession`'s queues:
    /// those methods wait on the session's work queue, and in swift-corelibs-foundation every
    /// session's work queue runs on one shared queue, the one that calls the protocol's own
    /// `startLoading()` and `stopLoading()` (waiting there stops the process).
    private static func control(_ operation: @escaping @Sendable () -> Void) {
        realTaskControlQueue.async(execute: operation)
    }

    private static let realTaskControlQueue = DispatchQueue(label: "HeadlessUI.network.real-requests")

    /// Stores the real answer and wakes a main thread waiting for it.
    func record(_ realOutcome: RealNetworkOutcome) {
        condition.withLock {
            guard outcome == nil else { return }
            outcome = realOutcome
            condition.broadcast()
        }
    }

    /// Stops the real request (the app cancelled, or the answer is no longer wanted).
    func stop() {
        let task = condition.withLock { () -> URLSessionDataTask? in
            isStopped = true
            condition.broadcast()
            return realTask
        }
        if let task { Self.control { task.cancel() } }
    }

    /// Cancels the real request without marking the task stopped (the runtime no longer wants its
    /// answer: the app is told the request timed out).
    func cancelRealTask() {
        let task = condition.withLock { realTask }
        if let task { Self.control { task.cancel() } }
    }

    /// Claims the one final callback (finished or failed) `URLSession` may get for this request:
    /// true for the first caller only. The runtime's delivery and the failure `URLSession` sends when
    /// the app cancels can both try; a second final callback (or any callback after it) would reach a
    /// task `URLSession` already completed and removed from its registry.
    func claimFinalCallback() -> Bool {
        condition.withLock {
            guard !finalCallbackClaimed else { return false }
            finalCallbackClaimed = true
            return true
        }
    }

    /// Whether the final callback was claimed (later callbacks are dropped).
    var isFinalCallbackClaimed: Bool { condition.withLock { finalCallbackClaimed } }

    /// Notes that the final callback (finished or failed) was handed to `URLSession`.
    func finalCallbackWasForwarded() {
        condition.withLock {
            finalCallbackForwarded = true
            condition.broadcast()
        }
    }

    // MARK: The main thread's side

    /// Whether the app cancelled the request (its protocol was told to stop).
    var wasStopped: Bool { condition.withLock { isStopped } }

    /// Whether `URLSession` has been handed the final callback.
    var hasForwardedFinalCallback: Bool { condition.withLock { finalCallbackForwarded } }

    /// The real answer, waiting for it until `deadline` in real time: the one place the runtime blocks
    /// on the server, bounded. `nil` when the deadline passed or the request was stopped (the app
    /// cancelled it: no answer is coming, so the wait ends at once).
    func waitForOutcome(until deadline: Date) -> RealNetworkOutcome? {
        condition.withLock {
            while outcome == nil, !isStopped, Date() < deadline {
                _ = condition.wait(until: deadline)
            }
            return outcome
        }
    }

    /// The protocol object loading this request, waiting until `deadline` (real time) for `URLSession`
    /// to make it: after `canInit(with:)` said yes it always does, on one of its own queues (after a
    /// cache lookup on a background queue), whether or not the app cancels the task meanwhile.
    func waitForProtocol(until deadline: Date) -> HeadlessURLProtocol? {
        condition.withLock {
            while attachedProtocol == nil, Date() < deadline {
                _ = condition.wait(until: deadline)
            }
            return attachedProtocol
        }
    }

    /// Waits until the final callback was forwarded or `deadline` (real time) passes; returns whether it was.
    func waitForFinalCallback(until deadline: Date) -> Bool {
        condition.withLock {
            while !finalCallbackForwarded, Date() < deadline {
                _ = condition.wait(until: deadline)
            }
            return finalCallbackForwarded
        }
    }
}
