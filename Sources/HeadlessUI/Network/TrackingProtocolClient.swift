#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Foundation

/// Stands between ``HeadlessURLProtocol`` and `URLSession`'s own client: forwards every callback
/// unchanged, and notes when the final one (finished or failed, including the failure `URLSession`
/// itself sends when the app cancels the task) was handed on, so the runtime can wait for the app's
/// completion handler that it queued. Only one final callback reaches `URLSession` (the runtime's
/// delivery and the failure `URLSession` sends for the app's `cancel()` can race), and nothing after it.
final class TrackingProtocolClient: NSObject, URLProtocolClient, @unchecked Sendable {
    private let wrapped: any URLProtocolClient
    private let tracked: TrackedRequest

    init(wrapping wrapped: any URLProtocolClient, tracked: TrackedRequest) {
        self.wrapped = wrapped
        self.tracked = tracked
    }

    func urlProtocol(_ protocol: URLProtocol, wasRedirectedTo request: URLRequest, redirectResponse: URLResponse) {
        guard !tracked.isFinalCallbackClaimed else { return }
        wrapped.urlProtocol(`protocol`, wasRedirectedTo: request, redirectResponse: redirectResponse)
    }

    func urlProtocol(_ protocol: URLProtocol, cachedResponseIsValid cachedResponse: CachedURLResponse) {
        guard !tracked.isFinalCallbackClaimed else { return }
        wrapped.urlProtocol(`protocol`, cachedResponseIsValid: cachedResponse)
    }

    func urlProtocol(_ protocol: URLProtocol, didReceive response: URLResponse, cacheStoragePolicy policy: URLCache.StoragePolicy) {
        guard !tracked.isFinalCallbackClaimed else { return }
        wrapped.urlProtocol(`protocol`, didReceive: response, cacheStoragePolicy: policy)
    }

    func urlProtocol(_ protocol: URLProtocol, didLoad data: Data) {
        guard !tracked.isFinalCallbackClaimed else { return }
        wrapped.urlProtocol(`protocol`, didLoad: data)
    }

    func urlProtocolDidFinishLoading(_ protocol: URLProtocol) {
        guard tracked.claimFinalCallback() else { return }
        wrapped.urlProtocolDidFinishLoading(`protocol`)
        tracked.finalCallbackWasForwarded()
    }

    func urlProtocol(_ protocol: URLProtocol, didFailWithError error: any Error) {
        guard tracked.claimFinalCallback() else { return }
        wrapped.urlProtocol(`protocol`, didFailWithError: error)
        tracked.finalCallbackWasForwarded()
    }

    func urlProtocol(_ protocol: URLProtocol, didReceive challenge: URLAuthenticationChallenge) {
        guard !tracked.isFinalCallbackClaimed else { return }
        wrapped.urlProtocol(`protocol`, didReceive: challenge)
    }

    func urlProtocol(_ protocol: URLProtocol, didCancel challenge: URLAuthenticationChallenge) {
        guard !tracked.isFinalCallbackClaimed else { return }
        wrapped.urlProtocol(`protocol`, didCancel: challenge)
    }
}
