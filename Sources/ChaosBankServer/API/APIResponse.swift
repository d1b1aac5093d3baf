import Foundation
import KassSupport

/// Builds the API's JSON responses.
enum APIResponse {
    /// `value` as JSON (sorted keys, so the same answer is the same bytes) with `status`.
    static func json(_ value: some Encodable, status: Int = 200) -> HTTPResponse {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let body = try? encoder.encode(value) else {
            return HTTPResponse(
                status: 500, headers: ["Content-Type": "application/json"],
                body: Data(#"{"error":{"code":"internal_error","message":"the answer could not be encoded","hint":"report it"}}"#.utf8))
        }
        return HTTPResponse(status: status, headers: ["Content-Type": "application/json"], body: body)
    }
}
