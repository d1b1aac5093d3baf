import ChaosBankServer
import Foundation
import KassSupport

/// A tiny HTTP server on a free loopback port, in this process, for the network tests (ChaosBank's
/// server listener with a handler of its own):
/// - `/hello` answers 200 `hello` (`text/plain`);
/// - `/echo` answers 200 with the request's method and body (`POST:<body>`);
/// - `/count` answers 200 with how many requests reached the server so far;
/// - `/stall` never answers until ``releaseStalledRequests()`` (a server that hangs);
/// - anything else answers 404.
public final class LoopbackTestServer: @unchecked Sendable {
    private let stall = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var received = 0
    private var stalled = 0
    private var server: HTTPServer?

    /// A server not yet listening (call ``start()``).
    public init() {}

    /// The port the server listens on.
    public private(set) var port = 0

    /// `http://127.0.0.1:<port><path>`.
    public func url(_ path: String) -> URL { URL(string: "http://127.0.0.1:\(port)\(path)")! }

    /// How many requests reached the server.
    public var requestCount: Int { lock.withLock { received } }

    /// Listens on a free loopback port.
    public func start() throws {
        let server = HTTPServer(configuration: HTTPServerConfiguration(port: 0)) { [self] request in
            let count = lock.withLock { () -> Int in
                received += 1
                return received
            }
            switch request.path {
            case "/hello":
                return HTTPResponse(status: 200, headers: ["Content-Type": "text/plain"], body: Data("hello".utf8))
            case "/echo":
                return HTTPResponse(status: 200, body: Data("\(request.method):".utf8) + request.body)
            case "/count":
                return HTTPResponse(status: 200, body: Data("\(count)".utf8))
            case "/stall":
                lock.withLock { stalled += 1 }
                stall.wait()
                return HTTPResponse(status: 200, body: Data("late".utf8))
            default:
                return HTTPResponse(status: 404, body: Data("no route \(request.path)".utf8))
            }
        }
        port = try server.start()
        self.server = server
    }

    /// Lets every request stalled on `/stall` answer (so the server can stop).
    public func releaseStalledRequests() {
        let count = lock.withLock { () -> Int in
            defer { stalled = 0 }
            return stalled
        }
        for _ in 0..<count { stall.signal() }
    }

    /// Releases stalled requests and stops.
    public func stop() {
        releaseStalledRequests()
        server?.stop()
        server = nil
    }
}
