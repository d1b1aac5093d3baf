import Foundation
import KassSupport

/// Reading of the small JSON files a user writes for `kass mutants`, strictly: a missing file, a
/// syntax error (with the place the parser names), a value of the wrong type, a missing key and an
/// unknown key (with a did-you-mean) are each an ``InputFileError``, never silently accepted.
struct StrictJSON {
    /// The file as the user names it, for messages.
    var path: String

    /// The parsed top-level value of the file at `url`.
    static func read(_ url: URL, displayPath: String) throws -> (value: Any, reader: StrictJSON) {
        let reader = StrictJSON(path: displayPath)
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw InputFileError(path: displayPath, message: "no such file (looked at \(url.path)). Check the path.")
        }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw InputFileError(path: displayPath, message: "could not be read (\(error.localizedDescription)).")
        }
        return (try reader.parse(data), reader)
    }

    /// The parsed top-level value of `data`.
    func parse(_ data: Data) throws -> Any {
        do {
            return try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        } catch {
            let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? error.localizedDescription
            let place = Self.place(ofParserMessage: detail, in: data)
            throw InputFileError(path: path, place: place, message: "not valid JSON (\(detail)). Fix the syntax there.")
        }
    }

    /// `line L, column C` for a parser message that names a character offset (`Invalid value
    /// around character 13.`), `the end of the file` for one about the end, else nil.
    static func place(ofParserMessage message: String, in data: Data) -> String? {
        let lowercased = message.lowercased()
        if lowercased.contains("end of file") || lowercased.contains("unexpected end") { return "at the end of the file" }
        guard let range = message.range(of: "character ") else { return nil }
        let digits = message[range.upperBound...].prefix { $0.isNumber }
        guard let offset = Int(digits) else { return nil }
        var line = 1
        var column = 1
        for byte in data.prefix(offset) {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return "line \(line), column \(column)"
    }

    /// `value` as an object whose keys are all in `allowed`; throws for another type or an unknown key.
    func object(_ value: Any, place: String?, allowed: [String]) throws -> [String: Any] {
        guard let object = value as? [String: Any] else {
            throw InputFileError(path: path, place: place, message: "expected an object ({ … }), found \(Self.kind(of: value)).")
        }
        for key in object.keys.sorted() where !allowed.contains(key) {
            let hint = NearMatchWording.parenthesized(NearMatchRanker.rank(key, among: allowed))
            throw InputFileError(
                path: path, place: Self.join(place, "key \"\(key)\""),
                message: "unknown key\(hint). Keys: \(allowed.joined(separator: ", "))."
            )
        }
        return object
    }

    /// `value` as an array.
    func array(_ value: Any, place: String?) throws -> [Any] {
        guard let array = value as? [Any] else {
            throw InputFileError(path: path, place: place, message: "expected an array ([ … ]), found \(Self.kind(of: value)).")
        }
        return array
    }

    /// The string at `key` of `object`: nil when absent and not `required`; throws for another
    /// type, an absent required key, or an empty or blank string.
    func string(_ object: [String: Any], _ key: String, place: String?, required: Bool) throws -> String? {
        guard let value = object[key] else {
            guard !required else {
                throw InputFileError(path: path, place: place, message: "the key \"\(key)\" is missing; it is required.")
            }
            return nil
        }
        guard let text = value as? String else {
            throw InputFileError(
                path: path, place: Self.join(place, "key \"\(key)\""), message: "expected a string, found \(Self.kind(of: value))."
            )
        }
        guard !text.allSatisfy(\.isWhitespace) else {
            throw InputFileError(
                path: path, place: Self.join(place, "key \"\(key)\""), message: "is empty; give it a value or leave it out."
            )
        }
        return text
    }

    /// `a: b`, or `b` alone.
    static func join(_ outer: String?, _ inner: String) -> String {
        outer.map { "\($0), \(inner)" } ?? inner
    }

    /// The JSON kind of `value`, for messages.
    static func kind(of value: Any) -> String {
        switch value {
        case is String: return "a string"
        case is [Any]: return "an array"
        case is [String: Any]: return "an object"
        case is NSNull: return "null"
        case is Bool: return "a boolean"
        case is NSNumber: return "a number"
        default: return "\(type(of: value))"
        }
    }
}
