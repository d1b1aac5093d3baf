import Foundation
@testable import KassSQLite
import XCTest

/// The SQLite layer against real database files: typed binding and reading, transactions that
/// commit or roll back, WAL mode, errors that carry SQLite's code and message.
final class SQLiteConnectionTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("kass-sqlite-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    private func open(_ name: String = "test.sqlite") throws -> SQLiteConnection {
        try SQLiteConnection(path: directory.appendingPathComponent(name).path)
    }

    func test_connection_bindsAndReadsEveryStorageClass() throws {
        let database = try open()
        try database.execute("CREATE TABLE items (i INTEGER, r REAL, t TEXT, b BLOB, n TEXT)")
        try database.run("INSERT INTO items VALUES (?, ?, ?, ?, ?)", [.integer(Int64.max), 2.5, "grüße 'x'", .blob(Data([0, 1, 255])), nil])
        let row = try XCTUnwrap(database.query("SELECT * FROM items").first)
        XCTAssertEqual(try row.integer("i"), Int64.max)
        XCTAssertEqual(try row.value("r"), .real(2.5))
        XCTAssertEqual(try row.text("t"), "grüße 'x'")
        XCTAssertEqual(try row.blob("b"), Data([0, 1, 255]))
        XCTAssertNil(try row.optionalText("n"))
    }

    func test_row_readingTheWrongTypeOrAMissingColumnFailsClearly() throws {
        let database = try open()
        let row = try XCTUnwrap(database.query("SELECT 'abc' AS name").first)
        XCTAssertThrowsError(try row.integer("name")) { error in
            XCTAssertEqual(error as? SQLiteError, .columnType(name: "name", expected: "integer", found: "text"))
        }
        XCTAssertThrowsError(try row.text("nope")) { error in
            XCTAssertEqual("\(error)", "the row has no column 'nope' (columns: name)")
        }
    }

    func test_prepare_syntaxErrorCarriesSQLitesMessageAndCode() throws {
        let database = try open()
        XCTAssertThrowsError(try database.query("SELEC 1")) { error in
            guard let error = error as? SQLiteError, case let .prepare(sql, code, message) = error else {
                return XCTFail("expected a prepare error, got \(error)")
            }
            XCTAssertEqual(sql, "SELEC 1")
            XCTAssertEqual(code, 1)
            XCTAssertTrue(message.contains("syntax error"), message)
            XCTAssertTrue(error.description.contains("SQLite code 1"), error.description)
        }
    }

    func test_bind_wrongNumberOfValuesIsRefused() throws {
        let database = try open()
        XCTAssertThrowsError(try database.query("SELECT ? + ?", [1])) { error in
            XCTAssertEqual(error as? SQLiteError, .bindingCount(sql: "SELECT ? + ?", expected: 2, given: 1))
        }
    }

    func test_constraintViolation_isReportedAsOne() throws {
        let database = try open()
        try database.execute("CREATE TABLE keys (k TEXT PRIMARY KEY)")
        try database.run("INSERT INTO keys VALUES (?)", ["a"])
        XCTAssertThrowsError(try database.run("INSERT INTO keys VALUES (?)", ["a"])) { error in
            XCTAssertEqual((error as? SQLiteError)?.isConstraintViolation, true, "\(error)")
        }
    }

    func test_transaction_commitsWhenTheBodyReturns() throws {
        let database = try open()
        try database.execute("CREATE TABLE t (v INTEGER)")
        let value = try database.transaction {
            try database.run("INSERT INTO t VALUES (1)")
            return 42
        }
        XCTAssertEqual(value, 42)
        XCTAssertEqual(try open().query("SELECT count(*) AS c FROM t").first?.int("c"), 1, "another connection sees the commit")
    }

    func test_transaction_rollsBackWhenTheBodyThrows() throws {
        struct Refused: Error {}
        let database = try open()
        try database.execute("CREATE TABLE t (v INTEGER)")
        XCTAssertThrowsError(try database.transaction {
            try database.run("INSERT INTO t VALUES (1)")
            throw Refused()
        }) { error in XCTAssertTrue(error is Refused) }
        XCTAssertFalse(database.isInTransaction)
        XCTAssertEqual(try database.query("SELECT count(*) AS c FROM t").first?.int("c"), 0)
    }

    func test_transaction_nestedIsRefused() throws {
        let database = try open()
        XCTAssertThrowsError(try database.transaction { try database.transaction {} }) { error in
            XCTAssertEqual(error as? SQLiteError, .nestedTransaction)
        }
        XCTAssertFalse(database.isInTransaction)
    }

    func test_open_usesWALJournaling() throws {
        let database = try open()
        XCTAssertEqual(try database.query("PRAGMA journal_mode").first?.text("journal_mode"), "wal")
    }

    func test_open_missingFolderFailsWithPathAndHint() throws {
        let path = directory.appendingPathComponent("missing/folder/db.sqlite").path
        XCTAssertThrowsError(try SQLiteConnection(path: path)) { error in
            guard let error = error as? SQLiteError, case .open(let failedPath, _, _) = error else {
                return XCTFail("expected an open error, got \(error)")
            }
            XCTAssertEqual(failedPath, path)
            XCTAssertTrue(error.description.contains("check that the folder exists"), error.description)
        }
    }

    func test_closedConnection_refusesCalls() throws {
        let database = try open()
        database.close()
        XCTAssertThrowsError(try database.query("SELECT 1")) { error in XCTAssertEqual(error as? SQLiteError, .closed) }
    }

    func test_statement_canBeReboundAndRunAgain() throws {
        let database = try open()
        try database.execute("CREATE TABLE t (v INTEGER)")
        let insert = try database.prepare("INSERT INTO t VALUES (?)")
        for value in 1...3 {
            try insert.bind([.int(value)])
            while try insert.step() {}
        }
        XCTAssertEqual(try database.query("SELECT sum(v) AS s FROM t").first?.int("s"), 6)
    }

    /// Many threads increment through their own connections in immediate transactions: the busy
    /// timeout queues writers, so no increment is lost and none fails.
    func test_transactions_fromManyConnectionsLoseNoUpdate() throws {
        let setup = try open()
        try setup.execute("CREATE TABLE counter (v INTEGER); INSERT INTO counter VALUES (0)")
        let path = setup.path
        let failures = Failures()
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            do {
                let database = try SQLiteConnection(path: path)
                for _ in 0..<25 {
                    try increment(database)
                }
            } catch {
                failures.add("\(error)")
            }
        }
        XCTAssertEqual(failures.all, [])
        XCTAssertEqual(try setup.query("SELECT v FROM counter").first?.int("v"), 200)
    }

    /// One connection shared by many threads: the connection's lock keeps each transaction whole.
    func test_sharedConnection_serializesTransactionsAcrossThreads() throws {
        let database = try open()
        try database.execute("CREATE TABLE counter (v INTEGER); INSERT INTO counter VALUES (0)")
        let failures = Failures()
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<25 {
                do {
                    try increment(database)
                } catch {
                    failures.add("\(error)")
                }
            }
        }
        XCTAssertEqual(failures.all, [])
        XCTAssertEqual(try database.query("SELECT v FROM counter").first?.int("v"), 200)
    }
}

/// Reads the counter and writes it back plus one, in one immediate transaction (a lost update
/// without it).
private func increment(_ database: SQLiteConnection) throws {
    try database.transaction {
        let value = try database.query("SELECT v FROM counter")[0].integer("v")
        try database.run("UPDATE counter SET v = ?", [.integer(value + 1)])
    }
}

/// Errors collected from many threads.
private final class Failures: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [String] = []
    func add(_ item: String) { lock.withLock { items.append(item) } }
    var all: [String] { lock.withLock { items } }
}
