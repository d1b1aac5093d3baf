import ChaosBankServer
import Foundation
import KassSupport
import XCTest

/// A server in this process on a free port, over a database file in a fresh folder.
final class ServerFixture: @unchecked Sendable {
    /// The fixture's folder (removed by ``tearDown()``).
    let directory: URL
    /// The database file.
    var databasePath: String { directory.appendingPathComponent("bank.sqlite").path }
    private(set) var server: ChaosBankServer?
    private(set) var port = 0

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("chaosbank-server-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    /// Starts a server (stopping the previous one) with `configuration`; returns a client for it.
    @discardableResult
    func start(_ configuration: HTTPServerConfiguration = HTTPServerConfiguration()) throws -> APIClient {
        server?.stop()
        let server = try ChaosBankServer(databasePath: databasePath, configuration: configuration)
        port = try server.start()
        self.server = server
        return APIClient(port: port)
    }

    /// Stops the server and removes the folder.
    func tearDown() {
        server?.stop()
        server = nil
        try? FileManager.default.removeItem(at: directory)
    }
}
