import Foundation
@testable import HammerAgent
@testable import HammerCLI
import XCTest

/// `hammer mcp`'s tools driven through ``MCPSession/handle(line:)``: against ChaosBank in-process,
/// and with no app listening.
@MainActor
final class HammerToolProviderTests: XCTestCase {
    private let fixture = AgentFixture()

    override func tearDown() async throws {
        await fixture.stop()
    }

    /// An initialized session for the agent on `port`, handled off the main actor.
    private func session(port: Int) async -> MCPSession {
        let session = HammerMCPServer.session(client: AgentClient(endpoint: AgentEndpoint(port: port)))
        _ = await send(
            session,
            #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"#
                + #""clientInfo":{"name":"test","version":"1"}}}"#
        )
        _ = await send(session, #"{"jsonrpc":"2.0","method":"notifications/initialized"}"#)
        return session
    }

    private func send(_ session: MCPSession, _ line: String) async -> AgentJSONValue? {
        let reply = await Task.detached { await session.handle(line: line) }.value
        return reply.flatMap(AgentJSONValue.parse)
    }

    private func call(_ session: MCPSession, _ name: String, _ arguments: String = "{}") async -> AgentJSONValue? {
        await send(session, #"{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"\#(name)","arguments":\#(arguments)}}"#)
    }

    private func tools(_ session: MCPSession) async -> [AgentJSONValue] {
        guard case let .array(tools)? = await send(
            session, #"{"jsonrpc":"2.0","id":2,"method":"tools/list"}"#
        )?["result"]?["tools"] else { return [] }
        return tools
    }

    func test_toolsList_hasOneToolPerCommandWithAFlatSchema() async throws {
        let port = try await fixture.start()
        let tools = await tools(await session(port: port))
        let names = tools.compactMap { $0["name"]?.stringValue }
        XCTAssertEqual(Array(names.prefix(3)), ["status", "describe", "tap"])
        XCTAssertTrue(names.contains("type-text") && names.contains("screenshot"), "\(names)")
        for tool in tools {
            let name = tool["name"]?.stringValue ?? ""
            XCTAssertTrue(MCPTool.isValidName(name), name)
            let schema = tool["inputSchema"]
            XCTAssertEqual(schema?["type"], .string("object"), name)
            XCTAssertNil(schema?["oneOf"], name)
            XCTAssertNil(schema?["anyOf"], name)
            XCTAssertNotNil(schema?["properties"]?.objectValue, name)
        }
        let typeText = tools.first { $0["name"] == .string("type-text") }
        XCTAssertEqual(typeText?["inputSchema"]?["required"], .array([.string("text")]))
        XCTAssertEqual(typeText?["inputSchema"]?["properties"]?["replace"]?["type"], .string("boolean"))
    }

    func test_toolsCall_answersTheDeltaAsText() async throws {
        let port = try await fixture.start()
        let reply = await call(await session(port: port), "tap", #"{"identifier":"home.send"}"#)
        XCTAssertEqual(reply?["result"]?["isError"], .bool(false))
        let text = reply?["result"]?["content"]?.arrayFirst?["text"]?.stringValue ?? ""
        XCTAssertTrue(text.contains("TransferViewController"), text)
    }

    func test_toolsCall_answersAScreenshotAsAPNGImage() async throws {
        let port = try await fixture.start()
        let reply = await call(await session(port: port), "screenshot")
        let image = reply?["result"]?["content"]?.arrayFirst
        XCTAssertEqual(image?["type"], .string("image"))
        XCTAssertEqual(image?["mimeType"], .string("image/png"))
        let data = Data(base64Encoded: image?["data"]?.stringValue ?? "") ?? Data()
        XCTAssertEqual(Array(data.prefix(8)), ScreenshotFile.pngSignature)
    }

    func test_toolsCall_failedCommandIsAnErrorResultWithTheHint() async throws {
        let port = try await fixture.start()
        let reply = await call(await session(port: port), "tap", #"{"identifier":"home.nowhere"}"#)
        XCTAssertEqual(reply?["result"]?["isError"], .bool(true))
        let text = reply?["result"]?["content"]?.arrayFirst?["text"]?.stringValue ?? ""
        XCTAssertTrue(text.hasPrefix("error: nothing on screen matches"), text)
        XCTAssertTrue(text.contains("\nhint: "), text)
    }

    func test_toolsCall_invalidArgumentsAreAnErrorResult() async throws {
        let port = try await fixture.start()
        let reply = await call(await session(port: port), "tap", #"{"identifer":"home.send"}"#)
        XCTAssertEqual(reply?["result"]?["isError"], .bool(true))
        let text = reply?["result"]?["content"]?.arrayFirst?["text"]?.stringValue ?? ""
        XCTAssertTrue(text.contains("identifer"), text)
    }

    func test_appDown_toolsListStillListsTheBuiltIns() async {
        let tools = await tools(await session(port: HammerRun.unusedPort))
        let names = tools.compactMap { $0["name"]?.stringValue }
        let builtIns = await CatalogSource.builtIn().map(\.name)
        XCTAssertEqual(names, builtIns)
    }

    func test_appDown_callAnswersTheStartHintAsAnError() async {
        let reply = await call(await session(port: HammerRun.unusedPort), "describe")
        XCTAssertEqual(reply?["result"]?["isError"], .bool(true))
        let text = reply?["result"]?["content"]?.arrayFirst?["text"]?.stringValue ?? ""
        XCTAssertTrue(text.contains("swift run chaosbank --agent"), text)
        XCTAssertTrue(text.contains("HAMMER_AGENT_PORT"), text)
    }

    func test_mcpCommand_servesAScriptedSessionOverTheStreams() async {
        let script = [
            #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18"}}"#,
            #"{"jsonrpc":"2.0","method":"notifications/initialized"}"#,
            #"{"jsonrpc":"2.0","id":2,"method":"ping"}"#,
            #"{"jsonrpc":"2.0","id":3,"method":"tools/list"}"#,
        ].joined(separator: "\n")
        let run = await HammerRun.run(["mcp"], port: HammerRun.unusedPort, stdin: script)
        XCTAssertEqual(run.code, 0)
        let replies = run.output.split(separator: "\n").compactMap { AgentJSONValue.parse(String($0)) }
        XCTAssertEqual(replies.map { $0["id"] }, [.number(1), .number(2), .number(3)])
        XCTAssertTrue(run.error.contains("hammer mcp: ready on stdio"), run.error)
    }
}

extension AgentJSONValue {
    /// The first element of an array value.
    var arrayFirst: AgentJSONValue? {
        if case let .array(items) = self { return items.first }
        return nil
    }
}
