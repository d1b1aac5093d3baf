import Foundation
import KassSQLite
import KassSupport

/// Sign-in: email and password open a session whose one-time code must be verified before the
/// other routes answer; the same challenge rules as the app's in-process backend (a second
/// sign-in before the code was verified replaces the code: each digit shifts by one per replacement).
extension ChaosBankAPI {
    private struct SignInBody: Decodable {
        let email: String
        let password: String
    }

    private struct CodeBody: Decodable {
        let code: String
    }

    static let sessionRoutes: [APIRoute] = [
        APIRoute(method: "GET", path: "/v1/health", access: .open, action: .read { _, database in
            APIResponse.json(["status": "ok", "schemaVersion": "\(try BankSchema.version(of: database))"])
        }),
        APIRoute(method: "POST", path: "/v1/session", access: .open, action: .write { request in
            let body = try JSONBody.decode(SignInBody.self, from: request.request.body, fields: ["email", "password"])
            guard body.email.count <= 256, body.password.count <= 256 else { throw APIError.invalidCredentials }
            return { database in
                let email = body.email.trimmingCharacters(in: .whitespaces).lowercased()
                guard let user = try database.query("SELECT id, password FROM users WHERE email = ?", [.text(email)]).first,
                      try user.text("password") == body.password else {
                    throw APIError.invalidCredentials
                }
                let userID = try user.integer("id")
                try database.run("UPDATE users SET open_challenges = open_challenges + 1 WHERE id = ?", [.integer(userID)])
                let token = newToken()
                try database.run("INSERT INTO sessions (token, user_id, verified) VALUES (?, ?, 0)", [.text(token), .integer(userID)])
                return APIResponse.json(SessionBody(token: token, codeRequired: true), status: 201)
            }
        }),
        APIRoute(method: "DELETE", path: "/v1/session", access: .pendingSession, action: .delete { request, database in
            try database.run("DELETE FROM sessions WHERE token = ?", [.optionalText(request.caller.token)])
            return HTTPResponse(status: 204)
        }),
        APIRoute(method: "POST", path: "/v1/session/code", access: .pendingSession, action: .write { request in
            let body = try JSONBody.decode(CodeBody.self, from: request.request.body, fields: ["code"])
            let userID = try request.caller.user()
            return { database in
                guard let user = try database.query(
                    "SELECT one_time_code, open_challenges FROM users WHERE id = ?", [.integer(userID)]).first,
                      body.code == currentCode(try user.text("one_time_code"), openChallenges: try user.int("open_challenges"))
                else {
                    throw APIError.invalidCode
                }
                try database.run("UPDATE users SET open_challenges = 0 WHERE id = ?", [.integer(userID)])
                try database.run("UPDATE sessions SET verified = 1 WHERE token = ?", [.optionalText(request.caller.token)])
                return APIResponse.json(SessionBody(token: request.caller.token ?? "", codeRequired: false))
            }
        }),
        APIRoute(method: "POST", path: "/v1/session/code/resend", access: .pendingSession, action: .write { _ in
            { _ in APIResponse.json(["sent": true]) }
        }),
    ]

    /// The code the open challenge accepts: the customer's for the first, each digit shifted by the
    /// number of replacements after that.
    static func currentCode(_ code: String, openChallenges: Int) -> String {
        let shift = max(0, openChallenges - 1)
        guard shift > 0 else { return code }
        return String(code.map { Character(String((($0.wholeNumberValue ?? 0) + shift) % 10)) })
    }

    /// 32 random hexadecimal characters.
    static func newToken() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<4).map { _ in
            let value = generator.next() as UInt64
            let text = String(value, radix: 16)
            return String(repeating: "0", count: 16 - text.count) + text
        }.joined().prefix(32).description
    }
}

/// The answer of the session routes.
struct SessionBody: Encodable {
    /// The bearer token.
    let token: String
    /// Whether the one-time code still has to be sent (`POST /v1/session/code`).
    let codeRequired: Bool
}
