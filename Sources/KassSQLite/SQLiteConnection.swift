import CSQLite
import Foundation

/// One connection to a SQLite database file: statements, queries and transactions.
///
/// **Thread safety:** a connection is safe to share between threads: every call (and every call on
/// its statements) holds the connection's lock, and ``transaction(_:_:)`` holds it for the whole
/// closure, so no other thread's statement can run inside another thread's transaction. Calls on one
/// connection therefore run one at a time; for parallel work open one connection per thread (SQLite's
/// WAL mode lets readers run while one writer writes, and the busy timeout makes writers queue).
///
/// ```swift
/// let database = try SQLiteConnection(path: "/tmp/bank.sqlite")
/// try database.execute("CREATE TABLE IF NOT EXISTS accounts (id TEXT PRIMARY KEY, balance INTEGER NOT NULL)")
/// try database.transaction {
///     try database.run("UPDATE accounts SET balance = balance - ? WHERE id = ?", [500, "eur"])
/// }
/// ```
package final class SQLiteConnection: @unchecked Sendable {
    /// The database file (`:memory:` for a private in-memory database).
    package let path: String
    /// Serializes every call on the connection and its statements (recursive: a transaction's
    /// closure runs statements while holding it).
    let lock = NSRecursiveLock()
    /// The handle; nil once closed.
    private(set) var handle: OpaquePointer?

    /// Opens (creating when missing) the database at `path`, waits up to `busyTimeout` seconds for
    /// another connection's lock instead of failing at once, and switches file databases to WAL
    /// journaling (readers never block the writer; a commit is durable once it returns) with
    /// `synchronous = FULL`, so an acknowledged commit survives a killed process.
    package init(path: String, busyTimeout: TimeInterval = 5) throws(SQLiteError) {
        self.path = path
        var opened: OpaquePointer?
        let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX
        let code = sqlite3_open_v2(path, &opened, flags, nil)
        guard code == SQLITE_OK, let opened else {
            let message = opened.map { String(cString: sqlite3_errmsg($0)) } ?? String(cString: sqlite3_errstr(code))
            sqlite3_close_v2(opened)
            throw .open(path: path, code: code, message: message)
        }
        handle = opened
        sqlite3_extended_result_codes(opened, 1)
        sqlite3_busy_timeout(opened, Int32(min(max(busyTimeout, 0) * 1000, Double(Int32.max))))
        do throws(SQLiteError) {
            if path != ":memory:" {
                let mode = try query("PRAGMA journal_mode = WAL").first.flatMap { try? $0.text("journal_mode") }
                guard mode?.lowercased() == "wal" else {
                    throw .open(path: path, code: SQLITE_ERROR, message: "the database refused WAL journaling (mode \(mode ?? "none"))")
                }
            }
            try execute("PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON")
        } catch {
            close()
            throw error
        }
    }

    deinit {
        close()
    }

    /// Closes the connection (statements still alive are finalized when they go away). Idempotent.
    package func close() {
        lock.withLock {
            guard let handle else { return }
            sqlite3_close_v2(handle)
            self.handle = nil
        }
    }

    /// The open handle, or ``SQLiteError/closed``. Call with the lock held.
    func openHandle() throws(SQLiteError) -> OpaquePointer {
        guard let handle else { throw .closed }
        return handle
    }

    /// SQLite's message for the last failure on this connection.
    func lastMessage() -> String {
        handle.map { String(cString: sqlite3_errmsg($0)) } ?? "the connection is closed"
    }

    /// Runs one or more statements separated by `;`, without parameters (schema, pragmas).
    package func execute(_ sql: String) throws(SQLiteError) {
        lock.lock()
        defer { lock.unlock() }
        let handle = try openHandle()
        var error: UnsafeMutablePointer<CChar>?
        let code = sqlite3_exec(handle, sql, nil, nil, &error)
        guard code == SQLITE_OK else {
            let message = error.map { String(cString: $0) } ?? lastMessage()
            sqlite3_free(error)
            throw .step(sql: sql, code: sqlite3_extended_errcode(handle), message: message)
        }
    }

    /// Compiles one statement (`?` for parameters).
    package func prepare(_ sql: String) throws(SQLiteError) -> SQLiteStatement {
        lock.lock()
        defer { lock.unlock() }
        let handle = try openHandle()
        var statement: OpaquePointer?
        let code = sqlite3_prepare_v2(handle, sql, -1, &statement, nil)
        guard code == SQLITE_OK, let statement else {
            throw .prepare(sql: sql, code: sqlite3_extended_errcode(handle), message: lastMessage())
        }
        return SQLiteStatement(connection: self, statement: statement, sql: sql)
    }

    /// Runs one statement with `values` bound to its parameters; returns the number of rows it changed.
    @discardableResult
    package func run(_ sql: String, _ values: [SQLiteValue] = []) throws(SQLiteError) -> Int {
        lock.lock()
        defer { lock.unlock() }
        let statement = try prepare(sql)
        try statement.bind(values)
        while try statement.step() {}
        return Int(sqlite3_changes(try openHandle()))
    }

    /// Runs one query with `values` bound; returns every row.
    package func query(_ sql: String, _ values: [SQLiteValue] = []) throws(SQLiteError) -> [SQLiteRow] {
        lock.lock()
        defer { lock.unlock() }
        let statement = try prepare(sql)
        try statement.bind(values)
        var rows: [SQLiteRow] = []
        while try statement.step() { rows.append(statement.row()) }
        return rows
    }

    /// The row id of the last row this connection inserted.
    package var lastInsertedRowID: Int64 {
        lock.withLock { handle.map { sqlite3_last_insert_rowid($0) } ?? 0 }
    }

    /// Whether a transaction is open on this connection.
    package var isInTransaction: Bool {
        lock.withLock { handle.map { sqlite3_get_autocommit($0) == 0 } ?? false }
    }
}
