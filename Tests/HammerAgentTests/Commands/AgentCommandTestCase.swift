import ChaosBank
import Foundation
@testable import HammerAgent
import HeadlessUI
import HeadlessUITestSupport
import XCTest

/// Launches ChaosBank on its home screen with a router for the agent's commands, and terminates it
/// afterwards. Commands run in-process through ``AgentCommandRouter/handle(name:body:)``.
@MainActor
class AgentCommandTestCase: XCTestCase {
    private(set) var application: UIApplication?
    private(set) var delegate: ChaosBankAppDelegate?
    private(set) var router: AgentCommandRouter!

    /// Launches ChaosBank on `route` and lets the first frames run.
    func launch(route: String = "home") async {
        let delegate = ChaosBankAppDelegate()
        application = UIApplication.launch(LaunchConfiguration(arguments: ["-ChaosBankRoute", route]), delegate: delegate)
        self.delegate = delegate
        await application?.runLoop.runFrames(30)
        router = AgentCommandRouter()
    }

    override func tearDown() async throws {
        await router?.context.finish()
        router = nil
        application?.terminate()
        application = nil
        delegate = nil
    }

    /// Runs `name` with the JSON arguments `json`.
    func run(_ name: String, _ json: String = "{}") async -> AgentCommandResult {
        await router.handle(name: name, body: Data(json.utf8))
    }

    /// Runs `name`, failing the test unless it succeeds, and decodes its output.
    func output<Output: Decodable>(_ name: String, _ json: String = "{}", as type: Output.Type,
                                   file: StaticString = #filePath, line: UInt = #line) async throws -> Output {
        let result = await run(name, json)
        XCTAssertTrue(result.ok, "\(name) \(json) failed: \(result.error ?? "") \(result.hint ?? [])", file: file, line: line)
        let data = try JSONEncoder().encode(try XCTUnwrap(result.output, file: file, line: line))
        return try JSONDecoder().decode(type, from: data)
    }

    /// The text `describe` answers for `json`.
    func describe(_ json: String = "{}") async throws -> String {
        try await output("describe", json, as: DescribeCommand.Output.self).text
    }

    /// The ref on the describe line that contains `fragment` (`#home.send`).
    func ref(of fragment: String, in text: String, file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let found = text.split(separator: "\n").first { $0.contains(fragment) }
        let row = try XCTUnwrap(found, "no describe line contains \(fragment)", file: file, line: line)
        let range = try XCTUnwrap(row.range(of: #"\[ref=e[0-9]+\]"#, options: .regularExpression), file: file, line: line)
        return String(row[range].dropFirst(5).dropLast())
    }

    /// The view with `identifier` in the app's windows, if any.
    func view(_ identifier: String) -> UIView? {
        for window in application?.windows ?? [] {
            if let found = window.descendant(withIdentifier: identifier) { return found }
        }
        return nil
    }

    /// Asserts `result` failed with `kind` and an error containing `fragment`.
    func assertFailure(_ result: AgentCommandResult, _ kind: AgentCommandError.Kind, contains fragment: String,
                       file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertFalse(result.ok, "expected a failure, got \(String(describing: result.output))", file: file, line: line)
        XCTAssertEqual(result.kind, kind, "error: \(result.error ?? "")", file: file, line: line)
        XCTAssertTrue(
            result.error?.contains(fragment) == true, "'\(result.error ?? "")' does not contain '\(fragment)'", file: file, line: line
        )
    }
}
