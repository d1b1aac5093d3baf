import Foundation
import CSQLite

/// Why a SQLite call failed, with SQLite's own result code and message; ``description`` says it in
/// words with a hint.
///
/// ```swift
/// SQLiteError.prepare(sql: "SELEC 1", code: 1, message: "near \"SELEC\": syntax error").description
/// // "could not prepare 'SELEC 1': near "SELEC": syntax error (SQLite code 1, SQLITE_ERROR)"
/// ```
package enum SQLiteError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The database file could not be opened (or configured right after opening).
    case open(path: String, code: Int32, message: String)
    /// A statement did not compile.
    case prepare(sql: String, code: Int32, message: String)
    /// A value could not be bound to a parameter (1-based `index`).
    case bind(sql: String, index: Int, code: Int32, message: String)
    /// Running a statement failed (a constraint, a busy database, a full disk...).
    case step(sql: String, code: Int32, message: String)
    /// A statement was given a different number of values than it has parameters.
    case bindingCount(sql: String, expected: Int, given: Int)
    /// A row has no column of that name.
    case missingColumn(name: String, available: [String])
    /// A column holds another type than the one read.
    case columnType(name: String, expected: String, found: String)
    /// A transaction was begun inside another one on the same connection.
    case nestedTransaction
    /// The connection was closed before the call.
    case closed

    /// SQLite's (extended) result code, for the failures SQLite reported.
    package var code: Int32? {
        switch self {
        case let .open(_, code, _), let .prepare(_, code, _), let .bind(_, _, code, _), let .step(_, code, _): code
        default: nil
        }
    }

    /// Whether another connection held the lock for longer than the busy timeout (`SQLITE_BUSY`).
    package var isBusy: Bool {
        code.map { $0 & 0xFF == SQLITE_BUSY || $0 & 0xFF == SQLITE_LOCKED } ?? false
    }

    /// Whether a constraint (unique key, not null, check) refused the change.
    package var isConstraintViolation: Bool {
        code.map { $0 & 0xFF == SQLITE_CONSTRAINT } ?? false
    }

    /// What went wrong, in words.
    package var description: String {
        switch self {
        case let .open(path, code, message):
            "could not open the database '\(path)': \(message) (\(Self.name(code))); check that the folder exists and is writable"
        case let .prepare(sql, code, message):
            "could not prepare '\(Self.short(sql))': \(message) (\(Self.name(code)))"
        case let .bind(sql, index, code, message):
            "could not bind parameter \(index) of '\(Self.short(sql))': \(message) (\(Self.name(code)))"
        case let .step(sql, code, message):
            "running '\(Self.short(sql))' failed: \(message) (\(Self.name(code)))"
        case let .bindingCount(sql, expected, given):
            "'\(Self.short(sql))' has \(expected) parameter(s) but was given \(given) value(s); pass one value per '?'"
        case let .missingColumn(name, available):
            "the row has no column '\(name)' (columns: \(available.joined(separator: ", ")))"
        case let .columnType(name, expected, found):
            "column '\(name)' holds \(found), not \(expected)"
        case .nestedTransaction:
            "a transaction was begun inside another one on the same connection; run the work inside the outer transaction"
        case .closed:
            "the database connection is closed; open a new one"
        }
    }

    /// `SQLite code 5, SQLITE_BUSY`-style naming of a result code.
    private static func name(_ code: Int32) -> String {
        "SQLite code \(code), \(String(cString: sqlite3_errstr(code)))"
    }

    /// The statement, shortened for messages.
    private static func short(_ sql: String) -> String {
        let flat = sql.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        return flat.count > 120 ? String(flat.prefix(120)) + "…" : flat
    }
}
