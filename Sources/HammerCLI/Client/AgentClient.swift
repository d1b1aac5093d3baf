import Foundation
import HammerProtocol
import KassSupport

/// A small blocking HTTP/1.1 client for the agent on 127.0.0.1, on KassSupport's sockets (no packages,
/// works the same on Linux and macOS). Every exchange has send and receive timeouts, so an app that never
/// answers fails the call instead of hanging the tool. Call it off the main actor when the app runs
/// in the same process.
///
/// ```swift
/// let client = AgentClient(endpoint: try AgentEndpoint(environment: ProcessInfo.processInfo.environment))
/// let answer = try client.post(command: "tap", body: #"{"identifier":"home.send"}"#)
/// ```
package struct AgentClient: Sendable {
    /// Where the agent is.
    package var endpoint: AgentEndpoint

    /// A client for `endpoint`.
    package init(endpoint: AgentEndpoint) {
        self.endpoint = endpoint
    }

    /// `GET /v1/catalog`: the app's commands (built-ins and its own).
    func catalog() throws(HammerCLIError) -> [CommandDescriptor] {
        let answer = try exchange(method: "GET", path: AgentRoute.catalog, body: nil, timeout: endpoint.timeout)
        guard answer.result.ok, let output = answer.result.output,
              let data = try? JSONEncoder().encode(output),
              let catalog = try? JSONDecoder().decode(AgentCatalogOutput.self, from: data)
        else { throw .unreachable(port: endpoint.port, reason: "the catalog answer is not a command list") }
        return catalog.commands
    }

    /// `POST /v1/commands/<command>` with `body`, waiting up to the endpoint's timeout plus `extraTime` seconds.
    package func post(command: String, body: String, extraTime: TimeInterval = 0) throws(HammerCLIError) -> AgentCommandResult {
        try post(command: command, body: body, extraTime: extraTime, cancellation: nil)
    }

    /// ``post(command:body:extraTime:)`` that `cancellation` can end from another thread (the agent
    /// then sees its client hang up and stops the command).
    func post(
        command: String, body: String, extraTime: TimeInterval, cancellation: SocketCancellation?
    ) throws(HammerCLIError) -> AgentCommandResult {
        let timeout = endpoint.timeout + max(0, extraTime)
        let path = AgentRoute.command(command)
        return try exchange(method: "POST", path: path, body: body, timeout: timeout, cancellation: cancellation).result
    }

    /// How much longer than the client's timeout a call may take: its own `timeout` (wait) and
    /// `duration` (long-press), in seconds.
    static func extraTime(for arguments: [String: AgentJSONValue]) -> TimeInterval {
        ["timeout", "duration"].compactMap { arguments[$0]?.numberValue }.filter(\.isFinite).reduce(0) { $0 + max(0, min($1, 3600)) }
    }

    /// One exchange: the envelope and the HTTP status. 401/403 become ``HammerCLIError/refused(port:status:reason:)``.
    func exchange(
        method: String, path: String, body: String?, timeout: TimeInterval, cancellation: SocketCancellation? = nil
    ) throws(HammerCLIError) -> (status: Int, result: AgentCommandResult) {
        var request = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(endpoint.port)\r\nAccept: application/json\r\nConnection: close\r\n"
        if let token = endpoint.token { request += "Authorization: Bearer \(token)\r\n" }
        if let body {
            request += "Content-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\n"
        }
        request += "\r\n" + (body ?? "")
        let raw: [UInt8]
        do {
            raw = try Socket.exchange(Array(request.utf8), withLoopbackPort: endpoint.port, timeout: timeout, cancellation: cancellation)
        } catch {
            throw .unreachable(port: endpoint.port, reason: error.description)
        }
        guard let response = HTTPResponse(raw) else {
            throw .unreachable(port: endpoint.port, reason: "the answer is not HTTP (is something else listening on this port?)")
        }
        let envelope = try? JSONDecoder().decode(AgentCommandResult.self, from: response.body)
        if response.status == 401 || response.status == 403 {
            let reason = envelope?.error ?? String(decoding: response.body, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw .refused(port: endpoint.port, status: response.status, reason: reason.isEmpty ? "no reason given" : reason)
        }
        guard let envelope else {
            throw .unreachable(port: endpoint.port, reason: "HTTP \(response.status) without a JSON envelope (is this the Hammer agent?)")
        }
        return (response.status, envelope)
    }
}

/// An HTTP answer: status and body.
struct HTTPResponse {
    let status: Int
    let body: Data

    /// Parses the status line and skips the headers; nil when the bytes are not HTTP. Interim 1xx
    /// answers before the final one (the agent's `100 Continue`) are skipped, as HTTP asks.
    init?(_ bytes: [UInt8]) {
        var rest = bytes[...]
        while true {
            guard let end = rest.firstRange(of: [13, 10, 13, 10]) else { return nil }
            let head = String(decoding: rest[..<end.lowerBound], as: UTF8.self)
            let statusLine = head.split(separator: "\r\n", maxSplits: 1).first?.split(separator: " ") ?? []
            guard statusLine.count >= 2, statusLine[0].hasPrefix("HTTP/1."), let status = Int(statusLine[1]) else { return nil }
            rest = rest[end.upperBound...]
            if (100...199).contains(status) { continue }
            self.status = status
            body = Data(rest)
            return
        }
    }
}
