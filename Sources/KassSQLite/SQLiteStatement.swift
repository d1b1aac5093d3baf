import CSQLite
import Foundation

/// A compiled statement: bind values, step through rows, reset and run again.
///
/// Every call holds its connection's lock (see ``SQLiteConnection``). Finalized when released.
///
/// ```swift
/// let insert = try database.prepare("INSERT INTO log (line) VALUES (?)")
/// for line in lines {
///     try insert.bind([.text(line)])
///     while try insert.step() {}
/// }
/// ```
package final class SQLiteStatement: @unchecked Sendable {
    /// The statement's text.
    package let sql: String
    private let connection: SQLiteConnection
    private let statement: OpaquePointer
    /// Whether the statement stepped since the last reset (bind resets first).
    private var hasStepped = false

    init(connection: SQLiteConnection, statement: OpaquePointer, sql: String) {
        self.connection = connection
        self.statement = statement
        self.sql = sql
    }

    deinit {
        connection.lock.withLock { _ = sqlite3_finalize(statement) }
    }

    /// How many `?` parameters the statement has.
    package var parameterCount: Int {
        connection.lock.withLock { Int(sqlite3_bind_parameter_count(statement)) }
    }

    /// Resets the statement and binds `values` to its parameters, in order; the count must match.
    package func bind(_ values: [SQLiteValue]) throws(SQLiteError) {
        connection.lock.lock()
        defer { connection.lock.unlock() }
        _ = try connection.openHandle()
        reset()
        sqlite3_clear_bindings(statement)
        let expected = Int(sqlite3_bind_parameter_count(statement))
        guard expected == values.count else { throw .bindingCount(sql: sql, expected: expected, given: values.count) }
        for (offset, value) in values.enumerated() {
            let index = Int32(offset + 1)
            let code: Int32 = switch value {
            case .null: sqlite3_bind_null(statement, index)
            case let .integer(integer): sqlite3_bind_int64(statement, index, integer)
            case let .real(real): sqlite3_bind_double(statement, index, real)
            case let .text(text): sqlite3_bind_text(statement, index, text, -1, sqliteTransient)
            case let .blob(data):
                data.withUnsafeBytes { sqlite3_bind_blob(statement, index, $0.baseAddress, Int32($0.count), sqliteTransient) }
            }
            guard code == SQLITE_OK else {
                throw .bind(sql: sql, index: offset + 1, code: code, message: connection.lastMessage())
            }
        }
    }

    /// Runs to the next row: true when a row is ready (read it with ``row()``), false when done.
    package func step() throws(SQLiteError) -> Bool {
        connection.lock.lock()
        defer { connection.lock.unlock() }
        let handle = try connection.openHandle()
        hasStepped = true
        switch sqlite3_step(statement) {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        default:
            let message = connection.lastMessage()
            let code = sqlite3_extended_errcode(handle)
            sqlite3_reset(statement)
            throw .step(sql: sql, code: code, message: message)
        }
    }

    /// The current row (after ``step()`` returned true).
    package func row() -> SQLiteRow {
        connection.lock.withLock {
            let count = sqlite3_column_count(statement)
            var columns: [String] = []
            var values: [SQLiteValue] = []
            for index in 0..<count {
                columns.append(String(cString: sqlite3_column_name(statement, index)))
                values.append(value(at: index))
            }
            return SQLiteRow(columns: columns, values: values)
        }
    }

    /// Makes the statement ready to run again (bindings stay).
    package func reset() {
        connection.lock.withLock {
            if hasStepped { sqlite3_reset(statement) }
            hasStepped = false
        }
    }

    /// The value of column `index` in the current row.
    private func value(at index: Int32) -> SQLiteValue {
        switch sqlite3_column_type(statement, index) {
        case SQLITE_INTEGER: return .integer(sqlite3_column_int64(statement, index))
        case SQLITE_FLOAT: return .real(sqlite3_column_double(statement, index))
        case SQLITE_TEXT:
            guard let text = sqlite3_column_text(statement, index) else { return .text("") }
            let count = Int(sqlite3_column_bytes(statement, index))
            return .text(String(decoding: UnsafeBufferPointer(start: text, count: count), as: UTF8.self))
        case SQLITE_BLOB:
            let count = Int(sqlite3_column_bytes(statement, index))
            guard count > 0, let bytes = sqlite3_column_blob(statement, index) else { return .blob(Data()) }
            return .blob(Data(bytes: bytes, count: count))
        default: return .null
        }
    }
}

/// `SQLITE_TRANSIENT` (a macro Swift does not import): SQLite copies the bound bytes at once.
private let sqliteTransient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
