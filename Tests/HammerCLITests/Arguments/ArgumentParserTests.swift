import Foundation
@testable import HammerAgent
@testable import HammerCLI
import HammerProtocol
import KassSupport
import XCTest

/// Flags to JSON arguments, typed by the built-in descriptors, and every way a call can be wrong.
final class ArgumentParserTests: XCTestCase {
    private func parse(_ arguments: [String], stdin: String = "") async throws -> CommandInvocation {
        let catalog = await CatalogSource.builtIn()
        return try ArgumentParser.parse(arguments, catalog: catalog, readStandardInput: { stdin })
    }

    private func parseError(_ arguments: [String], stdin: String = "") async -> HammerCLIError? {
        do {
            _ = try await parse(arguments, stdin: stdin)
            return nil
        } catch let error as HammerCLIError {
            return error
        } catch {
            return nil
        }
    }

    func test_parse_typesEachFlagByItsDescriptor() async throws {
        let cases: [(arguments: [String], expected: [String: AgentJSONValue])] = [
            (["tap", "--identifier", "home.send"], ["identifier": .string("home.send")]),
            (["tap", "--x", "12.5", "--y", "-3"], ["x": .number(12.5), "y": .number(-3)]),
            (["tap", "--label", "Send", "--traits", "button,selected"], ["label": .string("Send"), "traits": .string("button,selected")]),
            (["describe", "--interactive"], ["interactive": .bool(true)]),
            (["describe", "--interactive", "false", "--depth", "3"], ["interactive": .bool(false), "depth": .number(3)]),
            (["describe", "--frames", "--find", "send"], ["frames": .bool(true), "find": .string("send")]),
            (["type-text", "--text", "hello world", "--replace"], ["text": .string("hello world"), "replace": .bool(true)]),
            (["wait", "--ref", "e12", "--gone", "--timeout", "2"], ["ref": .string("e12"), "gone": .bool(true), "timeout": .number(2)]),
            (
                ["set-constraint", "--constraint", "c4", "--constant", "16", "--active", "true"],
                ["constraint": .string("c4"), "constant": .number(16), "active": .bool(true)]
            ),
            (
                ["set-property", "--ref", "e3", "--property", "alpha", "--to", "0.5"],
                ["ref": .string("e3"), "property": .string("alpha"), "to": .string("0.5")]
            ),
            (["status"], [:]),
            (["tap", "--identifier=home.send"], ["identifier": .string("home.send")]),
            (["type-text", "--text=--a=b", "--replace=false"], ["text": .string("--a=b"), "replace": .bool(false)]),
            (["type-text", "--text", "-"], ["text": .string("-")]),
            (["tap", "--x", "-5", "--y=1e2"], ["x": .number(-5), "y": .number(100)]),
        ]
        for (arguments, expected) in cases {
            let invocation = try await parse(arguments)
            XCTAssertEqual(invocation.command, arguments[0], "\(arguments)")
            XCTAssertEqual(invocation.arguments, expected, "\(arguments)")
        }
    }

    func test_parse_refusesEveryBadCallWithExitCode2() async {
        let cases: [(arguments: [String], expected: HammerCLIError)] = [
            (["tpa"], .usage(.unknownChoice(command: "hammer", kind: "command", name: "tpa", suggestions: ["tap"]))),
            (["tap", "--identifer", "x"], .usage(.unknownFlag(command: "hammer tap", flag: "--identifer", suggestions: ["--identifier"]))),
            (["tap", "--identifier"], .usage(.missingValue(flag: "--identifier", valueName: "<string>"))),
            (["tap", "--identifier", "--label", "x"], .usage(.missingValue(flag: "--identifier", valueName: "<string>"))),
            (["tap", "--x", "12abc"], .usage(.invalidValue(flag: "--x", value: "12abc", expected: "a number", example: nil))),
            (["tap", "--x", "nan"], .usage(.invalidValue(flag: "--x", value: "nan", expected: "a number", example: nil))),
            (["tap", "--x", "0x10"], .usage(.invalidValue(flag: "--x", value: "0x10", expected: "a number", example: nil))),
            (["describe", "--depth", "2.5"], .usage(.invalidValue(flag: "--depth", value: "2.5", expected: "an integer", example: nil))),
            (["tap", "--ref", "e1", "--ref", "e2"], .usage(.repeatedFlag(flag: "--ref"))),
            (["tap", "home.send"], .usage(.unexpectedArgument(command: "hammer tap", argument: "home.send"))),
            (["type-text"], .usage(.missingFlag(command: "hammer type-text", flag: "--text", valueName: "<string>"))),
            (["tap", "-", "--identifier", "x"], .stdinMixedWithFlags),
            (["tap", "-", "-"], .stdinMixedWithFlags),
            (
                ["describe", "--interactive=yes"],
                .usage(.invalidValue(flag: "--interactive", value: "yes", expected: "true or false", example: nil))
            ),
            (["tap", "--x="], .usage(.invalidValue(flag: "--x", value: "", expected: "a number", example: nil))),
            (["status", "--json=1"], .usage(.unexpectedValue(flag: "--json"))),
        ]
        for (arguments, expected) in cases {
            let error = await parseError(arguments)
            XCTAssertEqual(error, expected, "\(arguments)")
            XCTAssertEqual(error?.exitCode, 2, "\(arguments)")
        }
    }

