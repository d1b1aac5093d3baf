import Foundation
@testable import HammerAgent
@testable import HammerCLI
import XCTest

/// A scripted MCP session: the handshake, tools, results and every protocol error.
final class MCPSessionTests: XCTestCase {
    /// Two tools: `tap` answers text, `screenshot` an image; `tap` fails for identifier "nowhere".
    private struct FakeTools: MCPToolProvider {
        func tools() async -> [MCPTool] {
            [
                MCPTool(name: "tap", description: "Taps an element", inputSchema: .object([
                    "type": .string("object"),
                    "properties": .object(["identifier": .object(["type": .string("string")])]),
                ])),
                MCPTool(name: "screenshot", description: "A PNG of the screen", inputSchema: .object(["type": .string("object")])),
                MCPTool(name: "Bad Name", description: "never listed", inputSchema: .object([:])),
            ]
        }

        func call(name: String, arguments: [String: AgentJSONValue]) async -> MCPToolResult {
            if name == "screenshot" { return MCPToolResult(content: [.image(base64: "iVBORw0KGgo=", mimeType: "image/png")]) }
            if arguments["identifier"] == .string("nowhere") {
                return MCPToolResult(content: [.text("error: no element matches identifier 'nowhere'\nhint: run describe")], isError: true)
            }
            return MCPToolResult(content: [.text("tapped \(arguments["identifier"]?.stringValue ?? "?")")])
        }
    }

    private func session() -> MCPSession {
        MCPSession(provider: FakeTools(), serverName: "hammer", serverVersion: "1.0")
    }

    private func reply(_ session: MCPSession, _ line: String) async -> AgentJSONValue? {
        guard let text = await session.handle(line: line) else { return nil }
        return AgentJSONValue.parse(text)
    }

    private func initialized(version: String = "2025-06-18") async -> MCPSession {
        let session = session()
        _ = await session.handle(
            line: #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"\#(version)","capabilities":{},"#
                + #""clientInfo":{"name":"test","version":"1"}}}"#
        )
        _ = await session.handle(line: #"{"jsonrpc":"2.0","method":"notifications/initialized"}"#)
        return session
    }

    func test_initialize_answersWithTheRequestedSupportedVersionAndTheToolsCapability() async {
        let response = await reply(session(), #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-03-26"}}"#)
        XCTAssertEqual(response?["id"], .number(1))
        XCTAssertEqual(response?["result"]?["protocolVersion"], .string("2025-03-26"))
        XCTAssertEqual(response?["result"]?["capabilities"]?["tools"], .object(["listChanged": .bool(false)]))
        XCTAssertEqual(response?["result"]?["serverInfo"]?["name"], .string("hammer"))
    }

    func test_initialize_answersAnUnknownVersionWithTheLatestSupported() async {
        for requested in ["2026-07-28", "1999-01-01"] {
            let response = await reply(
                session(), #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"\#(requested)"}}"#
            )
            XCTAssertEqual(response?["result"]?["protocolVersion"], .string(MCPProtocolVersion.latest), requested)
        }
        XCTAssertEqual(MCPProtocolVersion.latest, "2025-11-25")
    }

    func test_initialize_withoutAVersionIsAnInvalidParamsError() async {
        let response = await reply(session(), #"{"jsonrpc":"2.0","id":7,"method":"initialize","params":{}}"#)
        XCTAssertEqual(response?["id"], .number(7))
        XCTAssertEqual(response?["error"]?["code"], .number(-32602))
    }

    func test_notifications_getNoAnswer() async {
        let session = await initialized()
        let initialized = await session.handle(line: #"{"jsonrpc":"2.0","method":"notifications/initialized"}"#)
        let cancelled = await session.handle(line: #"{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":3}}"#)
        XCTAssertNil(initialized)
        XCTAssertNil(cancelled)
    }

    func test_ping_answersAnEmptyResult() async {
        let response = await reply(session(), #"{"jsonrpc":"2.0","id":"p1","method":"ping"}"#)
        XCTAssertEqual(response?["id"], .string("p1"))
        XCTAssertEqual(response?["result"], .object([:]))
    }

    func test_toolsList_listsValidlyNamedToolsWithTheirSchemas() async {
        let response = await reply(await initialized(), #"{"jsonrpc":"2.0","id":2,"method":"tools/list"}"#)
        guard case let .array(tools)? = response?["result"]?["tools"] else { return XCTFail("no tools: \(String(describing: response))") }
        XCTAssertEqual(tools.compactMap { $0["name"]?.stringValue }, ["tap", "screenshot"])
        XCTAssertEqual(tools.first?["inputSchema"]?["type"], .string("object"))
    }

    func test_toolsCall_returnsTextContent() async {
        let response = await reply(
            await initialized(),
            #"{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"tap","arguments":{"identifier":"home.send"}}}"#
        )
        XCTAssertEqual(response?["result"]?["content"], .array([.object(["type": .string("text"), "text": .string("tapped home.send")])]))
        XCTAssertEqual(response?["result"]?["isError"], .bool(false))
    }

    func test_toolsCall_returnsImageContent() async {
        let response = await reply(await initialized(), #"{"jsonrpc":"2.0","id":4,"method":"tools/call","params":{"name":"screenshot"}}"#)
        XCTAssertEqual(
            response?["result"]?["content"],
            .array([.object(["type": .string("image"), "data": .string("iVBORw0KGgo="), "mimeType": .string("image/png")])])
        )
    }

    func test_toolsCall_aFailedCommandIsAnErrorResultWithItsHint() async {
        let response = await reply(
            await initialized(),
            #"{"jsonrpc":"2.0","id":5,"method":"tools/call","params":{"name":"tap","arguments":{"identifier":"nowhere"}}}"#
        )
        XCTAssertEqual(response?["result"]?["isError"], .bool(true))
        XCTAssertNil(response?["error"])
        XCTAssertTrue(response?["result"]?["content"]?.jsonText.contains("hint: run describe") == true)
    }

    func test_protocolErrors_haveTheirCodes() async {
        let session = await initialized()
        let cases: [(String, Double)] = [
            ("not json", -32700),
            (#"[{"jsonrpc":"2.0","id":1,"method":"ping"}]"#, -32600),
            (#"{"id":1,"method":"ping"}"#, -32600),
            (#"{"jsonrpc":"2.0","id":1}"#, -32600),
            (#"{"jsonrpc":"2.0","id":1,"method":"resources/list"}"#, -32601),
            (#"{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{}}"#, -32602),
            (#"{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"fly"}}"#, -32602),
            (#"{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"tap","arguments":[1]}}"#, -32602),
        ]
        for (line, code) in cases {
            let response = await reply(session, line)
            XCTAssertEqual(response?["error"]?["code"], .number(code), line)
            XCTAssertNotNil(response?["error"]?["message"]?.stringValue, line)
        }
    }

    func test_tools_beforeInitializeAreRefused() async {
        let response = await reply(session(), #"{"jsonrpc":"2.0","id":1,"method":"tools/list"}"#)
        XCTAssertEqual(response?["error"]?["code"], .number(-32600))
        XCTAssertTrue(response?["error"]?["message"]?.stringValue?.contains("initialize first") == true)
    }

    func test_toolNames_followTheMCPPattern() {
        XCTAssertTrue(MCPTool.isValidName("double-tap"))
        XCTAssertTrue(MCPTool.isValidName("set_property"))
        XCTAssertFalse(MCPTool.isValidName(""))
        XCTAssertFalse(MCPTool.isValidName("Tap"))
        XCTAssertFalse(MCPTool.isValidName(String(repeating: "a", count: 65)))
    }
}
