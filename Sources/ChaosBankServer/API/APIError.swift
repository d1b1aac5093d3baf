import Foundation
import KassSupport

/// Why the API refused a request: each case knows its status, its stable `code` (for clients to
/// branch on), what was wrong and how to fix it. The one place error wording lives.
///
/// The wire form: `{"error":{"code":"insufficient_funds","message":"...","hint":"..."}}`.
package enum APIError: Error, Equatable, Sendable {
    /// The bytes were not an HTTP request the server accepts.
    case malformedRequest(HTTPParseError)
    /// No route has this path.
    case unknownRoute(path: String, suggestions: [String])
    /// The path exists, the method does not.
    case methodNotAllowed(method: String, path: String, allowed: [String])
    /// No `Authorization: Bearer <token>` header.
    case missingToken
    /// A token the server does not know (or signed out).
    case invalidToken
    /// A token whose one-time code was not verified yet.
    case codeNotVerified
    /// A POST without an `Idempotency-Key` header, or with an unusable one.
    case missingIdempotencyKey
    /// An `Idempotency-Key` that is empty, too long or not printable ASCII.
    case invalidIdempotencyKey(String)
    /// The key was used before for another request.
    case idempotencyKeyReused(key: String)
    /// The body is not JSON, or not a JSON object.
    case malformedJSON(String)
    /// The body has a field the endpoint does not know.
    case unknownField(String, suggestions: [String], allowed: [String])
    /// A required field is missing.
    case missingField(String)
    /// A field has the wrong type or an unusable value.
    case invalidField(String, reason: String)
    /// A query parameter has an unusable value.
    case invalidParameter(String, reason: String)
    /// Email or password wrong.
    case invalidCredentials
    /// The one-time code is wrong.
    case invalidCode
    /// The account does not hold enough money.
    case insufficientFunds(available: String, needed: String)
    /// A record named in the request does not exist (a recipient, an asset).
    case notFound(kind: String, id: String)
    /// A business rule refused the request (the reason is what the app shows).
    case rejected(String)
    /// The server is at its connection limit.
    case tooManyConnections(limit: Int)
    /// The request did not arrive in time.
    case requestTimedOut(seconds: Double)
    /// The server failed (a database error); the request changed nothing.
    case internalError(String)

    /// The HTTP status.
    package var status: Int {
        switch self {
        case let .malformedRequest(error): error.status
        case .unknownRoute, .notFound: 404
        case .methodNotAllowed: 405
        case .missingToken, .invalidToken, .invalidCredentials, .invalidCode: 401
        case .codeNotVerified: 403
        case .missingIdempotencyKey, .invalidIdempotencyKey, .malformedJSON, .unknownField, .missingField, .invalidField,
             .invalidParameter:
            400
        case .idempotencyKeyReused, .insufficientFunds, .rejected: 422
        case .tooManyConnections: 503
        case .requestTimedOut: 408
        case .internalError: 500
        }
    }

    /// The stable machine-readable code.
    package var code: String {
        switch self {
        case let .malformedRequest(error): error.status == 413 ? "request_too_large" : "malformed_request"
        case .unknownRoute: "unknown_route"
        case .methodNotAllowed: "method_not_allowed"
        case .missingToken: "missing_token"
        case .invalidToken: "invalid_token"
        case .codeNotVerified: "code_not_verified"
        case .missingIdempotencyKey, .invalidIdempotencyKey: "idempotency_key_required"
        case .idempotencyKeyReused: "idempotency_key_reused"
        case .malformedJSON: "malformed_json"
        case .unknownField: "unknown_field"
        case .missingField: "missing_field"
        case .invalidField: "invalid_field"
        case .invalidParameter: "invalid_parameter"
        case .invalidCredentials: "invalid_credentials"
        case .invalidCode: "invalid_code"
        case .insufficientFunds: "insufficient_funds"
        case .notFound: "not_found"
        case .rejected: "rejected"
        case .tooManyConnections: "too_many_connections"
        case .requestTimedOut: "request_timeout"
        case .internalError: "internal_error"
        }
    }

    /// What was wrong.
    package var message: String {
        switch self {
        case let .malformedRequest(error): error.message
        case let .unknownRoute(path, _): "no route '\(HTTPLogText.quoted(path))'"
        case let .methodNotAllowed(method, path, _): "\(HTTPLogText.quoted(method)) is not allowed on '\(HTTPLogText.quoted(path))'"
        case .missingToken: "this route needs a session token and the request has none"
        case .invalidToken: "the session token is not valid (it was never issued, or the session was signed out)"
        case .codeNotVerified: "the session's one-time code was not verified yet"
        case .missingIdempotencyKey: "every POST needs an Idempotency-Key header and this one has none"
        case let .invalidIdempotencyKey(key): "Idempotency-Key '\(HTTPLogText.quoted(key))' is not usable"
        case let .idempotencyKeyReused(key):
            "Idempotency-Key '\(HTTPLogText.quoted(key))' was already used for a different request (another route or body)"
        case let .malformedJSON(reason): "the body is not a JSON object: \(reason)"
        case let .unknownField(name, _, _): "unknown field '\(HTTPLogText.quoted(name))'"
        case let .missingField(name): "the field '\(name)' is missing"
        case let .invalidField(name, reason): "the field '\(name)' \(reason)"
        case let .invalidParameter(name, reason): "the query parameter '\(name)' \(reason)"
        case .invalidCredentials: "Email or password is wrong"
        case .invalidCode: "The code is not valid"
        case .insufficientFunds: "Not enough money on this account"
        case let .notFound(kind, id): "no \(kind) '\(HTTPLogText.quoted(id))'"
        case let .rejected(reason): reason
        case let .tooManyConnections(limit): "the server is serving its limit of \(limit) connections"
        case let .requestTimedOut(seconds): "the request did not arrive completely within \(seconds) seconds"
        case let .internalError(reason): "the server failed and changed nothing: \(reason)"
        }
    }

    /// How to fix it.
    package var hint: String {
        switch self {
        case let .malformedRequest(error): error.hint
        case let .unknownRoute(_, suggestions):
            NearMatchWording.didYouMean(suggestions) ?? "see Guide/ChaosBankServer.md for the routes"
        case let .methodNotAllowed(_, _, allowed): "use " + allowed.joined(separator: " or ")
        case .missingToken: "sign in with POST /v1/session, verify the code, then send 'Authorization: Bearer <token>'"
        case .invalidToken: "sign in again with POST /v1/session"
        case .codeNotVerified: "send the one-time code with POST /v1/session/code first"
        case .missingIdempotencyKey, .invalidIdempotencyKey:
            "send 'Idempotency-Key: <1 to 128 printable ASCII characters>', a new one per operation (a UUID), "
                + "and the same one when retrying it"
        case .idempotencyKeyReused: "use a new Idempotency-Key for a new operation; reuse a key only to retry the same request"
        case .malformedJSON: "send a JSON object with 'Content-Type: application/json'"
        case let .unknownField(_, suggestions, allowed):
            NearMatchWording.didYouMean(suggestions) ?? "the fields are: " + allowed.joined(separator: ", ")
        case .missingField: "add the field to the JSON body"
        case .invalidField, .invalidParameter: "see Guide/ChaosBankServer.md for the field's format"
        case .invalidCredentials: "check the email and password"
        case .invalidCode: "use the code from the latest sign-in"
        case let .insufficientFunds(available, needed): "the account holds \(available); the request needs \(needed)"
        case .notFound: "list what exists with the matching GET route"
        case .rejected: "change the request as the message says"
        case .tooManyConnections: "retry shortly"
        case .requestTimedOut: "send the whole request at once"
        case .internalError: "retry with the same Idempotency-Key; if it persists, report it with the server's log"
        }
    }

    /// The JSON response.
    var response: HTTPResponse {
        var response = APIResponse.json(
            ["error": ["code": code, "message": message, "hint": hint]], status: status)
        if case let .methodNotAllowed(_, _, allowed) = self { response.headers["Allow"] = allowed.joined(separator: ", ") }
        return response
    }
}
