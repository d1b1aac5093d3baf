import KassSupport

/// One client connection as the event loop sees it: the bytes parsed so far and what happens next.
///
/// The connection never blocks: the loop reads when the socket is readable, writes when writable,
/// and checks the deadline of the current phase on every turn.
struct AgentConnection {
    /// Where the connection stands.
    enum Phase {
        /// Receiving the request, which must be complete before `deadline`.
        case reading(deadline: UInt64)
        /// The handler is working on the request; the loop waits for its answer, and watches the
        /// socket for a client that hangs up meanwhile (its handler is then cancelled).
        case awaitingHandler
        /// Sending the answer; each progress moves `deadline` (a client that stops reading is cut off).
        case writing(bytes: [UInt8], offset: Int, deadline: UInt64)
        /// Answer sent and write side shut: discarding what the client still sends until it closes, so
        /// unread request bytes cannot turn the close into a reset that loses the answer.
        case draining(deadline: UInt64)
    }

    /// The number the handler's answer is delivered under (descriptors are reused, numbers are not).
    let id: UInt64
    /// The socket.
    let socket: Socket
    /// `address:port` of the client, for log lines.
    let peer: String
    /// Whether the connection counts against `maximumConnections`: from accept until its answer is
    /// sent (draining takes no slot; a connection accepted beyond the limit, only told 503, never has one).
    var holdsSlot: Bool
    /// The request parser.
    var parser: AgentHTTPRequestParser
    /// Whether `100 Continue` was sent already.
    var sentContinue = false
    /// The task running the handler, cancelled when the client hangs up before the answer.
    var handlerTask: Task<Void, Never>?
    /// Whether the client stopped sending (end of stream) while its request was being worked on:
    /// it half-closed (still reading) or hung up, which only a write can tell apart.
    var inputEnded = false
    /// When to send the hang-up probe (an interim `100 Continue`, which HTTP clients must ignore; a
    /// client that closed its socket answers it with a reset).
    var hangUpProbeDeadline: UInt64?
    /// The current phase.
    var phase: Phase

    /// Makes a connection that starts reading now.
    init(id: UInt64, socket: Socket, peer: String, holdsSlot: Bool, maximumRequestBytes: Int, deadline: UInt64) {
        self.id = id
        self.socket = socket
        self.peer = peer
        self.holdsSlot = holdsSlot
        self.parser = AgentHTTPRequestParser(maximumRequestBytes: maximumRequestBytes)
        self.phase = .reading(deadline: deadline)
    }

    /// The poll events the loop waits for in this phase.
    var pollEvents: SocketEvents {
        switch phase {
        case .reading, .draining: .readable
        case .awaitingHandler: inputEnded ? [] : .readable
        case .writing: .writable
        }
    }

    /// The deadline of the current phase, if it has one.
    var deadline: UInt64? {
        switch phase {
        case let .reading(deadline), let .writing(_, _, deadline), let .draining(deadline): deadline
        case .awaitingHandler: hangUpProbeDeadline
        }
    }
}

/// What the loop thread does with one connection: read and parse, refuse or call the handler,
/// write the answer, drain, close. Everything here runs on the loop thread.
extension AgentEventLoop {
    /// The socket reported `events`; act according to the connection's phase.
    func socketReady(_ id: UInt64, events: SocketEvents) {
        guard let connection = connections[id] else { return }
        if events.contains(.invalid) { return closeConnection(id) }
        switch connection.phase {
        case .reading: readRequest(id)
        case .awaitingHandler: watchForHangUp(id, events: events)
        case .writing: writeAnswer(id)
        case .draining: drain(id)
        }
    }

