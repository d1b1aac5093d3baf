@testable import HammerAgent
import XCTest

final class HammerAgentModuleTests: XCTestCase {
    func test_module_namesTheSharedVariablesAndPort() {
        XCTAssertEqual(HammerAgentModule.defaultPort, 9876)
        XCTAssertEqual(HammerAgentModule.portVariable, "HAMMER_AGENT_PORT")
        XCTAssertEqual(HammerAgentModule.tokenVariable, "HAMMER_AGENT_TOKEN")
    }
}
