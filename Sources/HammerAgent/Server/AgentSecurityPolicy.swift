import Foundation

/// The rules a parsed request must pass before the handler sees it; a pure function of the request.
///
/// In order: nothing a browser sends (`Origin`, `Referer`, `Cookie`, `Sec-Fetch-*`) → 403; a `Host`
/// that is not loopback unless remote connections are allowed → 403 (DNS rebinding); the bearer
/// token when one is configured → 401; GET or POST only → 405.
struct AgentSecurityPolicy: Sendable {
    /// The token every request must present, if any.
    var token: String?
    /// Whether any `Host` is accepted (the agent then listens beyond loopback, with a token).
    var allowsRemoteConnections: Bool

    /// Makes the policy of a server configuration.
    init(token: String?, allowsRemoteConnections: Bool) {
        self.token = token
        self.allowsRemoteConnections = allowsRemoteConnections
    }

    /// Why `request` is refused, or nil when the handler may see it.
    func refusal(for request: AgentHTTPRequest) -> AgentRefusal? {
        for name in request.headers.keys.sorted() where Self.isBrowserHeader(name) {
            return .browserHeader(Self.displayName(name))
        }
        guard let host = request.headers["host"] else { return .missingHost }
        if !allowsRemoteConnections, !Self.isLoopbackHost(host) { return .foreignHost(host) }
        if let token {
            guard let authorization = request.headers["authorization"] else { return .missingToken }
            guard let presented = Self.bearerToken(authorization),
                  Self.constantTimeEquals(presented, token) else { return .wrongToken }
        }
        guard request.method == "GET" || request.method == "POST" else { return .methodNotAllowed(request.method) }
        return nil
    }

    /// Whether a lowercased header name is one only browsers send.
    static func isBrowserHeader(_ name: String) -> Bool {
        name == "origin" || name == "referer" || name == "cookie" || name.hasPrefix("sec-fetch-")
    }

    /// `sec-fetch-site` → `Sec-Fetch-Site`, for messages.
    static func displayName(_ name: String) -> String {
        name.split(separator: "-", omittingEmptySubsequences: false).map { $0.prefix(1).uppercased() + $0.dropFirst() }
            .joined(separator: "-")
    }

    /// Whether `host` is `127.0.0.1`, `localhost` or `[::1]`, optionally with a numeric port.
    static func isLoopbackHost(_ host: String) -> Bool {
        let lowered = host.lowercased()
        for name in ["127.0.0.1", "localhost", "[::1]"] where lowered.hasPrefix(name) {
            let rest = lowered.dropFirst(name.count)
            if rest.isEmpty { return true }
            guard rest.first == ":" else { continue }
            let port = rest.dropFirst()
            return !port.isEmpty && port.count <= 5 && port.utf8.allSatisfy { (0x30...0x39).contains($0) }
        }
        return false
    }

    /// The credentials of `Bearer <token>` (scheme case-insensitive), or nil for another scheme.
    static func bearerToken(_ authorization: String) -> String? {
        let parts = authorization.split(separator: " ", maxSplits: 1)
        guard parts.count == 2, parts[0].lowercased() == "bearer" else { return nil }
        return parts[1].trimmingCharacters(in: .whitespaces)
    }

    /// Compares two strings in time that depends only on their lengths, not on where they differ.
    static func constantTimeEquals(_ lhs: String, _ rhs: String) -> Bool {
        let left = Array(lhs.utf8)
        let right = Array(rhs.utf8)
        var difference = UInt8(left.count == right.count ? 0 : 1)
        let count = max(left.count, right.count)
        for index in 0..<count {
            let leftByte = index < left.count ? left[index] : 0
            let rightByte = index < right.count ? right[index] : 0
            difference |= leftByte ^ rightByte
        }
        return difference == 0
    }
}
