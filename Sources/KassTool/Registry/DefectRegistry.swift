import Foundation

/// One switchable defect of the app under test: what `kass mutants` injects, one at a time.
///
/// ```swift
/// Defect(id: "transfer-double-submit", group: "concurrency", severity: "high",
///        summary: "Tapping Continue twice sends the transfer twice")
/// ```
package struct Defect: Sendable, Equatable, Hashable, Codable {
    /// The id switched on through the project's launch variable and named in `/// Catches` lines.
    var id: String
    /// The family the defect belongs to (money, validation, state, concurrency, ...).
    var group: String
    /// How bad the defect would be in production (`low`, `medium`, `high`, `critical`).
    var severity: String
    /// One line saying what goes wrong.
    var summary: String

    /// A defect with all of its fields.
    package init(id: String, group: String, severity: String, summary: String) {
        self.id = id
        self.group = group
        self.severity = severity
        self.summary = summary
    }
}

/// The complete list of defects an app can switch on, read from the project's defects file
/// (``read(file:displayPath:)``; the tool itself knows no app). Ids are unique; ``ids`` is sorted.
///
/// ```swift
/// let registry = try DefectRegistry([Defect(id: "a", group: "g", severity: "low", summary: "A")])
/// registry.ids  // ["a"]
/// ```
package struct DefectRegistry: Sendable, Equatable {
    /// The defects, sorted by id.
    let defects: [Defect]

    /// A registry of `defects`; throws ``DefectRegistryError`` for an empty list, an empty or
    /// malformed id, or an id listed twice.
    package init(_ defects: [Defect]) throws {
        guard !defects.isEmpty else { throw DefectRegistryError.empty }
        var seen = Set<String>()
        for defect in defects {
            guard DefectRegistry.isValidID(defect.id) else { throw DefectRegistryError.invalidID(defect.id) }
            guard seen.insert(defect.id).inserted else { throw DefectRegistryError.duplicateID(defect.id) }
        }
        self.defects = defects.sorted { $0.id < $1.id }
    }

    /// Every id, sorted.
    var ids: [String] { defects.map(\.id) }

    /// The defect with `id`, if registered.
    func defect(withID id: String) -> Defect? {
        defects.first { $0.id == id }
    }

    /// Whether `id` is registered.
    func contains(_ id: String) -> Bool {
        defect(withID: id) != nil
    }

    /// Whether `id` can name a defect: letters, digits, `-`, `_` and `.`, at least one character.
    static func isValidID(_ id: String) -> Bool {
        !id.isEmpty && id.unicodeScalars.allSatisfy { scalar in
            CharacterSet.alphanumerics.contains(scalar) || "-_.".unicodeScalars.contains(scalar)
        }
    }
}

/// What is wrong with a defect registry.
enum DefectRegistryError: Error, Equatable, CustomStringConvertible {
    /// The registry has no defect at all.
    case empty
    /// An id is empty or holds characters other than letters, digits, `-`, `_` and `.`.
    case invalidID(String)
    /// Two defects share an id.
    case duplicateID(String)

    /// The message, with the fix.
    var description: String {
        switch self {
        case .empty:
            return "The defect registry is empty. Declare at least one defect in the defects file."
        case .invalidID(let id):
            return "The defect id '\(id)' is not valid. Use letters, digits, '-', '_' and '.' only."
        case .duplicateID(let id):
            return "The defect id '\(id)' is registered twice. Give each defect its own id."
        }
    }
}
