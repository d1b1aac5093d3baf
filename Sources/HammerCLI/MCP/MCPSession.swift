import Foundation
import HammerProtocol

/// One MCP session over a line-based transport: takes each JSON-RPC 2.0 message (one per line)
/// and returns the response line, or `nil` for notifications. Speaks the `initialize` handshake
/// (protocol version negotiation), `initialized`, `ping`, `tools/list`, `tools/call` and
/// `notifications/cancelled`.
///
/// ``receive(line:send:)`` (what the stdio server uses) answers the handshake, `ping` and errors at
/// once and runs `tools/list` and `tools/call` in tasks of their own, so a slow call holds up no
/// other request; `notifications/cancelled` cancels the call it names, and no response is sent for
/// it. ``handle(line:)`` answers one message and waits for its response.
///
/// ```swift
/// let session = MCPSession(provider: provider, serverName: "hammer", serverVersion: "0.1")
/// let reply = await session.handle(line: #"{"jsonrpc":"2.0","id":1,"method":"ping"}"#)
/// ```
actor MCPSession {
    private let provider: any MCPToolProvider
    private let serverName: String
    private let serverVersion: String
    private let instructions: String?
    /// The negotiated protocol revision, once `initialize` was answered.
    private(set) var negotiatedVersion: String?
    /// The `tools/list` and `tools/call` requests still running, by id, each with a serial number
    /// (an id can be reused once its request was cancelled, while the old task still winds down).
    private var inFlight: [AgentJSONValue: (serial: Int, task: Task<Void, Never>)] = [:]
    private var nextSerial = 0

    /// How many `tools/list` and `tools/call` requests may run at once; more are refused (each call
    /// holds a thread and a connection to the agent, so the work stays bounded).
    static let maximumRunningRequests = 16

    /// What one message asks for: nothing, a response now, or work whose response comes later.
    private enum Received {
        case nothing
        case response(String)
        case work(id: AgentJSONValue, run: @Sendable () async -> String)
    }

    /// A session serving `provider`'s tools.
    init(provider: any MCPToolProvider, serverName: String, serverVersion: String, instructions: String? = nil) {
        self.provider = provider
        self.serverName = serverName
        self.serverVersion = serverVersion
        self.instructions = instructions
    }

    /// The response to one message line (`nil` for a notification or an empty line), waiting for it.
    func handle(line: String) async -> String? {
        switch received(line) {
        case .nothing: return nil
        case .response(let response): return response
        case .work(_, let run): return await run()
        }
    }

    /// Takes one message line and passes its response to `send` (never for a notification or a
    /// cancelled request): at once, or from a task when the request is `tools/list` or `tools/call`.
    /// Responses are sent one at a time (from the session's actor).
    func receive(line: String, send: @escaping @Sendable (String) -> Void) {
        switch received(line) {
        case .nothing:
            return
        case .response(let response):
            send(response)
        case let .work(id, run):
            guard inFlight[id] == nil else {
                return send(MCPMessage.error(
                    id: id, .invalidRequest, "request \(id.jsonText) is still running: give each request a new id"
                ))
            }
            guard inFlight.count < Self.maximumRunningRequests else {
                return send(MCPMessage.error(
                    id: id, .tooManyRequests,
                    "\(Self.maximumRunningRequests) requests are still running: "
                        + "wait for their answers or cancel some (notifications/cancelled)"
                ))
            }
            nextSerial += 1
            let serial = nextSerial
            inFlight[id] = (serial, Task {
                let response = await run()
                self.finish(id, serial: serial, response, send: send)
            })
        }
    }

    /// Waits until every request still running has answered (cancelled ones are not waited for).
    func finishRunningRequests() async {
        while let running = inFlight.values.first {
            await running.task.value
        }
    }

    private func finish(_ id: AgentJSONValue, serial: Int, _ response: String, send: @Sendable (String) -> Void) {
        // A cancelled request was removed already: its response is never sent.
        guard inFlight[id]?.serial == serial else { return }
        inFlight[id] = nil
        send(response)
    }

    /// `notifications/cancelled`: cancels the request named by `requestId` if it is still running
    /// (unknown or finished ids are ignored, as the protocol asks).
    private func cancel(_ params: AgentJSONValue?) {
        guard let requestID = params?["requestId"], let running = inFlight.removeValue(forKey: requestID) else { return }
        running.task.cancel()
    }

    private func received(_ line: String) -> Received {
        guard !line.trimmingCharacters(in: .whitespaces).isEmpty else { return .nothing }
        let message: AgentJSONValue
        do {
            message = try AgentJSONValue.parsing(Data(line.utf8))
        } catch {
            return .response(MCPMessage.error(id: .null, .parseError, "the line is not JSON: \(error)"))
        }
        if case .array = message {
            return .response(MCPMessage.error(id: .null, .invalidRequest, "batches are not supported: send one message per line"))
        }
        guard case let .object(members) = message, members["jsonrpc"] == .string("2.0") else {
            return .response(MCPMessage.error(
                id: message["id"] ?? .null, .invalidRequest, "not a JSON-RPC 2.0 message: it needs \"jsonrpc\": \"2.0\""
            ))
        }
        guard let method = members["method"]?.stringValue else {
            // A response from the client (we send no requests) or a malformed message.
            guard let id = members["id"] else { return .nothing }
            return .response(MCPMessage.error(id: id, .invalidRequest, "a request needs a \"method\" string"))
        }
        guard let id = members["id"] else {
            // Notifications need no answer; a cancellation stops the request it names.
            if method == "notifications/cancelled" { cancel(members["params"]) }
            return .nothing
        }
        let params = members["params"] ?? .object([:])
        return respond(id: id, method: method, params: params)
    }

    private func respond(id: AgentJSONValue, method: String, params: AgentJSONValue) -> Received {
        switch method {
        case "initialize":
            return .response(initialize(id: id, params: params))
        case "ping":
            return .response(MCPMessage.result(id: id, .object([:])))
        case "tools/list", "tools/call":
            guard negotiatedVersion != nil else {
                return .response(MCPMessage.error(id: id, .invalidRequest, "the session is not initialized: send initialize first"))
            }
            if method == "tools/list" { return .work(id: id) { await self.listTools(id: id) } }
            return .work(id: id) { await self.callTool(id: id, params: params) }
        default:
            return .response(MCPMessage.error(
                id: id, .methodNotFound, "unknown method '\(method)'; this server speaks initialize, ping, tools/list and tools/call"
            ))
        }
    }

    private func initialize(id: AgentJSONValue, params: AgentJSONValue) -> String {
        guard let requested = params["protocolVersion"]?.stringValue else {
            return MCPMessage.error(
                id: id, .invalidParams, "initialize needs params.protocolVersion (a revision such as \"\(MCPProtocolVersion.latest)\")"
            )
        }
        let version = MCPProtocolVersion.negotiate(requested: requested)
        negotiatedVersion = version
        var result: [String: AgentJSONValue] = [
            "protocolVersion": .string(version),
            "capabilities": .object(["tools": .object(["listChanged": .bool(false)])]),
            "serverInfo": .object(["name": .string(serverName), "version": .string(serverVersion)]),
        ]
        if let instructions { result["instructions"] = .string(instructions) }
        return MCPMessage.result(id: id, .object(result))
    }

    private func listTools(id: AgentJSONValue) async -> String {
        let tools = await provider.tools().filter { MCPTool.isValidName($0.name) }
        return MCPMessage.result(id: id, .object(["tools": .array(tools.map(\.listing))]))
    }

    private func callTool(id: AgentJSONValue, params: AgentJSONValue) async -> String {
        guard let name = params["name"]?.stringValue else {
            return MCPMessage.error(id: id, .invalidParams, "tools/call needs params.name (a tool from tools/list)")
        }
        let arguments: [String: AgentJSONValue]
        switch params["arguments"] {
        case nil, .null?: arguments = [:]
        case let .object(members)?: arguments = members
        default: return MCPMessage.error(id: id, .invalidParams, "tools/call params.arguments must be an object")
        }
        let known = await provider.tools().map(\.name)
        guard known.contains(name) else {
            return MCPMessage.error(id: id, .invalidParams, "unknown tool '\(name)'; tools/list lists them")
        }
        return MCPMessage.result(id: id, await provider.call(name: name, arguments: arguments).json)
    }
}
