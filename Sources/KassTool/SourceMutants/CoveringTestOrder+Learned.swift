import Foundation

extension CoveringTestOrder.Learned {
    /// Where a package keeps what its last source-mutant run learned about test order.
    static func url(in packageURL: URL) -> URL {
        packageURL.appendingPathComponent(".build/kass-mutants/test-order.json")
    }

    /// What an earlier run left at `url`: nothing learned when there is no file; when the file cannot
    /// be read, nothing learned and a note saying so (the order only makes runs faster, so a damaged
    /// file costs time, never a verdict).
    static func read(from url: URL) -> (learned: Self, note: String?) {
        guard let data = FileManager.default.contents(atPath: url.path) else { return (Self(), nil) }
        do {
            return (try JSONDecoder().decode(Self.self, from: data), nil)
        } catch {
            let note = "note: \(url.lastPathComponent) could not be read (\(error)); tests run fastest first until this run has learned."
            return (Self(), note)
        }
    }

    /// Writes what was learned to `url`, creating its folder.
    func write(to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        try encoder.encode(self).write(to: url, options: .atomic)
    }
}
