@testable import ChaosBankServer
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
        XCTAssertEqual(server.appliedMigrations, [1, 2, 3, 4])
        let versions = try SQLiteConnection(path: fixture.databasePath).query("SELECT version FROM schema_version ORDER BY version")
        XCTAssertEqual(try versions.map { try $0.int("version") }, [1, 2, 3, 4])
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

    /// A file made by an older server (schema version 3) gets only the newer migration, and keeps its data.
    func test_olderDatabase_getsOnlyTheNewerMigrations() throws {
        let old = try SQLiteConnection(path: fixture.databasePath)
        XCTAssertEqual(try BankSchemaAccess.migrate(old, upTo: 3), [1, 2, 3])
        try old.run("UPDATE accounts SET balance = 1 WHERE id = 'gbp'")
        old.close()
        let server = try ChaosBankServer(databasePath: fixture.databasePath)
        defer { server.stop() }
        XCTAssertEqual(server.appliedMigrations, [4])
        let database = try SQLiteConnection(path: fixture.databasePath)
        XCTAssertEqual(try database.query("SELECT balance FROM accounts WHERE id = 'gbp'").first?.integer("balance"), 1)
        XCTAssertEqual(try database.query("SELECT payments FROM notification_preferences").first?.bool("payments"), true)
    }

    func test_health_reportsTheSchemaVersion() throws {
        let client = try fixture.start()
        XCTAssertEqual(try client.send("GET", "/v1/health").json["schemaVersion"] as? String, "4")
    }
}

/// The schema's migrations up to a version, as an older server had them.
enum BankSchemaAccess {
    static func migrate(_ database: SQLiteConnection, upTo version: Int) throws -> [Int] {
        try BankSchema.migrate(database, migrations: BankSchema.migrations.filter { $0.version <= version })
    }
}
