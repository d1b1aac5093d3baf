import ChaosBank
import Foundation
import HammerAgent
import HeadlessUI
import HeadlessUITestSupport
import XCTest

/// The examples of Guide/HammerAgent.md, run.
@MainActor
final class HammerAgentGuideTests: XCTestCase {
    private var started: HammerAgent?

    override func tearDown() async throws {
        await started?.stop()
        UIApplication.current?.terminate()
    }

    func test_guide_everyExampleIsRunHere() async throws {
        try GuideExampleChecker.assertEveryExampleIsRun(guide: "Guide/HammerAgent.md", by: #filePath, minimumBlocks: 2)
    }

    func test_guide_inTheApp() async throws {
        UIApplication.launch(LaunchConfiguration(arguments: ["-ChaosBankRoute", "home"]), delegate: ChaosBankAppDelegate())
        setenv(HammerAgentModule.portVariable, "0", 1)
        defer { unsetenv(HammerAgentModule.portVariable) }
        let agent = HammerAgent()
        try agent.register(GreetCommand())
        let port = try await agent.start()
        started = agent
        XCTAssertGreaterThan(port, 0)
        let result = await agent.router.handle(name: "greet", body: Data(#"{"name":"Anna"}"#.utf8))
        XCTAssertEqual(String(decoding: result.jsonData(), as: UTF8.self), #"{"ok":true,"output":{"greeting":"Hello, Anna!"}}"#)
    }
}

struct GreetCommand: AgentCommand {
    struct Arguments: Decodable, Sendable { var name: String }
    struct Output: Encodable, Sendable { var greeting: String }
    let descriptor = CommandDescriptor(
        name: "greet", summary: "Says hello.",
        parameters: [ParameterDescriptor(name: "name", type: .string, required: true, summary: "Who to greet.")],
        examples: [#"{"name":"Anna"}"#]
    )
    func run(_ arguments: Arguments, in context: AgentContext) async throws -> Output {
        Output(greeting: "Hello, \(arguments.name)!")
    }
}
