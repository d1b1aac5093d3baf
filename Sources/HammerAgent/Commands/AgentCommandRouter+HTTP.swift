import Foundation

extension AgentCommandRouter {
    /// The agent's HTTP API, without sockets: the server passes each accepted request here.
    ///
    /// | request | answer |
    /// |---|---|
    /// | `GET /v1/status` | the `status` command |
    /// | `GET /v1/catalog` | `{"ok":true,"output":{"commands":[descriptor…]}}` |
    /// | `POST /v1/commands/<name>` | the command's envelope ( ``AgentCommandResult`` ) |
    ///
    /// Status: 200 ok, 422 the command failed, 400 the call was invalid (unknown command, bad JSON,
    /// bad arguments), 404 unknown path, 405 known path with another method. Every body is an
    /// envelope, so a client parses one shape.
    public func respond(method: String, path: String, body: Data) async -> (status: Int, body: Data) {
        let route = path.split(separator: "?", maxSplits: 1).first.map(String.init) ?? path
        let verb = method.uppercased()
        switch route {
        case AgentRoute.status:
            guard verb == "GET" else { return Self.wrongMethod(verb, route, allowed: "GET") }
            return Self.answer(await handle(name: "status", body: Data()))
        case AgentRoute.catalog:
            guard verb == "GET" else { return Self.wrongMethod(verb, route, allowed: "GET") }
            let output = (try? AgentJSONValue(encoding: AgentCatalogOutput(commands: catalog))) ?? .null
            return Self.answer(.success(output))
        default:
            let prefix = AgentRoute.commandPrefix
            guard route.hasPrefix(prefix), route.count > prefix.count else {
                let error = AgentCommandError.invalid(
                    message: "no such path: \(verb) \(route)",
                    hint: ["the agent answers GET /v1/status, GET /v1/catalog and POST /v1/commands/<name>"]
                )
                return (404, AgentCommandResult.failure(error).jsonData())
            }
            guard verb == "POST" else { return Self.wrongMethod(verb, route, allowed: "POST") }
            let name = String(route.dropFirst(prefix.count)).removingPercentEncoding ?? String(route.dropFirst(prefix.count))
            return Self.answer(await handle(name: name, body: body))
        }
    }

    private static func answer(_ result: AgentCommandResult) -> (status: Int, body: Data) {
        (result.httpStatus, result.jsonData())
    }

    private static func wrongMethod(_ method: String, _ route: String, allowed: String) -> (status: Int, body: Data) {
        let error = AgentCommandError.invalid(message: "\(route) does not take \(method)", hint: ["use \(allowed) \(route)"])
        return (405, AgentCommandResult.failure(error).jsonData())
    }
}
