#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import Foundation

/// The server's one background thread: accepts, reads, parses, refuses and writes with `poll`, so
/// slow or hostile clients cost a slot each and never a thread, and no socket call runs on the main
/// thread. Handlers run in tasks; their answers come back through a locked inbox and a wake-up pipe.
final class AgentEventLoop: @unchecked Sendable {
    /// Settings, policy and callbacks (immutable; internal for the connection handling extension).
    let configuration: AgentServerConfiguration
    let policy: AgentSecurityPolicy
    let handler: AgentRequestHandler
    let log: @Sendable (String) -> Void
    private let listener: Int32
    private let wakeReader: Int32
    private let wakeWriter: Int32
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
        configuration: AgentServerConfiguration, listener: Int32, wakePipe: (Int32, Int32),
        handler: @escaping AgentRequestHandler, log: @escaping @Sendable (String) -> Void
    ) {
        self.configuration = configuration
        self.policy = AgentSecurityPolicy(
            token: configuration.token, allowsRemoteConnections: configuration.allowsRemoteConnections)
        self.handler = handler
        self.log = log
        self.listener = listener
        (wakeReader, wakeWriter) = wakePipe
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
        var byte: UInt8 = 1
        _ = write(wakeWriter, &byte, 1)
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
        close(listener)
        lock.lock()
        finished = true  // from here on no one writes to the pipe, so closing its read end cannot raise SIGPIPE
        close(wakeWriter)
        let waiters = exitWaiters
        exitWaiters.removeAll()
        lock.unlock()
        close(wakeReader)
        log("hammer agent: stopped")
        for waiter in waiters { waiter.resume() }
    }

    /// Waits for the next socket event or deadline and dispatches what is ready.
    private func pollOnce() {
        let now = Self.now()
        let accepting = now >= acceptPausedUntil
        var descriptors = [pollfd(fd: wakeReader, events: Int16(POLLIN), revents: 0)]
        descriptors.append(pollfd(fd: accepting ? listener : -1, events: Int16(POLLIN), revents: 0))
        var ids: [UInt64] = []
        var earliest = accepting ? UInt64.max : acceptPausedUntil
        for (id, connection) in connections {
            ids.append(id)
            descriptors.append(pollfd(fd: connection.descriptor, events: connection.pollEvents, revents: 0))
            if let deadline = connection.deadline { earliest = min(earliest, deadline) }
        }
        let untilEarliest = (earliest &- min(earliest, now)) / 1_000_000 + 1
        let waitMilliseconds = Int32(min(untilEarliest, 1000))
        let ready = poll(&descriptors, nfds_t(descriptors.count), waitMilliseconds)
        guard ready > 0 else { return }
        if descriptors[0].revents != 0 { drainWakePipe() }
        if descriptors[1].revents != 0 { acceptPending() }
        for (offset, id) in ids.enumerated() where descriptors[offset + 2].revents != 0 {
            socketReady(id, events: descriptors[offset + 2].revents)
        }
    }

    /// Empties the wake-up pipe.
    private func drainWakePipe() {
        var bytes = [UInt8](repeating: 0, count: 256)
        while read(wakeReader, &bytes, bytes.count) > 0 {}
    }

    /// Accepts waiting connections; beyond the limit they only get 503.
    private func acceptPending() {
        for _ in 0..<64 {
            guard let (descriptor, peer) = AgentSocket.accept(listener) else {
                let code = AgentSocket.lastError
                if code == EMFILE || code == ENFILE || code == ENOBUFS || code == ENOMEM {
                    acceptPausedUntil = Self.now() + 100_000_000
                    log("hammer agent: cannot accept connections (\(String(cString: strerror(code)))); retrying shortly")
                }
                return
            }
            let overflow = activeCount >= configuration.maximumConnections
            // Connections without a slot (draining, or told 503) are bounded too: beyond that, close at once.
            if overflow, connections.count - activeCount >= max(64, configuration.maximumConnections) {
                close(descriptor)
                continue
            }
            nextID += 1
            let connection = AgentConnection(
                id: nextID, descriptor: descriptor, peer: peer, holdsSlot: !overflow,
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
