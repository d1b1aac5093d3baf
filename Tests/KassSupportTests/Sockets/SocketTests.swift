import Foundation
import KassSupport
import XCTest

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The socket layer on real loopback sockets. Nothing sleeps: waits are `poll` with a timeout of 0
/// (an immediate answer) or blocking waits that the other end's action ends.
final class SocketTests: XCTestCase {
    /// A connected pair: the client's socket and the server's accepted one (the listener is closed).
    private func connectedPair() throws -> (client: Socket, server: Socket) {
        let (listener, port) = try Socket.listen(port: 0)
        defer { listener.close() }
        let client = try Socket.connect(toLoopbackPort: port, timeout: 10)
        let (server, peer) = try listener.accept(timeout: 10)
        XCTAssertTrue(peer.hasPrefix("127.0.0.1:"), peer)
        return (client, server)
    }

    func test_exchange_sendsTheRequestAndReadsTheAnswerUntilTheServerCloses() throws {
        let (listener, port) = try Socket.listen(port: 0)
        defer { listener.close() }
        let request = Array("ping".utf8)
        let answer = [UInt8](repeating: 7, count: 300_000)  // more than one read, more than a socket buffer
        let served = expectation(description: "the server read the request")
        let receivedBox = Box()
        Thread.detachNewThread {
            guard let (connection, _) = try? listener.accept(timeout: 10) else { return }
            defer { connection.close() }
            receivedBox.bytes = (try? connection.read(count: request.count, timeout: 10)) ?? []
            try? connection.writeAll(answer, timeout: 10)
            served.fulfill()
        }
        let reply = try Socket.exchange(request, withLoopbackPort: port, timeout: 10)
        wait(for: [served], timeout: 10)
        XCTAssertEqual(receivedBox.bytes, request)
        XCTAssertEqual(reply, answer)
    }

    func test_connect_toAPortNothingListensOn_isRefused() throws {
        let (listener, port) = try Socket.listen(port: 0)
        listener.close()
        XCTAssertThrowsError(try Socket.connect(toLoopbackPort: port, timeout: 10)) { error in
            XCTAssertEqual(error as? SocketError, .connectionRefused(port: port))
        }
    }

    func test_ports_outOfRange_areRefusedWithEINVAL() {
        let table: [(String, () throws -> Void, SocketError)] = [
            ("listen 70000", { _ = try Socket.listen(port: 70_000) }, .failed(operation: .bind, code: EINVAL)),
            ("listen -1", { _ = try Socket.listen(port: -1) }, .failed(operation: .bind, code: EINVAL)),
            ("connect 0", { _ = try Socket.connect(toLoopbackPort: 0, timeout: 0) }, .failed(operation: .connect, code: EINVAL)),
            ("connect 65536", { _ = try Socket.connect(toLoopbackPort: 65_536, timeout: 0) }, .failed(operation: .connect, code: EINVAL)),
        ]
        for (name, call, expected) in table {
            XCTAssertThrowsError(try call(), name) { error in
                XCTAssertEqual(error as? SocketError, expected, name)
            }
        }
    }

    func test_listen_onAPortInUse_saysSo() throws {
        let (listener, port) = try Socket.listen(port: 0)
        defer { listener.close() }
        XCTAssertThrowsError(try Socket.listen(port: port)) { error in
            XCTAssertEqual(error as? SocketError, .addressInUse(port: port))
        }
    }

    func test_waits_withNothingToDo_timeOutAtOnce() throws {
        let (listener, _) = try Socket.listen(port: 0)
        defer { listener.close() }
        let (client, server) = try connectedPair()
        defer {
            client.close()
            server.close()
        }
        let table: [(String, () throws -> Void, SocketError)] = [
            ("accept", { _ = try listener.accept(timeout: 0) }, .timedOut(operation: .accept)),
            ("read", { _ = try client.readToEnd(timeout: 0) }, .timedOut(operation: .receive)),
            // The server never reads: the buffers fill and the send cannot go on.
            ("write", { try client.writeAll([UInt8](repeating: 1, count: 64 << 20), timeout: 0) }, .timedOut(operation: .send)),
        ]
        for (name, call, expected) in table {
            XCTAssertThrowsError(try call(), name) { error in
                XCTAssertEqual(error as? SocketError, expected, name)
            }
        }
        XCTAssertNil(try listener.accept(), "nothing is pending")
    }

