#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Foundation

/// The `URLError`s the simulated network reports, with the codes, descriptions and user-info keys
/// `URLSession` uses (`NSURLErrorDomain`, `NSErrorFailingURLKey`, `NSErrorFailingURLStringKey`).
enum NetworkErrors {
    /// `NSURLErrorTimedOut` (-1001): no answer within the request's `timeoutInterval`.
    static func timedOut(url: URL?) -> URLError {
        error(.timedOut, "The request timed out.", url: url)
    }

    /// `NSURLErrorNotConnectedToInternet` (-1009): the simulated device is offline.
    static func notConnectedToInternet(url: URL?) -> URLError {
        error(.notConnectedToInternet, "The Internet connection appears to be offline.", url: url)
    }

    /// `NSURLErrorCancelled` (-999).
    static func cancelled(url: URL?) -> URLError {
        error(.cancelled, "cancelled", url: url)
    }

    /// `NSURLErrorBadServerResponse` (-1011): the real session gave neither a response nor an error.
    static func badServerResponse(url: URL?) -> URLError {
        error(.badServerResponse, "The server returned a bad response.", url: url)
    }

    /// `NSURLErrorUnsupportedURL` (-1002) for task kinds the virtual-time network does not carry.
    static func unsupported(url: URL?, taskKind: String) -> URLError {
        error(.unsupportedURL, "HeadlessUI's virtual-time network carries data tasks only, not a \(taskKind).", url: url)
    }

    private static func error(_ code: URLError.Code, _ description: String, url: URL?) -> URLError {
        var userInfo: [String: Any] = [NSLocalizedDescriptionKey: description]
        if let url {
            userInfo[NSURLErrorFailingURLErrorKey] = url
            // NSURLErrorFailingURLStringErrorKey's value (the constant is deprecated; URLSession still sets the key).
            userInfo["NSErrorFailingURLStringKey"] = url.absoluteString
        }
        return URLError(code, userInfo: userInfo)
    }
}
