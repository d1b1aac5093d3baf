import Foundation
@testable import HammerProtocol
import XCTest

/// The built-in catalog as data: what the `hammer` tool types flags and prints help from.
final class BuiltInCatalogTests: XCTestCase {
    func test_catalog_namesAreValidAndUnique() {
        let names = BuiltInCatalog.names
        XCTAssertEqual(Set(names).count, names.count, "a name is listed twice: \(names)")
        for name in names {
            XCTAssertTrue(CommandDescriptor.isValidName(name), name)
        }
    }

    func test_catalog_listsTheBuiltInsInCatalogOrder() {
        XCTAssertEqual(BuiltInCatalog.names, [
            "status", "describe", "tap", "double-tap", "long-press", "swipe", "type-text", "key", "wait",
            "screenshot", "inspect", "set-property", "set-constraint", "changes", "revert",
        ])
    }

    func test_catalog_everyCommandListsEachParameterOnceWithASummary() {
        for descriptor in BuiltInCatalog.all {
            let names = descriptor.parameters.map(\.name)
            XCTAssertEqual(Set(names).count, names.count, "\(descriptor.name) lists a parameter twice: \(names)")
            XCTAssertFalse(descriptor.summary.isEmpty, descriptor.name)
            for parameter in descriptor.parameters {
                XCTAssertFalse(parameter.summary.isEmpty, "\(descriptor.name) \(parameter.name)")
            }
        }
    }

    func test_catalog_everyExampleIsAnObjectOfTheCommandsOwnKeys() throws {
        for descriptor in BuiltInCatalog.all {
            XCTAssertFalse(descriptor.examples.isEmpty, "\(descriptor.name) has no example")
            for example in descriptor.examples {
                let object = try XCTUnwrap(AgentJSONValue.parse(example)?.objectValue, "\(descriptor.name): \(example)")
                for key in object.keys {
                    XCTAssertNotNil(descriptor.parameter(named: key), "\(descriptor.name): \(example) uses '\(key)'")
                }
                for parameter in descriptor.parameters where parameter.required {
                    XCTAssertNotNil(object[parameter.name], "\(descriptor.name): \(example) lacks '\(parameter.name)'")
                }
            }
        }
    }

    func test_descriptorNamed_findsBuiltInsOnly() {
        let table: [(String, String?)] = [("tap", "tap"), ("type-text", "type-text"), ("greet", nil), ("", nil)]
        for (name, expected) in table {
            XCTAssertEqual(BuiltInCatalog.descriptor(named: name)?.name, expected, name)
        }
    }

    func test_commandRoute_appendsTheName() {
        XCTAssertEqual(AgentRoute.command("tap"), "/v1/commands/tap")
        XCTAssertEqual(AgentRoute.command("set-property"), "/v1/commands/set-property")
    }
}
