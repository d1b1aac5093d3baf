import Foundation
import HammerProtocol
import KassSupport

/// The MCP tools of `hammer mcp`: one tool per command in the catalog (the app's when it is
/// reachable, the built-ins before it is up), each with a flat JSON-Schema input. Calls go to the
/// agent through ``AgentClient``; a screenshot answers with image content, a failed or invalid
/// command (or an app that is down) with an `isError` result carrying the error and its hints.
struct HammerToolProvider: MCPToolProvider {
    /// The client the calls go through.
    let client: AgentClient

    /// A provider calling the agent through `client`.
    init(client: AgentClient) {
        self.client = client
    }

    /// The tools for the current catalog.
    func tools() async -> [MCPTool] {
        await CatalogSource.current(client: client).catalog.map(Self.tool)
    }

    /// Runs the command `name` with `arguments` and turns its answer into a tool result.
    func call(name: String, arguments: [String: AgentJSONValue]) async -> MCPToolResult {
        let body = AgentJSONValue.object(arguments).jsonText
        let extraTime = AgentClient.extraTime(for: arguments)
        let result: AgentCommandResult
        // A cancelled call (notifications/cancelled) resets its connection: the agent stops the command.
        let cancellation = SocketCancellation()
        let outcome: Result<AgentCommandResult, HammerCLIError> = await withTaskCancellationHandler {
            do throws(HammerCLIError) {
                return .success(try await CatalogSource.offMainActor { [client] () throws(HammerCLIError) in
                    try client.post(command: name, body: body, extraTime: extraTime, cancellation: cancellation)
                })
            } catch {
                return .failure(error)
            }
        } onCancel: {
            cancellation.cancel()
        }
        switch outcome {
        case .success(let answer): result = answer
        case .failure(let error): return MCPToolResult(content: [.text(error.description)], isError: true)
        }
        guard result.ok else { return MCPToolResult(content: [.text(OutputFormatter.failure(result))], isError: true) }
        if name == "screenshot" {
            guard let png = ScreenshotFile.pngData(in: result.output) else {
                return MCPToolResult(content: [.text("error: the agent's answer holds no PNG")], isError: true)
            }
            let summary = OutputFormatter.screenshotLine(path: "screenshot", byteCount: png.count, output: result.output)
            return MCPToolResult(content: [.image(base64: png.base64EncodedString(), mimeType: "image/png"), .text(summary)])
        }
        return MCPToolResult(content: [.text(OutputFormatter.success(result, command: name))])
    }

    /// The tool for one command: its summary (and examples) as the description, and a flat
    /// `{"type":"object","properties":{…},"required":[…]}` schema from its parameters.
    static func tool(for descriptor: CommandDescriptor) -> MCPTool {
        var description = descriptor.summary
        let examples = descriptor.examples.filter { $0 != "{}" }
        if !examples.isEmpty { description += " Examples: " + examples.joined(separator: ", ") }
        return MCPTool(name: descriptor.name, description: description, inputSchema: inputSchema(for: descriptor))
    }

    /// The flat JSON Schema of a command's arguments (no `oneOf`/`anyOf`; unknown keys refused).
    static func inputSchema(for descriptor: CommandDescriptor) -> AgentJSONValue {
        var properties: [String: AgentJSONValue] = [:]
        for parameter in descriptor.parameters {
            properties[parameter.name] = .object(["type": .string(parameter.type.rawValue), "description": .string(parameter.summary)])
        }
        var schema: [String: AgentJSONValue] = [
            "type": .string("object"), "properties": .object(properties), "additionalProperties": .bool(false),
        ]
        let required = descriptor.parameters.filter(\.required).map { AgentJSONValue.string($0.name) }
        if !required.isEmpty { schema["required"] = .array(required) }
        return .object(schema)
    }
}
