import Foundation
import HammerProtocol

/// A tool the MCP server lists: one per `hammer` command.
struct MCPTool: Sendable, Equatable {
    /// The tool's name (`^[a-z0-9_-]{1,64}$`).
    var name: String
    /// What it does, for the model.
    var description: String
    /// A flat JSON Schema object for its arguments (no top-level `oneOf`/`anyOf`).
    var inputSchema: AgentJSONValue

    /// A tool.
    init(name: String, description: String, inputSchema: AgentJSONValue) {
        self.name = name
        self.description = description
        self.inputSchema = inputSchema
    }

    /// Whether `name` is a valid tool name: 1 to 64 characters of `a-z`, `0-9`, `_`, `-`.
    static func isValidName(_ name: String) -> Bool {
        !name.isEmpty && name.count <= 64 && name.unicodeScalars.allSatisfy { scalar in
            ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "-"
        }
    }

    /// The tool as it appears in `tools/list`.
    var listing: AgentJSONValue {
        .object(["name": .string(name), "description": .string(description), "inputSchema": inputSchema])
    }
}

/// One piece of a tool's result.
enum MCPContent: Sendable, Equatable {
    /// Text.
    case text(String)
    /// An image, base64-encoded, with its MIME type (`image/png`).
    case image(base64: String, mimeType: String)

    var json: AgentJSONValue {
        switch self {
        case let .text(text): .object(["type": .string("text"), "text": .string(text)])
        case let .image(data, mimeType): .object(["type": .string("image"), "data": .string(data), "mimeType": .string(mimeType)])
        }
    }
}

/// What a tool call returns: content, and whether it is an error the model should read (a failed
/// command with its hint), as opposed to a protocol error.
struct MCPToolResult: Sendable, Equatable {
    /// The content.
    var content: [MCPContent]
    /// Whether the call failed.
    var isError: Bool

    /// A result.
    init(content: [MCPContent], isError: Bool = false) {
        self.content = content
        self.isError = isError
    }

    var json: AgentJSONValue {
        .object(["content": .array(content.map(\.json)), "isError": .bool(isError)])
    }
}

/// Where the server's tools come from (the `hammer` command catalog and the app behind it).
protocol MCPToolProvider: Sendable {
    /// The tools to list.
    func tools() async -> [MCPTool]
    /// Runs tool `name` with `arguments`.
    func call(name: String, arguments: [String: AgentJSONValue]) async -> MCPToolResult
}
