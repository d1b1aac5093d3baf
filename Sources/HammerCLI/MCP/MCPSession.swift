import Foundation
import HammerAgent

/// One MCP session over a line-based transport: takes each JSON-RPC 2.0 message (one per line)
/// and returns the response line, or `nil` for notifications. Speaks the `initialize` handshake
/// (protocol version negotiation), `initialized`, `ping`, `tools/list` and `tools/call`.
///
/// ```swift
/// let session = MCPSession(provider: provider, serverName: "hammer", serverVersion: "0.1")
/// let reply = await session.handle(line: #"{"jsonrpc":"2.0","id":1,"method":"ping"}"#)
/// ```
public actor MCPSession {
    private let provider: any MCPToolProvider
    private let serverName: String
    private let serverVersion: String
    private let instructions: String?
    /// The negotiated protocol revision, once `initialize` was answered.
    public private(set) var negotiatedVersion: String?

    /// A session serving `provider`'s tools.
    public init(provider: any MCPToolProvider, serverName: String, serverVersion: String, instructions: String? = nil) {
        self.provider = provider
        self.serverName = serverName
        self.serverVersion = serverVersion
        self.instructions = instructions
    }

    /// The response to one message line (`nil` for a notification or an empty line).
    public func handle(line: String) async -> String? {
        guard !line.trimmingCharacters(in: .whitespaces).isEmpty else { return nil }
        guard let message = AgentJSONValue.parse(line) else {
            return MCPMessage.error(id: .null, .parseError, "the line is not JSON")
        }
        if case .array = message {
            return MCPMessage.error(id: .null, .invalidRequest, "batches are not supported: send one message per line")
        }
        guard case let .object(members) = message, members["jsonrpc"] == .string("2.0") else {
            return MCPMessage.error(id: message["id"] ?? .null, .invalidRequest, "not a JSON-RPC 2.0 message: it needs \"jsonrpc\": \"2.0\"")
        }
        guard let method = members["method"]?.stringValue else {
            // A response from the client (we send no requests) or a malformed message.
            return members["id"] == nil ? nil : MCPMessage.error(id: members["id"] ?? .null, .invalidRequest, "a request needs a \"method\" string")
        }
        guard let id = members["id"] else {
            return nil  // Notifications (`notifications/initialized`, cancellations...) need no answer.
        }
        let params = members["params"] ?? .object([:])
        return await respond(id: id, method: method, params: params)
    }

    private func respond(id: AgentJSONValue, method: String, params: AgentJSONValue) async -> String {
        switch method {
        case "initialize":
            return initialize(id: id, params: params)
        case "ping":
            return MCPMessage.result(id: id, .object([:]))
        case "tools/list", "tools/call":
            guard negotiatedVersion != nil else {
                return MCPMessage.error(id: id, .invalidRequest, "the session is not initialized: send initialize first")
            }
            return method == "tools/list" ? await listTools(id: id) : await callTool(id: id, params: params)
        default:
            return MCPMessage.error(id: id, .methodNotFound, "unknown method '\(method)'; this server speaks initialize, ping, tools/list and tools/call")
        }
    }

    private func initialize(id: AgentJSONValue, params: AgentJSONValue) -> String {
        guard let requested = params["protocolVersion"]?.stringValue else {
            return MCPMessage.error(id: id, .invalidParams, "initialize needs params.protocolVersion (a revision such as \"\(MCPProtocolVersion.latest)\")")
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
