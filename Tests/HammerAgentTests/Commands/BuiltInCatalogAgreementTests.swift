@testable import HammerAgent
import HammerProtocol
import XCTest

/// The agent's registered built-in commands and HammerProtocol's catalog (what the `hammer` tool
/// reads without an app) agree, so the two cannot drift.
@MainActor
final class BuiltInCatalogAgreementTests: XCTestCase {
    func test_registeredBuiltIns_areTheCatalogsCommandsInOrder() async {
        let router = AgentCommandRouter()
        XCTAssertEqual(router.builtInCommandNames, BuiltInCatalog.names)
        XCTAssertEqual(router.catalog.map(\.name), BuiltInCatalog.names)
    }

    func test_registeredBuiltIns_takeTheCatalogsParameters() async {
        let registered = AgentCommandRouter().catalog
        for (command, listed) in zip(registered, BuiltInCatalog.all) {
            XCTAssertEqual(command.parameters, listed.parameters, command.name)
            XCTAssertEqual(command, listed, command.name)
        }
    }

    func test_traitNames_areTheCatalogs() async {
        XCTAssertEqual(TraitNames.all, BuiltInCatalog.traitNames)
    }

    func test_liveProperties_areTheCatalogs() async {
        XCTAssertEqual(LiveProperty.allCases.map(\.rawValue), BuiltInCatalog.livePropertyNames)
    }
}
