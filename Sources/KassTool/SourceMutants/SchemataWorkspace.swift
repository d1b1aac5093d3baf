import Foundation

/// Puts the rewritten (schemata) files in place of the app's sources for the length of one build,
/// and always puts the originals back. Before anything is written, the originals go to a journal
/// (`.build/kass-mutants/journal.json`); a run that was killed mid-build leaves the journal behind,
/// and the next run (or ``restoreLeftovers()``) restores from it first, so a user's sources are never
/// left mutated.
struct SchemataWorkspace: Sendable {
    /// The package directory.
    var packageURL: URL

    /// The journal file.
    var journalURL: URL { packageURL.appendingPathComponent(".build/kass-mutants/journal.json") }

    private struct Journal: Codable {
        /// Package-relative path → original text; nil for a file that did not exist (to delete).
        var originals: [String: String?]
    }

    /// Restores what a previous, interrupted run left rewritten; returns the paths it restored.
    @discardableResult
    func restoreLeftovers() throws -> [String] {
        guard let data = FileManager.default.contents(atPath: journalURL.path) else { return [] }
        let journal = try JSONDecoder().decode(Journal.self, from: data)
        try restore(journal)
        return journal.originals.keys.sorted()
    }

    /// Writes `files` (package-relative path → new text) after journaling what is there now.
    func apply(_ files: [String: String]) throws {
        var originals: [String: String?] = [:]
        for path in files.keys {
            let url = packageURL.appendingPathComponent(path)
            originals[path] = FileManager.default.fileExists(atPath: url.path) ? try String(contentsOf: url, encoding: .utf8) : nil
        }
        try FileManager.default.createDirectory(at: journalURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        try JSONEncoder().encode(Journal(originals: originals)).write(to: journalURL, options: .atomic)
        for (path, text) in files {
            try Data(text.utf8).write(to: packageURL.appendingPathComponent(path), options: .atomic)
        }
    }

    /// Puts every journaled original back and removes the journal.
    func restore() throws {
        guard let data = FileManager.default.contents(atPath: journalURL.path) else { return }
        try restore(try JSONDecoder().decode(Journal.self, from: data))
    }

    private func restore(_ journal: Journal) throws {
        for (path, original) in journal.originals {
            let url = packageURL.appendingPathComponent(path)
            do {
                if let original {
                    try Data(original.utf8).write(to: url, options: .atomic)
                } else if FileManager.default.fileExists(atPath: url.path) {
                    try FileManager.default.removeItem(at: url)
                }
            } catch {
                throw SourceMutantsError.restoreFailed(path: path, reason: error.localizedDescription)
            }
        }
        try? FileManager.default.removeItem(at: journalURL)
    }
}
