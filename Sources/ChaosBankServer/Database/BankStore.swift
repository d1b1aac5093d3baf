import Foundation
import KassSQLite

/// The server's database: a file migrated on open, and a pool of connections so each request
/// thread works on a connection of its own (SQLite's WAL lets reads run while one write commits;
/// writes queue on one in-process lock, then take SQLite's with `BEGIN IMMEDIATE`).
final class BankStore: @unchecked Sendable {
    /// The database file.
    let path: String
    /// The migrations applied when this store opened the file (empty when it was current).
    let appliedMigrations: [Int]
    private let lock = NSLock()
    /// Held by the one request that writes (see ``write(_:)``).
    private let writer = NSLock()
    private var idle: [SQLiteConnection] = []
    /// The most idle connections kept open.
    private let maximumIdle = 32

    /// Opens (creating when missing) and migrates the database at `path`.
    init(path: String) throws {
        self.path = path
        let first = try SQLiteConnection(path: path)
        appliedMigrations = try BankSchema.migrate(first)
        idle = [first]
    }

    /// Runs `body` with a connection no other thread uses meanwhile.
    func withConnection<Result>(_ body: (SQLiteConnection) throws -> Result) throws -> Result {
        let connection = try lock.withLock { idle.popLast() } ?? SQLiteConnection(path: path)
        defer {
            lock.withLock {
                if idle.count < maximumIdle, !connection.isInTransaction { idle.append(connection) }
            }
        }
        return try body(connection)
    }

    /// Runs `body` as this process's only writer. Writers of one server queue on this lock rather
    /// than on SQLite's busy handler, which waits by sleeping in growing steps (up to 100 ms each)
    /// and made the slowest of 16 concurrent transfers take seconds. Other processes writing the
    /// same file still queue on the busy timeout.
    func write<Result>(_ body: (SQLiteConnection) throws -> Result) throws -> Result {
        try writer.withLock { try withConnection(body) }
    }

    /// Closes the idle connections (connections in use close when their request ends).
    func close() {
        let connections = lock.withLock {
            defer { idle.removeAll() }
            return idle
        }
        for connection in connections { connection.close() }
    }
}
