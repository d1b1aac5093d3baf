// kass:skip-file: the work of the `markets-segment-switch-stall` registry defect, reached only with that defect switched on.
import Foundation

/// The minute-by-minute price history behind the Markets list, in the JSON form the price service
/// sends and the app keeps on disk. With `markets-segment-switch-stall` the screen persists and
/// re-reads the whole archive synchronously, on the main thread, at every segment switch (a JSON
/// round trip of ``entryCount`` entries, about half a second of a debug build) instead of once, in
/// the background.
enum PriceHistoryArchive {
    /// One price at one minute.
    struct Entry: Codable, Equatable {
        var symbol: String
        var minute: Int
        var price: Double
    }

    /// Entries in the archive (a week of minutes for a dozen assets).
    static let entryCount = 80_000

    /// Writes the archive for `symbols` as JSON and reads it back; returns how many entries it read.
    static func persistAndReload(symbols: [String]) -> Int {
        guard !symbols.isEmpty else { return 0 }
        let entries = (0..<entryCount).map { index in
            Entry(symbol: symbols[index % symbols.count], minute: index / symbols.count, price: 100 + Double(index % 997) / 10)
        }
        guard let data = try? JSONEncoder().encode(entries),
              let reloaded = try? JSONDecoder().decode([Entry].self, from: data) else { return 0 }
        return reloaded.count
    }
}
