import Foundation
import KassSQLite
import KassSupport

/// Who sent a request, once its token was checked.
struct Caller: Sendable {
    /// The bearer token, if one was sent and is valid.
    let token: String?
    /// The customer the token belongs to.
    let userID: Int64?

    /// Nobody signed in.
    static let anonymous = Caller(token: nil, userID: nil)

    /// The customer (routes that require a session only run with one).
    func user() throws(APIError) -> Int64 {
        guard let userID else { throw .missingToken }
        return userID
    }
}

/// What a route needs from the caller.
enum RouteAccess: Sendable {
    /// Anyone.
    case open
    /// A token whose one-time code may still be pending.
    case pendingSession
    /// A signed-in session (token and verified code).
    case session
}

/// One request's parts a route reads.
struct RouteRequest {
    /// The parsed request.
    let request: HTTPRequest
    /// Its caller.
    let caller: Caller
}

/// Work that runs inside the POST's database transaction (after the body was decoded).
typealias WriteOperation = (SQLiteConnection) throws -> HTTPResponse

/// One endpoint: method, path, who may call it, and what it does.
struct APIRoute: Sendable {
    /// What the route does with a request.
    enum Action: Sendable {
        /// Reads, in one consistent snapshot (a deferred transaction).
        case read(@Sendable (RouteRequest, SQLiteConnection) throws -> HTTPResponse)
        /// Changes data: decodes and checks the body first (400s change nothing), then returns the
        /// work, which runs in one immediate transaction together with its idempotency record.
        case write(@Sendable (RouteRequest) throws -> WriteOperation)
        /// Changes data without an idempotency key (DELETE is idempotent by itself).
        case delete(@Sendable (RouteRequest, SQLiteConnection) throws -> HTTPResponse)
    }

    /// `GET`, `POST` or `DELETE`.
    let method: String
    /// The exact path (`/v1/transfers`).
    let path: String
    /// Who may call it.
    let access: RouteAccess
    /// What it does.
    let action: Action
}
