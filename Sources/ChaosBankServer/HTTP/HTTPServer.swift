import Dispatch
import Foundation
import KassSupport

/// A small HTTP/1.1 server on a loopback port: one thread accepts, and each connection is served
/// by a thread of its own (at most ``HTTPServerConfiguration/maximumConnections`` at once), which
/// reads one request with the package's shared parser (KassSupport `HTTPRequestParser`), calls the
/// handler and answers with `Connection: close`. Handlers may block (they run SQLite transactions).
///
/// ```swift
/// let server = HTTPServer(configuration: HTTPServerConfiguration()) { request in HTTPResponse(status: 204) }
/// let port = try server.start()
/// defer { server.stop() }
/// ```
package final class HTTPServer: @unchecked Sendable {
    /// Answers one request (on the connection's thread).
    package typealias Handler = @Sendable (HTTPRequest) -> HTTPResponse

    private let configuration: HTTPServerConfiguration
    private let handler: Handler
    private let log: @Sendable (String) -> Void
    private let state = NSCondition()
    private var listener: Socket?
    private var wakePipe: WakePipe?
    private var stopping = false
    private var acceptLoopRunning = false
    private var activeConnections = 0

    /// A server that answers with `handler` and reports refusals to `log`.
    package init(
        configuration: HTTPServerConfiguration, log: @escaping @Sendable (String) -> Void = { _ in }, handler: @escaping Handler
    ) {
        self.configuration = configuration
        self.handler = handler
        self.log = log
    }

    /// Listens and starts accepting; returns the bound port.
    package func start() throws(SocketError) -> Int {
        let (listener, port) = try Socket.listen(port: configuration.port)
        let wakePipe: WakePipe
        do throws(SocketError) {
            wakePipe = try WakePipe()
        } catch {
            listener.close()
            throw error
        }
        state.withLock {
            self.listener = listener
            self.wakePipe = wakePipe
            acceptLoopRunning = true
        }
        let thread = Thread { [self] in acceptLoop(listener: listener, wakePipe: wakePipe) }
        thread.name = "chaosbank-server-accept"
        thread.start()
        return port
    }

    /// Stops accepting, waits for the requests being served to finish, and closes the listener.
    package func stop() {
        state.lock()
        stopping = true
        wakePipe?.wake()
        while acceptLoopRunning || activeConnections > 0 { state.wait() }
        state.unlock()
    }

    /// Waits for connections and hands each to a thread of its own.
    private func acceptLoop(listener: Socket, wakePipe: WakePipe) {
        while !state.withLock({ stopping }) {
            var entries = [
                SocketPollEntry(descriptor: wakePipe.readDescriptor, events: .readable),
                SocketPollEntry(descriptor: listener.descriptor, events: .readable),
            ]
            guard (try? Socket.poll(&entries, timeoutMilliseconds: -1)) != nil else { continue }
            if !entries[0].reported.isEmpty { wakePipe.drain() }
            if !entries[1].reported.isEmpty { acceptPending(listener) }
        }
        listener.close()
        wakePipe.closeWriteEnd()
        wakePipe.closeReadEnd()
        state.withLock {
            acceptLoopRunning = false
            state.broadcast()
        }
    }

    /// Accepts what is waiting; beyond the limit a connection is told 503 and closed.
    private func acceptPending(_ listener: Socket) {
        for _ in 0..<64 {
            guard let accepted = try? listener.accept() else { return }
            let (socket, peer) = accepted
            let admitted = state.withLock {
                guard activeConnections < configuration.maximumConnections else { return false }
                activeConnections += 1
                return true
            }
            guard admitted else {
                log("chaosbank-server: refused \(peer): at the limit of \(configuration.maximumConnections) connections")
                _ = try? socket.send(ArraySlice(APIError.tooManyConnections(limit: configuration.maximumConnections).response.serialized()))
                socket.abort()
                continue
            }
            let thread = Thread { [self] in
                serve(socket)
                state.withLock {
                    activeConnections -= 1
                    state.broadcast()
                }
            }
            thread.name = "chaosbank-server-connection"
            thread.start()
        }
    }

    /// Reads one request, answers it, and closes the connection.
    private func serve(_ socket: Socket) {
        defer { socket.close() }
        let response: HTTPResponse
        switch read(socket) {
        case nil: return
        case let .complete(request)?: response = handler(request)
        case let .failed(error)?: response = APIError.malformedRequest(error).response
        case .timedOut?: response = APIError.requestTimedOut(seconds: configuration.readTimeout).response
        }
        do throws(SocketError) {
            try socket.writeAll(response.serialized(), timeout: configuration.readTimeout)
        } catch {
            return
        }
        socket.shutdownWrite()
        // Read what the client still sends until it closes, so unread bytes cannot turn the close
        // into a reset that loses the answer; bounded in bytes and time.
        var scratch = [UInt8](repeating: 0, count: 16 * 1024)
        for _ in 0..<64 {
            switch socket.receive(into: &scratch) {
            case .bytes: continue
            case .wouldBlock: if (try? socket.wait(for: .readable, timeout: 1)) == nil { return }
            case .endOfStream, .failed: return
            }
        }
    }

    /// What reading a request came to.
    private enum ReadOutcome {
        case complete(HTTPRequest)
        case failed(HTTPParseError)
        case timedOut
    }

    /// Reads until the parser decides (nil: the client left without sending anything).
    private func read(_ socket: Socket) -> ReadOutcome? {
        var parser = HTTPRequestParser(maximumRequestBytes: configuration.maximumRequestBytes)
        var scratch = [UInt8](repeating: 0, count: 64 * 1024)
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(configuration.readTimeout * 1_000_000_000)
        var sentContinue = false
        while true {
            let outcome: HTTPRequestParser.Outcome
            switch socket.receive(into: &scratch) {
            case let .bytes(bytes):
                outcome = parser.append(bytes)
            case .endOfStream:
                if parser.receivedByteCount == 0 { return nil }
                outcome = parser.finishInput()
            case .failed:
                return nil
            case .wouldBlock:
                let now = DispatchTime.now().uptimeNanoseconds
                guard now < deadline else { return .timedOut }
                _ = try? socket.wait(for: .readable, timeout: Double(deadline - now) / 1_000_000_000)
                continue
            }
            switch outcome {
            case let .complete(request): return .complete(request)
            case let .failed(error): return .failed(error)
            case .needsMoreBytes:
                if parser.awaitsContinue, !sentContinue {
                    sentContinue = true
                    _ = try? socket.send(ArraySlice("HTTP/1.1 100 Continue\r\n\r\n".utf8))
                }
            }
        }
    }
}
