import Foundation
import KassSupport

/// ChaosBank's backend as a real service: HTTP/1.1 and JSON on a loopback port, data in a SQLite
/// file (migrated on start), every money movement in one transaction, every POST idempotent by its
/// `Idempotency-Key`. Runs in-process for tests (port 0 picks a free port) or as the
/// `chaosbank-server` executable. See Guide/ChaosBankServer.md for the routes.
///
/// ```swift
/// let server = try ChaosBankServer(databasePath: "/tmp/bank.sqlite")
/// let port = try server.start()           // a free loopback port
/// defer { server.stop() }
/// ```
package final class ChaosBankServer: Sendable {
    /// The database file.
    package let databasePath: String
    /// The migrations applied when the server opened the database (empty when it was current).
    package let appliedMigrations: [Int]
    private let store: BankStore
    private let http: HTTPServer

    /// Opens and migrates the database at `databasePath` (created when missing); does not listen yet.
    package init(
        databasePath: String, configuration: HTTPServerConfiguration = HTTPServerConfiguration(),
        log: @escaping @Sendable (String) -> Void = { _ in }
    ) throws {
        self.databasePath = databasePath
        store = try BankStore(path: databasePath)
        appliedMigrations = store.appliedMigrations
        let api = ChaosBankAPI(store: store, log: log)
        http = HTTPServer(configuration: configuration, log: log) { request in api.handle(request) }
    }

    /// Starts listening on 127.0.0.1; returns the port (the configured one, or the free one picked for 0).
    package func start() throws(SocketError) -> Int {
        try http.start()
    }

    /// Stops listening, waits for the requests in progress, and closes the database.
    package func stop() {
        http.stop()
        store.close()
    }

    /// Every route as `METHOD /path` (for the executable's help and the Guide).
    package static var routeList: [String] {
        ChaosBankAPI.routes.map { "\($0.method) \($0.path)" }
    }
}
