#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Foundation

/// The `URLProtocol` through which HeadlessUI sees the app's HTTP requests on the virtual clock.
/// `URLSession` asks it about each request (on the thread that resumes the task); while an
/// application on the virtual clock runs it takes every `http`/`https` request, sends it to the real
/// server through a session of its own, and hands the answer to `URLSession` only when
/// ``HeadlessNetwork`` delivers it, at the runtime instant the ``NetworkConditions`` decide.
///
/// It is registered with `URLProtocol.registerClass(_:)` when the first application launches, ahead
/// of Foundation's own HTTP protocol, so `URLSession.shared` uses it. A session made with its own
/// configuration uses it when the configuration lists it (``HeadlessNetwork/track(_:)``), as a
/// custom `URLProtocol` needs on iOS.
final class HeadlessURLProtocol: URLProtocol {
    /// The request property that marks the runtime's own real requests (never tracked again).
    static let untrackedKey = "HeadlessUI.HeadlessURLProtocol.untracked"

    /// The tracked request this object loads (claimed when `URLSession` hands the object its task).
    private(set) var tracked: TrackedRequest?

    /// `URLSession` makes the protocol object with `init(task:cachedResponse:client:)`, which sets
    /// this property: the first moment the runtime can hold the app's task (`canInit(with:)` sees only
    /// the request; swift-corelibs-foundation never calls `canInit(with task:)`). The object claims its
    /// tracked request here, before `startLoading()`, so a task the app cancels before `URLSession`
    /// starts loading is seen as cancelled (its `state` is `.canceling` at once).
    override var task: URLSessionTask? {
        didSet {
            if tracked == nil, let task { claim(seen: task.currentRequest ?? request) }
        }
    }

    override class func canInit(with request: URLRequest) -> Bool {
        guard let scheme = request.url?.scheme?.lowercased(), scheme == "http" || scheme == "https" else { return false }
        guard property(forKey: untrackedKey, in: request) == nil else { return false }
        let interception = NetworkInterception.shared
        guard interception.isIntercepting else { return false }
        let onMainThread = Thread.isMainThread
        let startedAtUnknownInstant = !onMainThread && !interception.isAwaitingHandlers
        interception.requestWasSeen(TrackedRequest(request: request, startedAtUnknownInstant: startedAtUnknownInstant))
        if onMainThread {
            // Resumed by app code on the main thread: the request starts at this runtime instant.
            MainActor.assumeIsolated { HeadlessNetwork.admitSeenRequests() }
        }
        return true
    }

    override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

    override class func requestIsCacheEquivalent(_ a: URLRequest, to b: URLRequest) -> Bool { a == b }

    /// Takes the seen request equal to `seen` and routes the callbacks to `URLSession` through it.
    private func claim(seen: URLRequest) {
        guard let tracked = NetworkInterception.shared.claim(matching: seen) else { return }
        self.tracked = tracked
        if let client { self.client = TrackingProtocolClient(wrapping: client, tracked: tracked) }
        tracked.attach(self)
    }

    override func startLoading() {
        if tracked == nil { claim(seen: task?.currentRequest ?? request) }
        guard let tracked else {
            // Tracking stopped between the question and the start (the application was terminated).
            client?.urlProtocol(self, didFailWithError: NetworkErrors.cancelled(url: request.url))
            return
        }
        if let unsupported = HeadlessURLProtocol.unsupportedTaskKind(task) {
            tracked.record(.failure(NetworkErrors.unsupported(url: request.url, taskKind: unsupported)))
            return
        }
        guard !NetworkInterception.shared.isOffline else { return }
        guard let untracked = (request as NSURLRequest).mutableCopy() as? NSMutableURLRequest else { return }
        URLProtocol.setProperty(true, forKey: HeadlessURLProtocol.untrackedKey, in: untracked)
        tracked.startRealRequest(untracked as URLRequest, on: Self.realSession)
    }

    override func stopLoading() {
        tracked?.stop()
    }

    /// The session that sends the real requests: Foundation's own HTTP protocol, no cache, no cookies
    /// shared with the app, its own delegate queue.
    static let realSession: URLSession = {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        return URLSession(configuration: configuration)
    }()

    /// Tasks whose body or result lives outside the request (uploads from data or a file,
    /// downloads, streams): their kind, or `nil` for a data task.
    static func unsupportedTaskKind(_ task: URLSessionTask?) -> String? {
        switch task {
        case is URLSessionUploadTask: return "upload task"
        case is URLSessionDownloadTask: return "download task"
        case nil, is URLSessionDataTask: return nil
        default: return task.map { "\(type(of: $0))" }
        }
    }
}
