// kass:skip-file: the work of the `transactions-load-more-stall` registry defect, reached only with that defect switched on.
import Foundation

/// The transactions the app has seen, kept so a page that arrives twice is not listed twice. With
/// `transactions-load-more-stall` appending a page merges the whole archive again with a duplicate
/// check that scans everything merged so far (`contains` in a loop: quadratic in ``archivedCount``,
/// about half a second of a debug build) on the main thread.
enum TransactionArchive {
    /// One archived transaction.
    struct Entry: Equatable {
        var id: String
        var amount: Decimal
        var day: Int
    }

    /// Transactions in the archive (four years of a busy account).
    static let archivedCount = 3_500

    /// Merges the archive entry by entry, skipping duplicates; returns how many it kept.
    static func mergeEverything() -> Int {
        var merged: [Entry] = []
        for index in 0..<archivedCount {
            let entry = Entry(id: "txn-\(index)", amount: Decimal(index % 300), day: index / 4)
            if !merged.contains(entry) { merged.append(entry) }
        }
        return merged.count
    }
}
