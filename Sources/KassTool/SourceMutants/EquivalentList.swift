import Foundation

/// A list file of equivalent source mutants (`--equivalents PATH` or the config's
/// `"equivalents"`), for marks a team keeps out of the app's code. Each entry names mutants by id
/// (`"id": 17`, stable while the sources do not change) or by place (`"file"` relative to the
/// package, `"line"`, and `"operator"`, left out or `"*"` for every operator of the line), and says
/// why no behaviour can change:
///
/// ```json
/// [
///   { "file": "Sources/Shop/Fees.swift", "line": 2, "operator": "relational-boundary",
///     "reason": "amount is never exactly 100: prices are odd cents" },
///   { "id": 17, "reason": "the label is overwritten before it is shown" }
/// ]
/// ```
///
/// A missing reason, an unknown operator or key, or an entry with both an id and a place is an
/// ``InputFileError``; an entry that matches no mutant (the code moved) is reported by
/// ``staleEntries(among:)`` as a warning.
struct EquivalentList: Equatable, Sendable {
    /// One entry of the list.
    struct Entry: Equatable, Sendable {
        /// Where it is in the file (`entry 2`), for messages.
        var place: String
        /// The mutant id, when the entry names one.
        var id: Int?
        /// The file, relative to the package, when the entry names a place.
        var file: String?
        /// The line of the place.
        var line: Int?
        /// The operator of the place, nil for all.
        var mutationOperator: MutationOperator?
        /// Why the mutants are equivalent.
        var reason: String

        /// Whether the entry names `mutant`.
        func covers(_ mutant: SourceMutant) -> Bool {
            if let id { return mutant.id == id }
            return mutant.file == file && mutant.line == line && (mutationOperator == nil || mutationOperator == mutant.mutationOperator)
        }

        /// What the entry names: `#17` or `Sources/Shop/Fees.swift:2 relational-boundary`.
        var target: String {
            if let id { return "#\(id)" }
            return "\(file ?? ""):\(line ?? 0) \(mutationOperator?.rawValue ?? "*")"
        }
    }

    /// The file as the user names it.
    var path: String
    /// The entries, in file order.
    var entries: [Entry]

    /// The keys of an entry.
    static let keys = ["id", "file", "line", "operator", "reason"]

    /// Reads the list at `url`.
    static func read(_ url: URL, displayPath: String) throws -> EquivalentList {
        let (value, reader) = try StrictJSON.read(url, displayPath: displayPath)
        return try parse(value, reader: reader)
    }

    /// Reads a list from `data`.
    static func parse(_ data: Data, displayPath: String) throws -> EquivalentList {
        let reader = StrictJSON(path: displayPath)
        return try parse(reader.parse(data), reader: reader)
    }

    private static func parse(_ value: Any, reader: StrictJSON) throws -> EquivalentList {
        var entries: [Entry] = []
        for (index, item) in try reader.array(value, place: nil).enumerated() {
            let place = "entry \(index + 1)"
            let object = try reader.object(item, place: place, allowed: keys)
            func fail(_ message: String) -> InputFileError { InputFileError(path: reader.path, place: place, message: message) }
            guard let reason = try? reader.string(object, "reason", place: place, required: true) else {
                throw fail("say why the mutant is equivalent: \"reason\": \"…\" (what makes every behaviour the same).")
            }
            let id = try wholeNumber(object["id"], key: "id", fail: fail)
            let line = try wholeNumber(object["line"], key: "line", fail: fail)
            let file = try reader.string(object, "file", place: place, required: false)
            let operatorName = try reader.string(object, "operator", place: place, required: false)
            var entry = Entry(place: place, id: id, file: file, line: line, mutationOperator: nil, reason: reason)
            switch (id, file, line) {
            case (.some, nil, nil):
                guard operatorName == nil else { throw fail("an entry with an \"id\" names one mutant; leave \"operator\" out.") }
            case (nil, .some, .some):
                if let operatorName, operatorName != "*" {
                    guard let known = MutationOperator(rawValue: operatorName) else {
                        let names = (["*"] + MutationOperator.allCases.map(\.rawValue)).joined(separator: ", ")
                        throw fail("'\(operatorName)' is not a mutation operator; use one of \(names).")
                    }
                    entry.mutationOperator = known
                }
            case (.some, _, _):
                throw fail("name the mutant by \"id\" or by \"file\" and \"line\", not both.")
            default:
                throw fail("name the mutant: \"id\": N, or \"file\": \"Sources/…swift\" with \"line\": N (and \"operator\").")
            }
            entries.append(entry)
        }
        return EquivalentList(path: reader.path, entries: entries)
    }

    private static func wholeNumber(_ value: Any?, key: String, fail: (String) -> InputFileError) throws -> Int? {
        guard let value else { return nil }
        guard !(value is Bool), let number = value as? NSNumber, let whole = Int(exactly: number.doubleValue), whole >= 1 else {
            throw fail("\"\(key)\" must be a whole number of at least 1, not \(value).")
        }
        return whole
    }

    /// The first entry naming `mutant`.
    func entry(for mutant: SourceMutant) -> Entry? {
        entries.first { $0.covers(mutant) }
    }

    /// Warnings for entries that name no mutant of `mutants` (every mutant planned, equivalent or not).
    func staleEntries(among mutants: [SourceMutant]) -> [String] {
        entries.filter { entry in !mutants.contains(where: entry.covers) }.map { entry in
            "\(path): \(entry.place) (\(entry.target)) names no mutant; the code changed or moved. Update the entry or remove it."
        }
    }
}
