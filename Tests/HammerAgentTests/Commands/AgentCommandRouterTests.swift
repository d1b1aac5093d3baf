import Foundation
@testable import HammerAgent
import HeadlessUI
import XCTest

/// The router without an app: argument checking, errors and their kinds, registration, catalog.
@MainActor
final class AgentCommandRouterTests: XCTestCase {
    private struct GreetCommand: AgentCommand {
        struct Arguments: Decodable, Sendable { var name: String; var times: Int? }
        struct Output: Encodable, Sendable { var greeting: String }
        var commandName = "greet"
        var descriptor: CommandDescriptor {
            CommandDescriptor(
                name: commandName, summary: "Greets someone.",
                parameters: [
                    ParameterDescriptor(name: "name", type: .string, required: true, summary: "Who."),
                    ParameterDescriptor(name: "times", type: .integer, summary: "How often."),
                ],
                examples: [#"{"name":"Ada"}"#]
            )
        }
        @MainActor func run(_ arguments: Arguments, in context: AgentContext) async throws -> Output {
            if arguments.name == "nobody" { throw AgentCommandError.failed(message: "nobody to greet", hint: ["give a name"]) }
            return Output(greeting: Array(repeating: "hello \(arguments.name)", count: arguments.times ?? 1).joined(separator: ", "))
        }
    }

    private func handle(_ router: AgentCommandRouter, _ name: String, _ json: String) async -> AgentCommandResult {
        await router.handle(name: name, body: Data(json.utf8))
    }

