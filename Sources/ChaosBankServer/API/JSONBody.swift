import Foundation
import KassSupport

/// Decodes request bodies into `Decodable` values with errors that name the field: a body that is
/// not a JSON object, an unknown field (a typo would otherwise be ignored silently), a missing field
/// or a value of the wrong type each get their own ``APIError``.
enum JSONBody {
    /// Decodes `data` as `Body`, whose fields are `fields`.
    static func decode<Body: Decodable>(_ type: Body.Type, from data: Data, fields: [String]) throws(APIError) -> Body {
        guard !data.isEmpty else { throw .malformedJSON("the body is empty") }
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data, options: [])
        } catch {
            throw .malformedJSON("it does not parse (\(Self.reason(error)))")
        }
        guard let dictionary = object as? [String: Any] else {
            throw .malformedJSON("the top level is \(object is [Any] ? "an array" : "a single value"), not an object")
        }
        for key in dictionary.keys.sorted() where !fields.contains(key) {
            throw .unknownField(key, suggestions: NearMatchRanker.rank(key, among: fields), allowed: fields)
        }
        do {
            return try JSONDecoder().decode(Body.self, from: data)
        } catch let DecodingError.keyNotFound(key, _) {
            throw .missingField(key.stringValue)
        } catch let DecodingError.typeMismatch(expected, context) {
            throw .invalidField(name(context), reason: "must be \(describe(expected))")
        } catch let DecodingError.valueNotFound(expected, context) {
            throw .invalidField(name(context), reason: "must be \(describe(expected)), not null")
        } catch {
            throw .malformedJSON(Self.reason(error))
        }
    }

    /// The dotted path of the failing field.
    private static func name(_ context: DecodingError.Context) -> String {
        context.codingPath.map(\.stringValue).joined(separator: ".")
    }

    /// `a string`, `true or false`...
    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Bool.Type: "true or false"
        case is Int.Type: "a whole number"
        default: "\(type)"
        }
    }

    /// A short reason from a Foundation error.
    private static func reason(_ error: Error) -> String {
        let text = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
        return String(text.prefix(200))
    }
}
