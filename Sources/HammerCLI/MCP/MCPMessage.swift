import HammerProtocol
/// JSON-RPC 2.0 response lines.
enum MCPMessage {
    /// JSON-RPC error codes.
    enum ErrorCode: Int {
        case parseError = -32700
        case invalidRequest = -32600
        case methodNotFound = -32601
        case invalidParams = -32602
        /// Too many requests are running at once (a server error, in JSON-RPC's -32000 range).
        case tooManyRequests = -32000
    }

    /// A success response.
    static func result(id: AgentJSONValue, _ result: AgentJSONValue) -> String {
        AgentJSONValue.object(["jsonrpc": .string("2.0"), "id": id, "result": result]).jsonText
    }

    /// An error response.
    static func error(id: AgentJSONValue, _ code: ErrorCode, _ message: String) -> String {
        AgentJSONValue.object([
            "jsonrpc": .string("2.0"), "id": id,
            "error": .object(["code": .number(Double(code.rawValue)), "message": .string(message)]),
        ]).jsonText
    }
}