    func test_customCommand_runsWithItsArgumentsAndAnswersItsOutput() async throws {
        let router = AgentCommandRouter()
        try router.register(GreetCommand())
        let result = await handle(router, "greet", #"{"name":"Ada","times":2}"#)
        XCTAssertTrue(result.ok)
        XCTAssertEqual(result.output?["greeting"], .string("hello Ada, hello Ada"))
        XCTAssertNil(result.delta)
    }

    func test_customCommand_failureIsFailedWithItsHint() async throws {
        let router = AgentCommandRouter()
        try router.register(GreetCommand())
        let result = await handle(router, "greet", #"{"name":"nobody"}"#)
        XCTAssertEqual(result.kind, .failed)
        XCTAssertEqual(result.error, "nobody to greet")
        XCTAssertEqual(result.hint, ["give a name"])
    }

    func test_register_builtInNameClashes() async {
        let router = AgentCommandRouter()
        XCTAssertThrowsError(try router.register(GreetCommand(commandName: "tap"))) { error in
            XCTAssertEqual(error as? AgentCommandRegistrationError, .clashesWithBuiltIn(name: "tap"))
        }
    }

    func test_register_sameNameTwiceClashes() async throws {
        let router = AgentCommandRouter()
        try router.register(GreetCommand())
        XCTAssertThrowsError(try router.register(GreetCommand())) { error in
            XCTAssertEqual(error as? AgentCommandRegistrationError, .alreadyRegistered(name: "greet"))
        }
    }

    func test_register_invalidNameIsRefused() async {
        let router = AgentCommandRouter()
        XCTAssertThrowsError(try router.register(GreetCommand(commandName: "Greet Me"))) { error in
            XCTAssertEqual(error as? AgentCommandRegistrationError, .invalidName(name: "Greet Me"))
        }
    }

    func test_catalog_listsBuiltInsThenCustomCommands() async throws {
        let router = AgentCommandRouter()
        try router.register(GreetCommand())
        XCTAssertEqual(router.catalog.map(\.name), [
            "status", "describe", "tap", "double-tap", "long-press", "swipe", "type-text", "key", "wait", "screenshot",
            "inspect", "set-property", "set-constraint", "changes", "revert", "greet",
        ])
    }

    func test_catalog_everyBuiltInHasTypedParametersAndAParsableExample() async {
        let router = AgentCommandRouter()
        for descriptor in router.catalog {
            XCTAssertFalse(descriptor.summary.isEmpty, descriptor.name)
            XCTAssertFalse(descriptor.examples.isEmpty, "\(descriptor.name) has no example")
            for example in descriptor.examples {
                let members = (try? JSONDecoder().decode(AgentJSONValue.self, from: Data(example.utf8)))?.objectValue
                XCTAssertNotNil(members, "\(descriptor.name) example \(example) is not a JSON object")
                for key in members?.keys.sorted() ?? [] {
                    XCTAssertNotNil(descriptor.parameter(named: key), "\(descriptor.name) example uses unknown key \(key)")
                }
            }
            for parameter in descriptor.parameters {
                XCTAssertFalse(parameter.summary.isEmpty, "\(descriptor.name).\(parameter.name)")
            }
        }
        let tap = router.catalog.first { $0.name == "tap" }
        XCTAssertEqual(tap?.parameter(named: "x")?.type, .number)
        XCTAssertEqual(tap?.parameter(named: "identifier")?.type, .string)
        XCTAssertEqual(router.catalog.first { $0.name == "type-text" }?.parameter(named: "text")?.required, true)
        XCTAssertEqual(router.catalog.first { $0.name == "describe" }?.parameter(named: "depth")?.type, .integer)
    }

    func test_unknownCommand_isInvalidWithDidYouMean() async {
        let result = await handle(AgentCommandRouter(), "tpa", "{}")
        XCTAssertEqual(result.kind, .invalid)
        XCTAssertEqual(result.error, "unknown command 'tpa'")
        XCTAssertEqual(result.hint?.first, "did you mean: 'tap'?")
    }

    func test_badJSON_isInvalid() async {
        let result = await handle(AgentCommandRouter(), "describe", "{not json")
        XCTAssertEqual(result.kind, .invalid)
        XCTAssertTrue(result.error?.hasPrefix("the arguments are not a JSON object") == true, result.error ?? "")
    }

    func test_jsonThatIsNotAnObject_isInvalid() async {
        let result = await handle(AgentCommandRouter(), "describe", "[1,2]")
        XCTAssertEqual(result.kind, .invalid)
        XCTAssertEqual(result.error, "the arguments are not a JSON object: it is an array")
    }

    func test_unknownKey_isInvalidNamingTheKeyWithDidYouMean() async {
        let result = await handle(AgentCommandRouter(), "tap", #"{"identifer":"home.send"}"#)
        XCTAssertEqual(result.kind, .invalid)
        XCTAssertEqual(result.error, "tap does not take the key 'identifer'")
        XCTAssertEqual(result.hint?.first, "did you mean: 'identifier'?")
    }

    func test_missingRequiredArgument_isInvalidNamingTheKey() async {
        let result = await handle(AgentCommandRouter(), "type-text", #"{"identifier":"transfer.amount"}"#)
        XCTAssertEqual(result.kind, .invalid)
        XCTAssertEqual(result.error, "type-text needs the key 'text'")
    }

    func test_wrongType_isInvalidNamingTheKeyAndTypes() async {
        let result = await handle(AgentCommandRouter(), "describe", #"{"depth":"3"}"#)
        XCTAssertEqual(result.kind, .invalid)
        XCTAssertEqual(result.error, "describe: the key 'depth' must be an integer, not a string")
    }

    func test_customCommandDecodingError_namesTheKey() async throws {
        let router = AgentCommandRouter()
        try router.register(GreetCommand())
        let result = await handle(router, "greet", #"{"name":"Ada","times":2.5}"#)
        XCTAssertEqual(result.kind, .invalid)
        XCTAssertEqual(result.error, "greet: the key 'times' must be an integer, not a number")
    }

    func test_envelope_encodesOnlyTheKeysOfItsOutcome() async throws {
        let success = String(
            decoding: AgentCommandResult.success(.object(["a": .number(1)]), delta: "screen unchanged").jsonData(), as: UTF8.self
        )
        XCTAssertEqual(success, #"{"delta":"screen unchanged","ok":true,"output":{"a":1}}"#)
        let failure = String(decoding: AgentCommandResult.failure(.staleRef("e12")).jsonData(), as: UTF8.self)
        XCTAssertEqual(
            failure,
            #"{"error":"ref e12 is gone (the element was removed or changed)","#
                + #""hint":["run describe again and use the new ref"],"kind":"failed","ok":false}"#
        )
    }

    func test_respond_mapsPathsAndOutcomesToStatusCodes() async throws {
        let router = AgentCommandRouter()
        try router.register(GreetCommand())
        let catalog = await router.respond(method: "GET", path: "/v1/catalog", body: Data())
        XCTAssertEqual(catalog.status, 200)
        let decoded = try JSONDecoder().decode(AgentCommandResult.self, from: catalog.body)
        XCTAssertEqual(decoded.output?["commands"].flatMap { if case .array(let items) = $0 { items.count } else { nil } }, 16)
        let ok = await router.respond(method: "POST", path: "/v1/commands/greet", body: Data(#"{"name":"Ada"}"#.utf8))
        XCTAssertEqual(ok.status, 200)
        let failed = await router.respond(method: "POST", path: "/v1/commands/greet", body: Data(#"{"name":"nobody"}"#.utf8))
        XCTAssertEqual(failed.status, 422)
        let invalid = await router.respond(method: "POST", path: "/v1/commands/gret", body: Data())
        XCTAssertEqual(invalid.status, 400)
        let unknownPath = await router.respond(method: "GET", path: "/v2/anything", body: Data())
        XCTAssertEqual(unknownPath.status, 404)
        let wrongMethod = await router.respond(method: "GET", path: "/v1/commands/greet", body: Data())
        XCTAssertEqual(wrongMethod.status, 405)
    }

    func test_withoutAnApplication_statusSaysSoAndDescribeFails() async throws {
        try XCTSkipIf(UIApplication.current != nil, "an application from another test is still running")
        let router = AgentCommandRouter()
        let status = await handle(router, "status", "{}")
        XCTAssertEqual(status.output?["running"], .bool(false))
        let describe = await handle(router, "describe", "{}")
        XCTAssertEqual(describe.kind, .failed)
        XCTAssertEqual(describe.error, "no application is running in this process")
        XCTAssertNil(UIApplication.current, "describe must not launch an application")
    }

    func test_errorDescription_saysWhatWasWrongThenTheFix() async {
        XCTAssertEqual(
            AgentCommandError.staleRef("e12").description,
            "ref e12 is gone (the element was removed or changed)\nhint: run describe again and use the new ref"
        )
        XCTAssertEqual(AgentCommandError.timeout(what: "x", seconds: 2).kind, .failed)
        XCTAssertEqual(AgentCommandError.missingArgument(key: "text", command: "type-text").kind, .invalid)
    }
}
