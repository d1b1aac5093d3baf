import Foundation

/// One result row: values by column, read by name with the type checked.
///
/// ```swift
/// let row = try connection.query("SELECT id, balance FROM accounts")[0]
/// let balance: Int64 = try row.integer("balance")
/// ```
package struct SQLiteRow: Sendable, Equatable {
    /// The column names, in order.
    package let columns: [String]
    /// The values, in column order.
    package let values: [SQLiteValue]

    /// A row.
    package init(columns: [String], values: [SQLiteValue]) {
        self.columns = columns
        self.values = values
    }

    /// The value of `column`.
    package func value(_ column: String) throws(SQLiteError) -> SQLiteValue {
        guard let index = columns.firstIndex(of: column) else { throw .missingColumn(name: column, available: columns) }
        return values[index]
    }

    /// The integer in `column` (NULL and other types are errors).
    package func integer(_ column: String) throws(SQLiteError) -> Int64 {
        let value = try value(column)
        guard case let .integer(integer) = value else {
            throw .columnType(name: column, expected: "integer", found: value.typeName)
        }
        return integer
    }

    /// The integer in `column` as `Int`.
    package func int(_ column: String) throws(SQLiteError) -> Int {
        Int(try integer(column))
    }

    /// The boolean (0 or not) in `column`.
    package func bool(_ column: String) throws(SQLiteError) -> Bool {
        try integer(column) != 0
    }

    /// The text in `column` (NULL and other types are errors).
    package func text(_ column: String) throws(SQLiteError) -> String {
        let value = try value(column)
        guard case let .text(text) = value else { throw .columnType(name: column, expected: "text", found: value.typeName) }
        return text
    }

    /// The text in `column`, or nil for NULL.
    package func optionalText(_ column: String) throws(SQLiteError) -> String? {
        let value = try value(column)
        switch value {
        case .null: return nil
        case let .text(text): return text
        default: throw .columnType(name: column, expected: "text or null", found: value.typeName)
        }
    }

    /// The bytes in `column` (text is returned as its UTF-8 bytes).
    package func blob(_ column: String) throws(SQLiteError) -> Data {
        let value = try value(column)
        switch value {
        case let .blob(data): return data
        case let .text(text): return Data(text.utf8)
        default: throw .columnType(name: column, expected: "blob", found: value.typeName)
        }
    }
}
