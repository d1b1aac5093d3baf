import Foundation

/// File writing for reports and artifacts, which must never throw into a test or crash it: each
/// function returns `nil` on success or a sentence saying what could not be written and why.
package enum KassReportFiles {
    /// Writes `data` to `url` atomically (a reader never sees half a file), creating the folders
    /// on the way. Returns the reason when it could not.
    @discardableResult
    package static func write(_ data: Data, to url: URL) -> String? {
        if let problem = createDirectory(url.deletingLastPathComponent()) { return problem }
        do {
            try data.write(to: url, options: .atomic)
            return nil
        } catch {
            return "could not write \(url.path): \(error.localizedDescription)"
        }
    }

    /// Creates `directory` and its parents when missing. Returns the reason when it could not.
    @discardableResult
    package static func createDirectory(_ directory: URL) -> String? {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory) {
            return isDirectory.boolValue ? nil : "could not create folder \(directory.path): a file is in the way"
        }
        // The nearest folder on the way that exists: a file there blocks every folder below it.
        var ancestor = directory.deletingLastPathComponent()
        while ancestor.path != "/", !FileManager.default.fileExists(atPath: ancestor.path, isDirectory: &isDirectory) {
            ancestor = ancestor.deletingLastPathComponent()
        }
        if ancestor.path != "/", !isDirectory.boolValue {
            return "could not create folder \(directory.path): a file is in the way at \(ancestor.path)"
        }
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            return nil
        } catch {
            return "could not create folder \(directory.path): \(error.localizedDescription)"
        }
    }

    /// Copies the file at `source` to `destination` (replacing it). Returns the reason when it could not.
    @discardableResult
    package static func copy(_ source: URL, to destination: URL) -> String? {
        guard let data = FileManager.default.contents(atPath: source.path) else {
            return "could not read \(source.path): the file is missing or unreadable"
        }
        return write(data, to: destination)
    }

    /// Reports a problem on standard error (reports have no test to fail), one line, prefixed `Kass:`.
    package static func warn(_ problem: String) {
        FileHandle.standardError.write(Data("Kass: report problem: \(problem)\n".utf8))
    }
}
