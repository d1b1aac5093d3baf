@testable import HammerAgent
import XCTest

final class AgentServerConfigurationTests: XCTestCase {
    func test_configuration_defaultsWithoutEnvironment() throws {
        let configuration = AgentServerConfiguration(environment: [:])
        XCTAssertEqual(configuration.port, 9876)
        XCTAssertNil(configuration.token)
        XCTAssertFalse(configuration.allowsRemoteConnections)
        XCTAssertEqual(configuration.maximumRequestBytes, 1 << 20)
        XCTAssertNoThrow(try configuration.validate())
    }

    func test_configuration_readsPortAndToken() {
        let configuration = AgentServerConfiguration(
            environment: ["HAMMER_AGENT_PORT": " 4321 ", "HAMMER_AGENT_TOKEN": "abc"])
        XCTAssertEqual(configuration.port, 4321)
        XCTAssertEqual(configuration.token, "abc")
    }

    func test_configuration_treatsAnEmptyTokenAsNone() {
        XCTAssertNil(AgentServerConfiguration(environment: ["HAMMER_AGENT_TOKEN": ""]).token)
    }

    func test_configuration_reportsABadEnvironmentPort() {
        for value in ["abc", "-1", "70000", "", "0x10"] {
            let configuration = AgentServerConfiguration(environment: ["HAMMER_AGENT_PORT": value])
            XCTAssertThrowsError(try configuration.validate(), value) { error in
                XCTAssertEqual(error as? AgentServerError, .invalidPort(value: value, source: "HAMMER_AGENT_PORT"))
            }
        }
    }

    func test_configuration_environmentPortZeroPicksAnyFreePort() throws {
        let configuration = AgentServerConfiguration(environment: ["HAMMER_AGENT_PORT": "0"])
        XCTAssertEqual(configuration.port, 0)
        XCTAssertNoThrow(try configuration.validate())
    }

    func test_configuration_forgetsABadEnvironmentPortOnceThePortIsSet() {
        var configuration = AgentServerConfiguration(environment: ["HAMMER_AGENT_PORT": "abc"])
        configuration.port = 0
        XCTAssertNoThrow(try configuration.validate())
    }

    func test_configuration_refusesInvalidSettings() {
        let cases: [(String, (inout AgentServerConfiguration) -> Void, AgentServerError)] = [
            ("port", { $0.port = 70000 }, .invalidPort(value: "70000", source: "AgentServerConfiguration.port")),
            ("remote", { $0.allowsRemoteConnections = true }, .remoteConnectionsWithoutToken),
            ("token spaces", { $0.token = "a b" },
             .invalidToken(reason: "contains spaces, control or non-ASCII characters")),
            ("token empty", { $0.token = "" }, .invalidToken(reason: "is empty")),
            ("bytes", { $0.maximumRequestBytes = 10 },
             .invalidSetting(name: "maximumRequestBytes", value: "10", requirement: "at least 1024")),
            ("timeout", { $0.readTimeout = 0 }, .invalidSetting(
                name: "readTimeout", value: "0.0", requirement: "a finite number of seconds above 0")),
            ("connections", { $0.maximumConnections = 0 },
             .invalidSetting(name: "maximumConnections", value: "0", requirement: "at least 1")),
        ]
        for (name, change, expected) in cases {
            var configuration = AgentServerConfiguration(environment: [:])
            change(&configuration)
            XCTAssertThrowsError(try configuration.validate(), name) { error in
                XCTAssertEqual(error as? AgentServerError, expected, name)
            }
        }
    }

    func test_serverError_saysWhatWasWrongAndTheFix() {
        XCTAssertEqual(
            AgentServerError.portInUse(port: 9876).description,
            "port 9876 is already in use: quit the app or agent that holds it, or set HAMMER_AGENT_PORT to a "
                + "free port (the same value for the app and for `hammer`)")
        XCTAssertEqual(
            AgentServerError.invalidPort(value: "abc", source: "HAMMER_AGENT_PORT").description,
            "HAMMER_AGENT_PORT is 'abc', which is not a port: set it to a number from 1 to 65535 (0 in the app "
                + "picks any free port), or unset it to use 9876")
        XCTAssertEqual(
            AgentServerError.invalidPort(value: "-2", source: "AgentServerConfiguration.port").description,
            "AgentServerConfiguration.port is -2, which is not a port: use a number from 1 to 65535 "
                + "(0 picks any free port)")
        XCTAssertTrue(AgentServerError.remoteConnectionsWithoutToken.description.contains("set HAMMER_AGENT_TOKEN"))
    }
}
