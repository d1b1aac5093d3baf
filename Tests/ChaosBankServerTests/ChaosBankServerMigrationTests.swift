import ChaosBankServer
import Foundation
import KassSQLite
import XCTest

/// The schema is migrated on start: in order, once, and never again on the same file.
final class ChaosBankServerMigrationTests: XCTestCase {
    private var fixture: ServerFixture!

    override func setUpWithError() throws {
        fixture = try ServerFixture()
    }

    override func tearDown() {
        fixture.tearDown()
    }

    func test_newDatabase_appliesEveryMigrationInOrder() throws {
        let server = try ChaosBankServer(databasePath: fixture.databasePath)
        defer { server.stop() }
        XCTAssertEqual(server.appliedMigrations, [1, 2, 3])
        let versions = try SQLiteConnection(path: fixture.databasePath).query("SELECT version FROM schema_version ORDER BY version")
        XCTAssertEqual(try versions.map { try $0.int("version") }, [1, 2, 3])
    }

    func test_secondStart_appliesNothingAndKeepsTheData() throws {
        let client = try fixture.start().signedIn()
        XCTAssertEqual(try client.post("/v1/transfers", #"{"recipientId":"lena","amount":"0.75","currency":"EUR"}"#).status, 201)
        let restarted = try ChaosBankServer(databasePath: fixture.databasePath)
        defer { restarted.stop() }
        XCTAssertEqual(restarted.appliedMigrations, [])
        let balance = try SQLiteConnection(path: fixture.databasePath).query("SELECT balance FROM accounts WHERE id = 'eur'")
        XCTAssertEqual(try balance.first?.integer("balance"), 425_000)
    }

    func test_health_reportsTheSchemaVersion() throws {
        let client = try fixture.start()
        XCTAssertEqual(try client.send("GET", "/v1/health").json["schemaVersion"] as? String, "3")
    }
}
