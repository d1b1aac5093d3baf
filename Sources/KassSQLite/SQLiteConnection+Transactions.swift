import CSQLite
import Foundation

/// How a transaction takes its locks.
package enum SQLiteTransactionKind: String, Sendable {
    /// Locks when the first statement reads or writes (`BEGIN DEFERRED`).
    case deferred = "DEFERRED"
    /// Takes the write lock at once (`BEGIN IMMEDIATE`): the right kind for read-modify-write work,
    /// which then never fails half-way with `SQLITE_BUSY` when upgrading a read lock.
    case immediate = "IMMEDIATE"
    /// Takes an exclusive lock at once.
    case exclusive = "EXCLUSIVE"
}

extension SQLiteConnection {
    /// Runs `body` in a transaction: commits when it returns, rolls back when it throws (and rethrows
    /// its error). Other threads' calls on this connection wait until the transaction ends.
    ///
    /// ```swift
    /// let receipt = try database.transaction {
    ///     guard try balance(of: "eur") >= amount else { throw BankRefusal.insufficientFunds }
    ///     try database.run("UPDATE accounts SET balance = balance - ? WHERE id = 'eur'", [.integer(amount)])
    ///     return try receipt()
    /// }
    /// ```
    package func transaction<Result>(_ kind: SQLiteTransactionKind = .immediate, _ body: () throws -> Result) throws -> Result {
        lock.lock()
        defer { lock.unlock() }
        guard !isInTransaction else { throw SQLiteError.nestedTransaction }
        try execute("BEGIN \(kind.rawValue)")
        let result: Result
        do {
            result = try body()
        } catch {
            rollback()
            throw error
        }
        do {
            try execute("COMMIT")
        } catch {
            rollback()
            throw error
        }
        return result
    }

    /// Rolls back the open transaction, if any (SQLite may already have rolled it back after an error).
    private func rollback() {
        guard isInTransaction else { return }
        try? execute("ROLLBACK")
    }
}