    func test_reads_afterThePeerSentAndClosed_returnWhatItSent() throws {
        let (client, server) = try connectedPair()
        defer { client.close() }
        try server.writeAll(Array("hello, bye".utf8), timeout: 10)
        server.close()
        XCTAssertEqual(try client.read(count: 7, timeout: 10), Array("hello, ".utf8))
        XCTAssertEqual(try client.read(count: 0, timeout: 10), [])
        XCTAssertEqual(try client.read(count: 10, timeout: 10), Array("bye".utf8), "fewer at end of stream")
        XCTAssertEqual(try client.readToEnd(timeout: 10), [])
    }

    func test_peerHangUp_isEndOfStreamOnClose_andAHangUpOnReset() throws {
        let (client, server) = try connectedPair()
        defer { client.close() }
        var scratch = [UInt8](repeating: 0, count: 64)
        XCTAssertEqual(client.receive(into: &scratch), .wouldBlock)
        XCTAssertFalse(client.hasHungUp)
        server.abort()
        _ = try client.wait(for: .readable, timeout: 10)
        XCTAssertTrue(client.hasHungUp)
        guard case let .failed(error) = client.receive(into: &scratch) else {
            return XCTFail("a reset is a failed read")
        }
        XCTAssertTrue(error.isHangUp, error.description)

        let (otherClient, otherServer) = try connectedPair()
        defer { otherServer.close() }
        otherClient.close()
        _ = try otherServer.wait(for: .readable, timeout: 10)
        XCTAssertEqual(otherServer.receive(into: &scratch), .endOfStream)
    }

    func test_cancel_endsABlockedExchange() throws {
        // Nothing accepts: the connection waits in the listener's backlog and no answer ever comes.
        let (listener, port) = try Socket.listen(port: 0)
        defer { listener.close() }
        let cancellation = SocketCancellation()
        let finished = expectation(description: "the exchange returned")
        let outcome = Box()
        Thread.detachNewThread {
            do {
                _ = try Socket.exchange(Array("hi".utf8), withLoopbackPort: port, timeout: 60, cancellation: cancellation)
            } catch {
                outcome.error = error as? SocketError
            }
            finished.fulfill()
        }
        cancellation.cancel()
        wait(for: [finished], timeout: 30)
        XCTAssertTrue(cancellation.isCancelled)
        XCTAssertEqual(outcome.error, .cancelled)
    }

    func test_wakePipe_wakesAPollAndDrains() throws {
        let pipe = try WakePipe()
        defer {
            pipe.closeWriteEnd()
            pipe.closeReadEnd()
        }
        var entries = [
            SocketPollEntry(descriptor: pipe.readDescriptor, events: .readable),
            SocketPollEntry(descriptor: -1, events: .readable),
        ]
        XCTAssertEqual(try Socket.poll(&entries, timeoutMilliseconds: 0), 0)
        pipe.wake()
        pipe.wake()
        XCTAssertEqual(try Socket.poll(&entries, timeoutMilliseconds: 0), 1)
        XCTAssertTrue(entries[0].reported.contains(.readable))
        XCTAssertEqual(entries[1].reported, [])
        pipe.drain()
        XCTAssertEqual(try Socket.poll(&entries, timeoutMilliseconds: 0), 0)
    }

    func test_errors_sayWhatWentWrong() {
        let table: [(SocketError, String)] = [
            (.connectionRefused(port: 9876), "connection refused (nothing listens on that port)"),
            (.addressInUse(port: 9876), "port 9876 is already in use"),
            (.notPermitted(port: 80), "the system does not allow listening on port 80"),
            (.timedOut(operation: .receive), "no answer in time (receive timed out)"),
            (.cancelled, "the call was cancelled"),
            (.failed(operation: .send, code: EPIPE), "send failed: \(String(cString: strerror(EPIPE))) (errno \(EPIPE))"),
        ]
        for (error, message) in table {
            XCTAssertEqual(error.description, message)
        }
        XCTAssertTrue(SocketError.failed(operation: .receive, code: ECONNRESET).isHangUp)
        XCTAssertFalse(SocketError.timedOut(operation: .receive).isHangUp)
        XCTAssertTrue(SocketError.failed(operation: .accept, code: EMFILE).isOutOfResources)
        XCTAssertFalse(SocketError.failed(operation: .accept, code: EBADF).isOutOfResources)
    }
}

/// A value handed from a thread to the test.
private final class Box: @unchecked Sendable {
    var bytes: [UInt8] = []
    var error: SocketError?
}
