import Foundation
import KassSQLite
import KassSupport

/// Idempotency keys: every POST carries an `Idempotency-Key`; its first answer is stored in the same
/// transaction as the work it did, so a retry (after a timeout, a lost answer, a killed server)
/// replays that answer and never does the work again. The same key with a different request is 422.
enum Idempotency {
    /// The longest key accepted.
    static let maximumKeyLength = 128

    /// The request's key, checked: 1 to 128 printable ASCII characters.
    static func key(in request: HTTPRequest) throws(APIError) -> String {
        guard let key = request.headers["idempotency-key"] else { throw .missingIdempotencyKey }
        guard (1...maximumKeyLength).contains(key.utf8.count), key.utf8.allSatisfy({ (0x21...0x7E).contains($0) }) else {
            throw .invalidIdempotencyKey(key)
        }
        return key
    }

    /// What identifies "the same request": method, path and body bytes.
    static func fingerprint(of request: HTTPRequest) -> Data {
        Data("\(request.method) \(request.path)\n".utf8) + request.body
    }

    /// Inside the caller's transaction: replays the stored answer for `key`, refuses a different
    /// request under it, or runs `work` and stores its answer. A refusal `work` throws (an
    /// ``APIError``, such as insufficient funds) undoes its changes and is stored as the answer, so a
    /// retry gets the same refusal; any other error rolls the whole transaction back and stores nothing.
    static func replayOrRun(
        _ database: SQLiteConnection, scope: String, key: String, request: HTTPRequest, work: () throws -> HTTPResponse
    ) throws -> HTTPResponse {
        let fingerprint = fingerprint(of: request)
        let stored = try database.query(
            "SELECT fingerprint, status, body FROM idempotency_keys WHERE scope = ? AND key = ?", [.text(scope), .text(key)]
        ).first
        if let stored {
            guard try stored.blob("fingerprint") == fingerprint else { throw APIError.idempotencyKeyReused(key: key) }
            return HTTPResponse(
                status: try stored.int("status"),
                headers: ["Content-Type": "application/json", "Idempotent-Replayed": "true"],
                body: try stored.blob("body"))
        }
        try database.execute("SAVEPOINT idempotent_work")
        let response: HTTPResponse
        do {
            response = try work()
        } catch let refusal as APIError {
            try database.execute("ROLLBACK TO idempotent_work")
            response = refusal.response
        }
        try database.execute("RELEASE idempotent_work")
        try database.run(
            "INSERT INTO idempotency_keys (scope, key, fingerprint, status, body) VALUES (?, ?, ?, ?, ?)",
            [.text(scope), .text(key), .blob(fingerprint), .int(response.status), .blob(response.body)])
        return response
    }
}
