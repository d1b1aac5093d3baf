import Dispatch
import Foundation
import KassSupport

/// The server's one background thread: accepts, reads, parses, refuses and writes with `poll`, so
/// slow or hostile clients cost a slot each and never a thread, and no socket call runs on the main
/// thread. Handlers run in tasks; their answers come back through a locked inbox and a wake-up pipe.
final class AgentEventLoop: @unchecked Sendable {
    /// Settings, policy and callbacks (immutable; internal for the connection handling extension).
    let configuration: AgentServerConfiguration
    let policy: AgentSecurityPolicy
    let handler: AgentRequestHandler
    let log: @Sendable (String) -> Void
    private let listener: Socket
    private let wakePipe: WakePipe
    let readTimeoutNanoseconds: UInt64

    // State of the loop thread only (internal for `AgentEventLoop+Connections.swift`).
    var connections: [UInt64: AgentConnection] = [:]
    var activeCount = 0  // connections holding a slot
    private var nextID: UInt64 = 0
    private var acceptPausedUntil: UInt64 = 0
    var scratch = [UInt8](repeating: 0, count: 64 * 1024)

    // State shared with handler tasks and `stop()`, under `lock`.
    private let lock = NSLock()
    private var inbox: [(UInt64, AgentHTTPResponse)] = []
    private var stopRequested = false
    private var finished = false
    private var exitWaiters: [CheckedContinuation<Void, Never>] = []

    /// Takes ownership of the listening socket and the wake-up pipe.
    init(
        configuration: AgentServerConfiguration, listener: Socket, wakePipe: WakePipe,
        handler: @escaping AgentRequestHandler, log: @escaping @Sendable (String) -> Void
    ) {
        self.configuration = configuration
        self.policy = AgentSecurityPolicy(
            token: configuration.token, allowsRemoteConnections: configuration.allowsRemoteConnections)
        self.handler = handler
        self.log = log
        self.listener = listener
        self.wakePipe = wakePipe
        readTimeoutNanoseconds = UInt64(configuration.readTimeout * 1_000_000_000)
    }

    /// Starts the background thread.
    func start() {
        let thread = Thread { [self] in run() }
        thread.name = "hammer-agent"
        thread.start()
    }

    /// Asks the thread to close every socket and waits until it did.
    func stop() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            lock.lock()
            if finished {
                lock.unlock()
                continuation.resume()
                return
            }
            exitWaiters.append(continuation)
            stopRequested = true
            wake()
            lock.unlock()
        }
    }

    /// Asks the thread to stop without waiting (for deinitializers).
    func requestStop() {
        lock.lock()
        if !finished {
            stopRequested = true
            wake()
        }
        lock.unlock()
    }

    /// Hands a handler's answer to the loop (any thread).
    func deliver(_ response: AgentHTTPResponse, to id: UInt64) {
        lock.lock()
        if !finished {
            inbox.append((id, response))
            wake()
        }
        lock.unlock()
    }

    /// Writes one byte to the wake-up pipe (caller holds `lock`; a full pipe already wakes the loop).
    private func wake() {
        wakePipe.wake()
    }

    /// Monotonic nanoseconds.
    static func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

    /// The loop: deliver answers, expire deadlines, poll, handle what is ready; then close everything.
    private func run() {
        while true {
            lock.lock()
            let stopping = stopRequested
            let delivered = inbox
            inbox.removeAll()
            lock.unlock()
            if stopping { break }
            for (id, response) in delivered { handlerAnswered(id, response) }
            expireDeadlines(now: Self.now())
            pollOnce()
        }
        for id in Array(connections.keys) {
            let unsent = if case .writing = connections[id]?.phase { true } else { false }
            closeConnection(id, reset: unsent)
        }
        listener.close()
        lock.lock()
        finished = true  // from here on no one writes to the pipe, so closing its read end cannot raise SIGPIPE
        wakePipe.closeWriteEnd()
        let waiters = exitWaiters
        exitWaiters.removeAll()
        lock.unlock()
        wakePipe.closeReadEnd()
        log("hammer agent: stopped")
        for waiter in waiters { waiter.resume() }
    }

    /// Waits for the next socket event or deadline and dispatches what is ready.
    private func pollOnce() {
        let now = Self.now()
        let accepting = now >= acceptPausedUntil
        var entries = [
            SocketPollEntry(descriptor: wakePipe.readDescriptor, events: .readable),
            SocketPollEntry(descriptor: accepting ? listener.descriptor : -1, events: .readable),
        ]
        var ids: [UInt64] = []
        var earliest = accepting ? UInt64.max : acceptPausedUntil
        for (id, connection) in connections {
            ids.append(id)
            entries.append(SocketPollEntry(descriptor: connection.socket.descriptor, events: connection.pollEvents))
            if let deadline = connection.deadline { earliest = min(earliest, deadline) }
        }
        let untilEarliest = (earliest &- min(earliest, now)) / 1_000_000 + 1
        let waitMilliseconds = Int32(min(untilEarliest, 1000))
        guard let ready = try? Socket.poll(&entries, timeoutMilliseconds: waitMilliseconds), ready > 0 else { return }
        if !entries[0].reported.isEmpty { wakePipe.drain() }
        if !entries[1].reported.isEmpty { acceptPending() }
        for (offset, id) in ids.enumerated() where !entries[offset + 2].reported.isEmpty {
            socketReady(id, events: entries[offset + 2].reported)
        }
    }

    /// Accepts waiting connections; beyond the limit they only get 503.
    private func acceptPending() {
        for _ in 0..<64 {
            let accepted: (socket: Socket, peer: String)?
            do {
                accepted = try listener.accept()
            } catch {
                if error.isOutOfResources {
                    acceptPausedUntil = Self.now() + 100_000_000
                    log("hammer agent: cannot accept connections (\(error.systemReason)); retrying shortly")
                }
                return
            }
            guard let (socket, peer) = accepted else { return }
            let overflow = activeCount >= configuration.maximumConnections
            // Connections without a slot (draining, or told 503) are bounded too: beyond that, close at once.
            if overflow, connections.count - activeCount >= max(64, configuration.maximumConnections) {
                socket.close()
                continue
            }
            nextID += 1
            let connection = AgentConnection(
                id: nextID, socket: socket, peer: peer, holdsSlot: !overflow,
                maximumRequestBytes: configuration.maximumRequestBytes, deadline: Self.now() + readTimeoutNanoseconds)
            connections[nextID] = connection
            if overflow {
                refuse(nextID, .tooManyConnections(limit: configuration.maximumConnections), request: nil)
            } else {
                activeCount += 1
            }
        }
    }
}
