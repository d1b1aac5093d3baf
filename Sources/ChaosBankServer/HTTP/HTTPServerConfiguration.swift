import Foundation

/// The HTTP server's settings: where it listens and the limits that bound the work one client can cause.
package struct HTTPServerConfiguration: Sendable {
    /// The loopback port (0: any free port; the server reports the one it got).
    package var port: Int = 0
    /// The largest request accepted, head and body together; larger ones get 413 and are not read further.
    package var maximumRequestBytes: Int = 64 * 1024
    /// Requests served at once; beyond it a connection gets 503 at once.
    package var maximumConnections: Int = 64
    /// Seconds a client has to send its whole request (408 after), and the most a stalled write waits.
    package var readTimeout: TimeInterval = 10

    /// The defaults, on `port`.
    package init(port: Int = 0) {
        self.port = port
    }
}
