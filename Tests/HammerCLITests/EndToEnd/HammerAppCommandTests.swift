import Foundation
@testable import HammerAgent
@testable import HammerCLI
import XCTest

/// The app's own commands reach the tool through the live catalog, and refs go stale across calls.
@MainActor
final class HammerAppCommandTests: XCTestCase {
    private let fixture = AgentFixture()

    override func tearDown() async throws {
        await fixture.stop()
    }

    private func startWithGreet() async throws -> Int {
        try await fixture.start { agent in try agent.register(GreetCommand()) }
    }

    func test_appCommand_runsWithFlagsTypedByTheLiveCatalog() async throws {
        let port = try await startWithGreet()
        let run = await HammerRun.run(["greet", "--name", "Ada", "--times", "2"], port: port)
        XCTAssertEqual(run.code, 0, run.error)
        XCTAssertEqual(run.output, "greeting: Hello Ada, Hello Ada\n")
    }

    func test_appCommand_badIntegerIsExitCode2() async throws {
        let port = try await startWithGreet()
        let run = await HammerRun.run(["greet", "--name", "Ada", "--times", "two"], port: port)
        XCTAssertEqual(run.code, 2)
        XCTAssertTrue(run.error.hasPrefix("error: --times needs an integer, not 'two'"), run.error)
    }

    func test_appCommand_appearsInHelpAndTheGuide() async throws {
        let port = try await startWithGreet()
        let help = await HammerRun.run(["help"], port: port)
        XCTAssertTrue(help.output.contains("\n  greet "), help.output)
        let guide = await HammerRun.run(["guide"], port: port)
        XCTAssertTrue(guide.output.contains("## The app's own commands\n\n### `greet`"), guide.output)
        let helpGreet = await HammerRun.run(["help", "greet"], port: port)
        XCTAssertTrue(helpGreet.output.contains("hammer greet --name Ada"), helpGreet.output)
    }

    func test_appCommand_isAnMCPToolWithItsSchema() async throws {
        let port = try await startWithGreet()
        let tools = await HammerToolProvider(client: AgentClient(endpoint: AgentEndpoint(port: port))).toolsOffMainActor()
        let greet = tools.first { $0.name == "greet" }
        XCTAssertEqual(greet?.inputSchema["required"], .array([.string("name")]))
        XCTAssertEqual(greet?.inputSchema["properties"]?["times"]?["type"], .string("integer"))
    }

    func test_ref_goesStaleAfterTheElementIsGone() async throws {
        let port = try await fixture.start()
        let described = await HammerRun.run(["describe", "--find", "home.send"], port: port)
        let ref = try XCTUnwrap(described.output.firstMatch(of: /ref=(e\d+)/)?.1).description
        let first = await HammerRun.run(["tap", "--ref", ref], port: port)
        XCTAssertEqual(first.code, 0, first.error)
        let again = await HammerRun.run(["tap", "--ref", ref], port: port)
        XCTAssertEqual(again.code, 1, again.output)
        XCTAssertTrue(again.error.contains("hint: run describe again"), again.error)
    }
}

/// An app command: greets `name`, `times` times.
private struct GreetCommand: AgentCommand {
    struct Arguments: Decodable, Sendable {
        var name: String
        var times: Int?
    }

    struct Output: Encodable, Sendable {
        var greeting: String
    }

    let descriptor = CommandDescriptor(
        name: "greet", summary: "Greets someone.",
        parameters: [
            ParameterDescriptor(name: "name", type: .string, required: true, summary: "Who to greet."),
            ParameterDescriptor(name: "times", type: .integer, summary: "How many times."),
        ],
        examples: [#"{"name":"Ada"}"#]
    )

    func run(_ arguments: Arguments, in context: AgentContext) async throws -> Output {
        Output(greeting: Array(repeating: "Hello \(arguments.name)", count: arguments.times ?? 1).joined(separator: ", "))
    }
}

extension HammerToolProvider {
    /// The tools, listed from a detached task so the app on the main actor can answer.
    func toolsOffMainActor() async -> [MCPTool] {
        await Task.detached { await self.tools() }.value
    }
}
