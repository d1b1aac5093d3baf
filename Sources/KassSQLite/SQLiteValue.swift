import Foundation

/// One value SQLite stores: the five storage classes.
///
/// Literals make bindings short: `try connection.run("UPDATE accounts SET balance = ? WHERE id = ?", [125, "eur"])`.
package enum SQLiteValue: Sendable, Hashable, ExpressibleByIntegerLiteral, ExpressibleByStringLiteral,
    ExpressibleByNilLiteral, ExpressibleByFloatLiteral, ExpressibleByBooleanLiteral {
    /// SQL NULL.
    case null
    /// A 64-bit integer.
    case integer(Int64)
    /// A double.
    case real(Double)
    /// UTF-8 text.
    case text(String)
    /// Bytes.
    case blob(Data)

    /// An integer value from `Int`.
    package static func int(_ value: Int) -> SQLiteValue { .integer(Int64(value)) }

    /// Text, or NULL for nil.
    package static func optionalText(_ value: String?) -> SQLiteValue { value.map(SQLiteValue.text) ?? .null }

    package init(integerLiteral value: Int64) { self = .integer(value) }
    package init(stringLiteral value: String) { self = .text(value) }
    package init(nilLiteral: ()) { self = .null }
    package init(floatLiteral value: Double) { self = .real(value) }
    /// Booleans are stored as 0 and 1, as SQLite does.
    package init(booleanLiteral value: Bool) { self = .integer(value ? 1 : 0) }

    /// The storage class's name, for messages (`integer`, `text`...).
    package var typeName: String {
        switch self {
        case .null: "null"
        case .integer: "integer"
        case .real: "real"
        case .text: "text"
        case .blob: "blob"
        }
    }
}