    func test_parse_readsOneJSONObjectFromStandardInput() async throws {
        let invocation = try await parse(["tap", "-"], stdin: #"{"identifier":"home.send","extra":{"nested":[1,2]}}"#)
        XCTAssertEqual(invocation.arguments["identifier"], .string("home.send"))
        XCTAssertEqual(invocation.arguments["extra"], .object(["nested": .array([.number(1), .number(2)])]))
    }

    func test_parse_refusesStandardInputThatIsNotOneObject() async {
        let cases: [(stdin: String, reason: String)] = [
            ("[1,2]", "it is an array, not an object"),
            ("{\"identifier\":", "it is not valid JSON: the text ends where a value was expected at line 1, column 15 (byte 14)"),
            ("{\"identifier\":\"a\",}", "it is not valid JSON: a trailing comma before '}' is not JSON at line 1, column 19 (byte 18)"),
            ("", "it is empty"),
        ]
        for (stdin, reason) in cases {
            let error = await parseError(["tap", "-"], stdin: stdin)
            XCTAssertEqual(error, .badStandardInput(reason: reason), stdin)
            XCTAssertEqual(error?.exitCode, 2)
        }
    }

    func test_parse_keepsToolOnlyFlagsOutOfTheArguments() async throws {
        let invocation = try await parse(["screenshot", "--output", "/tmp/x.png", "--json", "--ref", "e2"])
        XCTAssertEqual(invocation.outputPath, "/tmp/x.png")
        XCTAssertTrue(invocation.printsJSON)
        XCTAssertEqual(invocation.arguments, ["ref": .string("e2")])
    }

    func test_parse_allowsToolOnlyFlagsNextToStandardInput() async throws {
        let invocation = try await parse(["screenshot", "-", "--output=shot.png"], stdin: #"{"ref":"e2"}"#)
        XCTAssertEqual(invocation.outputPath, "shot.png")
        XCTAssertEqual(invocation.arguments, ["ref": .string("e2")])
    }

    func test_parse_refusesOutputOnCommandsOtherThanScreenshot() async {
        let error = await parseError(["tap", "--output", "x.png"])
        XCTAssertEqual(error?.exitCode, 2)
        XCTAssertEqual(error?.message, "hammer tap has no flag '--output'")
    }

    func test_flagName_convertsCamelCaseKeysToKebabCaseFlags() {
        XCTAssertEqual(FlagName.flag(forKey: "identifier"), "--identifier")
        XCTAssertEqual(FlagName.flag(forKey: "settleTimeout"), "--settle-timeout")
        let parameter = ParameterDescriptor(name: "settleTimeout", type: .number, summary: "s")
        XCTAssertEqual(FlagName.parameter(forFlag: "--settle-timeout", in: [parameter]), parameter)
        XCTAssertEqual(FlagName.parameter(forFlag: "--settleTimeout", in: [parameter]), parameter)
    }

    func test_parse_typesObjectFlagsAsJSONText() throws {
        let descriptor = CommandDescriptor(name: "sign-in", summary: "s", parameters: [
            ParameterDescriptor(name: "user", type: .object, required: true, summary: "u"),
        ])
        let invocation = try ArgumentParser.parse(["--user", #"{"name":"alice"}"#], for: descriptor, readStandardInput: { "" })
        XCTAssertEqual(invocation.arguments["user"], .object(["name": .string("alice")]))
        XCTAssertThrowsError(try ArgumentParser.parse(["--user", "[1]"], for: descriptor, readStandardInput: { "" }))
    }
}
