import Foundation
import KassSQLite
import KassSupport

/// The ChaosBank API: routes a parsed request, checks its token, and runs it against the store:
/// reads in a snapshot, POSTs in one immediate transaction with their idempotency record. Errors
/// become JSON answers (``APIError``); nothing a client sends can crash it.
final class ChaosBankAPI: Sendable {
    /// The routes, in the order the Guide lists them.
    static let routes: [APIRoute] = sessionRoutes + accountRoutes + transferRoutes + transactionRoutes + marketRoutes + cardRoutes
        + settingsRoutes

    let store: BankStore
    private let log: @Sendable (String) -> Void

    /// An API over `store`.
    init(store: BankStore, log: @escaping @Sendable (String) -> Void) {
        self.store = store
        self.log = log
    }

    /// Answers `request` (never throws: every failure is a JSON error answer).
    func handle(_ request: HTTPRequest) -> HTTPResponse {
        do {
            return try dispatch(request)
        } catch let error as APIError {
            return error.response
        } catch {
            log("chaosbank-server: \(request.method) \(HTTPLogText.quoted(request.path)) failed: \(error)")
            return APIError.internalError("\(error)").response
        }
    }

    private func dispatch(_ request: HTTPRequest) throws -> HTTPResponse {
        let candidates = Self.routes.filter { $0.path == request.path }
        guard !candidates.isEmpty else {
            let paths = Array(Set(Self.routes.map(\.path))).sorted()
            throw APIError.unknownRoute(path: request.path, suggestions: NearMatchRanker.rank(request.path, among: paths))
        }
        guard let route = candidates.first(where: { $0.method == request.method }) else {
            throw APIError.methodNotAllowed(method: request.method, path: request.path, allowed: candidates.map(\.method))
        }
        let caller = try authenticate(request, access: route.access)
        let routeRequest = RouteRequest(request: request, caller: caller)
        switch route.action {
        case let .read(read):
            return try store.withConnection { database in
                try database.transaction(.deferred) { try read(routeRequest, database) }
            }
        case let .delete(delete):
            return try store.write { database in
                try database.transaction(.immediate) { try delete(routeRequest, database) }
            }
        case let .write(prepare):
            let key = try Idempotency.key(in: request)
            let operation = try prepare(routeRequest)
            let scope = caller.userID.map { "user:\($0)" } ?? "anonymous"
            return try store.write { database in
                try database.transaction(.immediate) {
                    try Idempotency.replayOrRun(database, scope: scope, key: key, request: request) { try operation(database) }
                }
            }
        }
    }

    /// The caller, checked against what the route needs.
    private func authenticate(_ request: HTTPRequest, access: RouteAccess) throws -> Caller {
        guard access != .open else { return .anonymous }
        guard let header = request.headers["authorization"] else { throw APIError.missingToken }
        let parts = header.split(separator: " ", maxSplits: 1)
        guard parts.count == 2, parts[0].lowercased() == "bearer", parts[1].count <= 128 else { throw APIError.invalidToken }
        let token = String(parts[1])
        let row = try store.withConnection { database in
            try database.query("SELECT user_id, verified FROM sessions WHERE token = ?", [.text(token)]).first
        }
        guard let row else { throw APIError.invalidToken }
        if access == .session, try !row.bool("verified") { throw APIError.codeNotVerified }
        return Caller(token: token, userID: try row.integer("user_id"))
    }
}
