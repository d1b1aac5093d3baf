import Foundation
import Hammer
import KassSupport

/// Checks a command's JSON arguments against its descriptor, then decodes them: an empty body is
/// `{}`, anything but an object is bad JSON, unknown keys, missing required keys and values of the
/// wrong JSON type are refused naming the key, and decoding errors name the key that was wrong.
enum ArgumentDecoding {
    /// The argument object in `body`, checked against `descriptor`.
    static func validate(_ body: Data, against descriptor: CommandDescriptor) throws(AgentCommandError) -> [String: AgentJSONValue] {
        let members = try object(in: body)
        let known = descriptor.parameters.map(\.name)
        for key in members.keys.sorted() where descriptor.parameter(named: key) == nil {
            throw .unknownKey(key: key, command: descriptor.name, suggestions: NearMatchRanker.rankNames(key, among: known))
        }
        for parameter in descriptor.parameters {
            guard let value = members[parameter.name], value != .null else {
                if parameter.required { throw .missingArgument(key: parameter.name, command: descriptor.name) }
                continue
            }
            if parameter.type == .integer, case .number(let number) = value, number.rounded() == number, !isExactInteger(number) {
                throw .badArgument(
                    key: parameter.name, command: descriptor.name,
                    reason: "must be an integer from \(Int64.min) to \(Int64.max), written without a fraction or exponent, not \(number)"
                )
            }
            if !matches(value, parameter.type) {
                throw .badArgument(
                    key: parameter.name, command: descriptor.name,
                    reason: "must be \(article(parameter.type)) \(parameter.type.rawValue), "
                        + "not \(article(value.typeName)) \(value.typeName)"
                )
            }
        }
        return members
    }

    /// The JSON object in `body` (`{}` when the body is empty), read strictly: invalid JSON is
    /// refused with the position of the error.
    static func object(in body: Data) throws(AgentCommandError) -> [String: AgentJSONValue] {
        if body.allSatisfy({ [0x20, 0x09, 0x0A, 0x0D].contains($0) }) { return [:] }
        let value: AgentJSONValue
        do {
            value = try AgentJSONValue.parsing(body)
        } catch {
            throw .badJSON(reason: error.description)
        }
        guard let members = value.objectValue else { throw .badJSON(reason: "it is \(article(value.typeName)) \(value.typeName)") }
        return members
    }

    /// `type` decoded from `body`, with decoding errors mapped to the key that was wrong.
    static func decode<Arguments: Decodable>(
        _ type: Arguments.Type, from body: Data, command: String
    ) throws(AgentCommandError) -> Arguments {
        let data = body.allSatisfy({ [0x20, 0x09, 0x0A, 0x0D].contains($0) }) ? Data("{}".utf8) : body
        do {
            return try JSONDecoder().decode(type, from: data)
        } catch let error as AgentCommandError {
            throw error
        } catch let error as DecodingError {
            throw mapped(error, command: command)
        } catch {
            throw .badJSON(reason: String(describing: error))
        }
    }

    private static func mapped(_ error: DecodingError, command: String) -> AgentCommandError {
        switch error {
        case .keyNotFound(let key, _):
            return .missingArgument(key: key.stringValue, command: command)
        case .typeMismatch(let type, let context):
            return .badArgument(key: path(context), command: command, reason: "must be \(typeName(type))")
        case .valueNotFound(let type, let context):
            return .badArgument(key: path(context), command: command, reason: "must be \(typeName(type)), not null")
        case .dataCorrupted(let context):
            if context.codingPath.isEmpty { return .badJSON(reason: context.debugDescription) }
            return .badArgument(key: path(context), command: command, reason: context.debugDescription)
        @unknown default:
            return .badJSON(reason: String(describing: error))
        }
    }

    private static func path(_ context: DecodingError.Context) -> String {
        context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
    }

    private static func typeName(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Bool.Type: "a boolean"
        case is Int.Type: "an integer"
        case is Double.Type, is CGFloat.Type: "a number"
        default: "a value of type \(type)"
        }
    }

    private static func matches(_ value: AgentJSONValue, _ type: ParameterDescriptor.ParameterType) -> Bool {
        switch (type, value) {
        case (.string, .string), (.boolean, .bool), (.number, .number), (.object, .object): return true
        case (.number, .integer), (.integer, .integer): return true
        case (.integer, .number(let number)): return number.rounded() == number && isExactInteger(number)
        default: return false
        }
    }

    /// Whether `number` is an integer no `Double` rounding can have reached (|n| ≤ 2^53).
    private static func isExactInteger(_ number: Double) -> Bool {
        abs(number) <= 9_007_199_254_740_992
    }

    private static func article(_ word: String) -> String {
        ["a", "e", "i", "o", "u"].contains(word.first.map(String.init) ?? "") ? "an" : "a"
    }

    private static func article(_ type: ParameterDescriptor.ParameterType) -> String {
        article(type.rawValue)
    }
}