    /// Reads what arrived and moves on when the request is complete, refused or abandoned.
    func readRequest(_ id: UInt64) {
        guard let socket = connections[id]?.socket else { return }
        var outcome = AgentHTTPRequestParser.Outcome.needsMoreBytes
        // The parser is mutated in place in the dictionary, so its buffer is never copied.
        reading: while outcome == .needsMoreBytes {
            switch socket.receive(into: &scratch) {
            case let .bytes(bytes):
                guard let next = connections[id]?.parser.append(bytes) else { return }
                outcome = next
            case .wouldBlock:
                break reading
            case .endOfStream:
                if connections[id]?.parser.receivedByteCount == 0 { return closeConnection(id) }
                guard let next = connections[id]?.parser.finishInput() else { return }
                outcome = next
            case .failed:
                return closeConnection(id)
            }
        }
        if outcome == .needsMoreBytes, let connection = connections[id], connection.parser.awaitsContinue,
           !connection.sentContinue {
            connections[id]?.sentContinue = true
            _ = try? socket.send(ArraySlice("HTTP/1.1 100 Continue\r\n\r\n".utf8))
        }
        switch outcome {
        case .needsMoreBytes:
            return
        case let .failed(error):
            refuse(id, .malformed(error), request: nil)
        case let .complete(request):
            if let refusal = policy.refusal(for: request) {
                return refuse(id, refusal, request: request)
            }
            connections[id]?.phase = .awaitingHandler
            let handler = self.handler
            connections[id]?.handlerTask = Task.detached { [weak self] in
                let response = await handler(request)
                self?.deliver(response, to: id)
            }
        }
    }

    /// A handler finished: send its answer (unless the connection is gone).
    func handlerAnswered(_ id: UInt64, _ response: AgentHTTPResponse) {
        guard let connection = connections[id], case .awaitingHandler = connection.phase else { return }
        startWriting(id, response)
    }

    /// Logs the refusal and answers it.
    func refuse(_ id: UInt64, _ refusal: AgentRefusal, request: AgentHTTPRequest?) {
        guard let connection = connections[id] else { return }
        let what = request.map { " \(AgentLogText.quoted($0.method)) \(AgentLogText.quoted($0.path))" } ?? ""
        log("hammer agent: refused \(refusal.status) \(connection.peer)\(what): \(refusal.message)")
        startWriting(id, refusal.response)
    }

    /// Starts sending `response`.
    func startWriting(_ id: UInt64, _ response: AgentHTTPResponse) {
        connections[id]?.phase = .writing(
            bytes: response.serialized(), offset: 0, deadline: Self.now() + readTimeoutNanoseconds)
        writeAnswer(id)
    }

    /// Sends as much of the answer as the socket takes; when done, shuts the write side and drains.
    func writeAnswer(_ id: UInt64) {
        guard let connection = connections[id], case .writing(let bytes, var offset, var deadline) = connection.phase
        else { return }
        while offset < bytes.count {
            guard let sent = try? connection.socket.send(bytes[offset...]) else { return closeConnection(id) }
            if sent == 0 { break }
            offset += sent
            deadline = Self.now() + readTimeoutNanoseconds
        }
        guard offset == bytes.count else {
            connections[id]?.phase = .writing(bytes: bytes, offset: offset, deadline: deadline)
            return
        }
        connection.socket.shutdownWrite()
        let drainNanoseconds = min(readTimeoutNanoseconds, 2_000_000_000)
        connections[id]?.phase = .draining(deadline: Self.now() + drainNanoseconds)
        if connection.holdsSlot {
            // Served: the slot is free before the client can see the end of the answer.
            connections[id]?.holdsSlot = false
            activeCount -= 1
        }
    }

    /// Discards what the client still sends; closes at its end of stream.
    func drain(_ id: UInt64) {
        guard let connection = connections[id] else { return }
        // A few reads per turn keep one flooding client from starving the others; the deadline ends it.
        for _ in 0..<16 {
            switch connection.socket.receive(into: &scratch) {
            case .bytes: continue
            case .wouldBlock: return
            case .endOfStream, .failed: return closeConnection(id)
            }
        }
    }

    /// Refuses requests that took too long, and closes connections whose writing or draining stalled.
    func expireDeadlines(now: UInt64) {
        for (id, connection) in connections {
            guard let deadline = connection.deadline, deadline <= now else { continue }
            switch connection.phase {
            case .reading: refuse(id, .timedOut(seconds: configuration.readTimeout), request: nil)
            case .writing:
                log("hammer agent: gave up sending to \(connection.peer): it stopped reading the answer")
                closeConnection(id, reset: true)
            case .draining: closeConnection(id)
            case .awaitingHandler: probeForHangUp(id)
            }
        }
    }

    /// Closes the socket (with a reset when what it had to send must be dropped) and frees its slot.
    func closeConnection(_ id: UInt64, reset: Bool = false) {
        guard let connection = connections.removeValue(forKey: id) else { return }
        if reset { connection.socket.abort() } else { connection.socket.close() }
        if connection.holdsSlot { activeCount -= 1 }
    }
}
