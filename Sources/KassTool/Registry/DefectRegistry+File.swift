import Foundation

extension DefectRegistry {
    /// The keys of one defect in a defects file.
    static let fileKeys = ["id", "summary", "group", "severity"]
    /// The group of a defect whose entry names none.
    static let defaultGroup = "defects"

    /// Reads a defects file: a JSON array with one object per defect, `id` and `summary` required,
    /// `group` and `severity` optional (`"defects"` and `""` when left out):
    ///
    /// ```json
    /// [
    ///   { "id": "tally-plus-adds-two", "summary": "+ adds two", "group": "arithmetic", "severity": "high" }
    /// ]
    /// ```
    ///
    /// Throws ``InputFileError`` naming the entry for a missing file, invalid JSON, an unknown or
    /// missing key, an invalid or repeated id, or an empty list.
    static func read(file url: URL, displayPath: String) throws -> DefectRegistry {
        let (value, reader) = try StrictJSON.read(url, displayPath: displayPath)
        return try parse(value, reader: reader)
    }

    /// Reads a defects file's `data` (see ``read(file:displayPath:)``).
    static func parse(_ data: Data, displayPath: String) throws -> DefectRegistry {
        let reader = StrictJSON(path: displayPath)
        return try parse(reader.parse(data), reader: reader)
    }

    private static func parse(_ value: Any, reader: StrictJSON) throws -> DefectRegistry {
        let entries = try reader.array(value, place: nil)
        guard !entries.isEmpty else {
            throw InputFileError(
                path: reader.path, message: "lists no defect. Declare at least one: [{ \"id\": \"…\", \"summary\": \"…\" }]."
            )
        }
        var defects: [Defect] = []
        var seen: [String: Int] = [:]
        for (index, entry) in entries.enumerated() {
            var place = "entry \(index + 1)"
            let object = try reader.object(entry, place: place, allowed: fileKeys)
            let id = try reader.string(object, "id", place: place, required: true) ?? ""
            place += " (\"\(id)\")"
            guard isValidID(id) else {
                throw InputFileError(path: reader.path, place: place, message: DefectRegistryError.invalidID(id).description)
            }
            if let first = seen[id] {
                throw InputFileError(
                    path: reader.path, place: place, message: "the id is already declared by entry \(first). Give each defect its own id."
                )
            }
            seen[id] = index + 1
            defects.append(Defect(
                id: id,
                group: try reader.string(object, "group", place: place, required: false) ?? defaultGroup,
                severity: try reader.string(object, "severity", place: place, required: false) ?? "",
                summary: try reader.string(object, "summary", place: place, required: true) ?? ""
            ))
        }
        return try DefectRegistry(defects)
    }
}
