import KassSupport

/// Clients that hang up while their request is being worked on (a `wait` of minutes whose caller
/// gave up): the loop notices, cancels the handler's task (a command stops at its next frame) and
/// frees the slot, so abandoned requests cannot fill the server and leave it answering 503.
///
/// A socket that reports an error or a hang-up is gone. End of stream alone is ambiguous: the client
/// either closed the socket or only half-closed it (done sending, still reading), and TCP tells the
/// two apart only when something is sent. So after ``hangUpProbeDelayNanoseconds`` the loop sends an
/// interim `HTTP/1.1 100 Continue` (RFC 9110 §15.2: clients must accept unexpected 1xx answers); a
/// closed socket answers it with a reset, a half-closed one reads it and then gets the answer.
/// Requests answered within the delay never see the probe.
extension AgentEventLoop {
    /// How long after a client's end of stream the probe is sent (250 ms).
    static let hangUpProbeDelayNanoseconds: UInt64 = 250_000_000

    /// The socket of a connection whose handler is running reported `events`.
    func watchForHangUp(_ id: UInt64, events: SocketEvents) {
        guard let connection = connections[id] else { return }
        if !events.isDisjoint(with: [.error, .hangUp]) { return clientHungUp(id) }
        // Bytes after the request are discarded (one request per connection); a few reads per turn.
        for _ in 0..<16 {
            switch connection.socket.receive(into: &scratch) {
            case .bytes: continue
            case .wouldBlock: return
            case .failed: return clientHungUp(id)
            case .endOfStream:
                connections[id]?.inputEnded = true
                connections[id]?.hangUpProbeDeadline = Self.now() + Self.hangUpProbeDelayNanoseconds
                return
            }
        }
    }

    /// Sends the probe; a failed send or a reset right after it means the client is gone (a reset
    /// that arrives later is seen by the next poll).
    func probeForHangUp(_ id: UInt64) {
        guard let connection = connections[id] else { return }
        connections[id]?.hangUpProbeDeadline = nil
        let sent = try? connection.socket.send(ArraySlice("HTTP/1.1 100 Continue\r\n\r\n".utf8))
        if sent == nil || connection.socket.hasHungUp { clientHungUp(id) }
    }

    /// Cancels the handler of a client that is gone, closes its socket and frees its slot.
    func clientHungUp(_ id: UInt64) {
        guard let connection = connections[id] else { return }
        connection.handlerTask?.cancel()
        closeConnection(id)
        log("hammer agent: \(connection.peer) hung up before its answer; stopped its request")
    }
}
