#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Foundation

/// Stands between ``HeadlessURLProtocol`` and `URLSession`'s own client: forwards every callback
/// unchanged, and notes when the final one (finished or failed, including the failure `URLSession`
/// itself sends when the app cancels the task) was handed on, so the runtime can wait for the app's
/// completion handler that it queued.
final class TrackingProtocolClient: NSObject, URLProtocolClient, @unchecked Sendable {
    private let wrapped: any URLProtocolClient
    private let tracked: TrackedRequest

    init(wrapping wrapped: any URLProtocolClient, tracked: TrackedRequest) {
        self.wrapped = wrapped
        self.tracked = tracked
    }

    func urlProtocol(_ protocol: URLProtocol, wasRedirectedTo request: URLRequest, redirectResponse: URLResponse) {
        wrapped.urlProtocol(`protocol`, wasRedirectedTo: request, redirectResponse: redirectResponse)
    }

    func urlProtocol(_ protocol: URLProtocol, cachedResponseIsValid cachedResponse: CachedURLResponse) {
        wrapped.urlProtocol(`protocol`, cachedResponseIsValid: cachedResponse)
    }

    func urlProtocol(_ protocol: URLProtocol, didReceive response: URLResponse, cacheStoragePolicy policy: URLCache.StoragePolicy) {
        wrapped.urlProtocol(`protocol`, didReceive: response, cacheStoragePolicy: policy)
    }

    func urlProtocol(_ protocol: URLProtocol, didLoad data: Data) {
        wrapped.urlProtocol(`protocol`, didLoad: data)
    }

    func urlProtocolDidFinishLoading(_ protocol: URLProtocol) {
        wrapped.urlProtocolDidFinishLoading(`protocol`)
        tracked.finalCallbackWasForwarded()
    }

    func urlProtocol(_ protocol: URLProtocol, didFailWithError error: any Error) {
        wrapped.urlProtocol(`protocol`, didFailWithError: error)
        tracked.finalCallbackWasForwarded()
    }

    func urlProtocol(_ protocol: URLProtocol, didReceive challenge: URLAuthenticationChallenge) {
        wrapped.urlProtocol(`protocol`, didReceive: challenge)
    }

    func urlProtocol(_ protocol: URLProtocol, didCancel challenge: URLAuthenticationChallenge) {
        wrapped.urlProtocol(`protocol`, didCancel: challenge)
    }
}
