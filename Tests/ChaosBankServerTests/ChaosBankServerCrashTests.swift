import ChaosBankServer
import Foundation
import XCTest

/// `kill -9` of the server process in the middle of a burst of transfers: after a restart on the
/// same database file, every acknowledged transfer is there exactly once, retries of every request
/// (acknowledged or not) apply none twice, and the money adds up.
final class ChaosBankServerCrashTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("chaosbank-crash-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    func test_killDuringTransfers_losesNoAcknowledgedTransferAndAppliesNoneTwice() throws {
        let databasePath = directory.appendingPathComponent("bank.sqlite").path
        let first = try ServerProcess(databasePath: databasePath)
        let client = try APIClient(port: first.port).signedIn()
        let acknowledged = Collected<String>()   // keys answered 201
        let unanswered = Collected<String>()     // keys whose answer was lost (the server died)
        let killed = Collected<Bool>()
        let killAfter = 60
        let body = #"{"recipientId":"sofia","amount":"1.00","currency":"EUR"}"#
        runConcurrently(8) { thread in
            for round in 0..<1000 {
                let key = "crash-\(thread)-\(round)"
                do {
                    let reply = try client.post("/v1/transfers", body, key: key)
                    guard reply.status == 201 else { return unanswered.append(key) }
                    // The kill comes from inside the burst, once enough transfers were acknowledged.
                    if acknowledged.appendCounting(key) == killAfter {
                        killed.append(true)
                        first.kill9()
                    }
                } catch {
                    unanswered.append(key)
                    return
                }
            }
        }
        XCTAssertEqual(killed.count, 1, "the server was killed in the middle of the burst")
        XCTAssertGreaterThanOrEqual(acknowledged.count, killAfter)

        let second = try ServerProcess(databasePath: databasePath)
        defer { second.kill9() }
        let restarted = APIClient(port: second.port, token: client.token)
        let before = try restarted.allTransactions().filter { ($0["id"] as? String)?.hasPrefix("p") == true }
        XCTAssertGreaterThanOrEqual(before.count, acknowledged.count, "every acknowledged transfer survived the kill")
        // Every acknowledged request, retried, is a replay: it was committed, and is not applied again.
        for key in acknowledged.all {
            let retry = try restarted.post("/v1/transfers", body, key: key)
            XCTAssertEqual(retry.status, 201, "\(key): \(retry.text)")
            XCTAssertEqual(retry.headers["idempotent-replayed"], "true", "\(key) was committed before the kill")
        }
        // The requests whose answers were lost: retrying applies each at most once.
        for key in unanswered.all {
            XCTAssertEqual(try restarted.post("/v1/transfers", body, key: key).status, 201, key)
        }
        let booked = try restarted.allTransactions().filter { ($0["id"] as? String)?.hasPrefix("p") == true }
        let settled = acknowledged.count + unanswered.count
        XCTAssertEqual(booked.count, settled, "one transfer per request, after retrying each")
        XCTAssertEqual(Set(booked.compactMap { $0["id"] as? String }).count, booked.count)
        XCTAssertEqual(try restarted.balances()["EUR"], MinorUnitsText.format(425_075 - Int64(settled) * 100))
    }
}
