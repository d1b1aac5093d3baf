import Foundation
import KassSupport
import XCTest

/// One answer of the server, parsed.
struct APIReply: Sendable {
    /// The status code.
    let status: Int
    /// Headers, names lowercased.
    let headers: [String: String]
    /// The body bytes.
    let body: Data

    /// The body as a JSON object (empty when it is not one).
    var json: [String: Any] {
        (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] ?? [:]
    }

    /// The error object's `code`, for error answers.
    var errorCode: String? { (json["error"] as? [String: Any])?["code"] as? String }
    /// The error object's `message`.
    var errorMessage: String? { (json["error"] as? [String: Any])?["message"] as? String }
    /// The error object's `hint`.
    var errorHint: String? { (json["error"] as? [String: Any])?["hint"] as? String }
    /// The body as text, for failure messages.
    var text: String { String(decoding: body, as: UTF8.self) }
}

/// A client over raw loopback sockets (the package's one socket layer): every request is a fresh
/// connection, as the server answers with `Connection: close`.
struct APIClient: Sendable {
    /// The server's port.
    let port: Int
    /// The bearer token, once signed in.
    var token: String?

    /// Sends raw bytes and parses the answer.
    func raw(_ bytes: [UInt8]) throws -> APIReply {
        let answer = try Socket.exchange(bytes, withLoopbackPort: port, timeout: 30)
        return try Self.parse(answer)
    }

    /// Sends a request; `body` is sent as given (JSON text or anything else).
    func send(
        _ method: String, _ path: String, body: String? = nil, idempotencyKey: String? = nil, headers: [String: String] = [:]
    ) throws -> APIReply {
        var head = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\n"
        if let token { head += "Authorization: Bearer \(token)\r\n" }
        if let idempotencyKey { head += "Idempotency-Key: \(idempotencyKey)\r\n" }
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) { head += "\(name): \(value)\r\n" }
        let bodyBytes = Array((body ?? "").utf8)
        if body != nil { head += "Content-Type: application/json\r\nContent-Length: \(bodyBytes.count)\r\n" }
        return try raw(Array((head + "\r\n").utf8) + bodyBytes)
    }

    /// POSTs `body` with a fresh idempotency key (or `key`).
    func post(_ path: String, _ body: String, key: String = UUID().uuidString) throws -> APIReply {
        try send("POST", path, body: body, idempotencyKey: key)
    }

    /// Signs in as the demo customer (email, password, one-time code); returns a signed-in client.
    func signedIn() throws -> APIClient {
        let session = try post("/v1/session", #"{"email":"anna@chaosbank.test","password":"Secret123!"}"#)
        guard session.status == 201, let token = session.json["token"] as? String else {
            throw ClientFailure("sign-in answered \(session.status): \(session.text)")
        }
        let client = APIClient(port: port, token: token)
        let verified = try client.post("/v1/session/code", #"{"code":"246810"}"#)
        guard verified.status == 200 else { throw ClientFailure("the code answered \(verified.status): \(verified.text)") }
        return client
    }

    /// The accounts' balances by currency, as decimal strings.
    func balances() throws -> [String: String] {
        let reply = try send("GET", "/v1/accounts")
        guard reply.status == 200, let accounts = reply.json["accounts"] as? [[String: Any]] else {
            throw ClientFailure("GET /v1/accounts answered \(reply.status): \(reply.text)")
        }
        var balances: [String: String] = [:]
        for account in accounts { balances[account["currency"] as? String ?? "?"] = account["balance"] as? String }
        return balances
    }

    /// Every transaction, newest first (pages through the list).
    func allTransactions() throws -> [[String: Any]] {
        var all: [[String: Any]] = []
        while true {
            let reply = try send("GET", "/v1/transactions?offset=\(all.count)&limit=100")
            guard reply.status == 200, let page = reply.json["transactions"] as? [[String: Any]] else {
                throw ClientFailure("GET /v1/transactions answered \(reply.status): \(reply.text)")
            }
            all += page
            if page.isEmpty || all.count >= (reply.json["total"] as? Int ?? 0) { return all }
        }
    }

    /// Parses `HTTP/1.1 <status> ...`, headers and body.
    static func parse(_ bytes: [UInt8]) throws -> APIReply {
        var answer = bytes[...]
        // Skip interim answers (`100 Continue`).
        while let end = headEnd(answer), String(decoding: answer[..<end], as: UTF8.self).hasPrefix("HTTP/1.1 1") {
            answer = answer[(end + 4)...]
        }
        guard let end = headEnd(answer) else { throw ClientFailure("no HTTP answer: \(String(decoding: bytes, as: UTF8.self))") }
        let lines = String(decoding: answer[..<end], as: UTF8.self).components(separatedBy: "\r\n")
        let statusParts = lines[0].split(separator: " ")
        guard statusParts.count >= 2, let status = Int(statusParts[1]) else { throw ClientFailure("bad status line \(lines[0])") }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return APIReply(status: status, headers: headers, body: Data(answer[(end + 4)...]))
    }

    private static func headEnd(_ bytes: ArraySlice<UInt8>) -> Int? {
        var index = bytes.startIndex
        while index + 3 < bytes.endIndex {
            if bytes[index] == 13, bytes[index + 1] == 10, bytes[index + 2] == 13, bytes[index + 3] == 10 { return index }
            index += 1
        }
        return nil
    }
}

/// A client-side failure with its reason.
struct ClientFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
