import KassSupport

/// One slice of the mutant list for a CI matrix: `--shard 2/4` is the second of four. Pure.
///
/// Shard *i* of *n* takes the items at positions i-1, i-1+n, i-1+2n, ... of the sorted list
/// (round robin), so every item lands in exactly one shard, shard sizes differ by at most one, and
/// neighbouring defects of a group (which tend to cost the same) spread across shards.
///
/// ```swift
/// let shard = try Shard.parse("2/3")
/// shard.select(["a", "b", "c", "d", "e"])  // ["b", "e"]
/// ```
struct Shard: Equatable, Sendable, CustomStringConvertible {
    /// 1-based position of this shard.
    let index: Int
    /// Number of shards.
    let count: Int

    /// Shard `index` of `count`; throws ``UsageError`` unless 1 ≤ index ≤ count.
    init(index: Int, count: Int) throws {
        guard count >= 1 else { throw Self.invalid("\(index)/\(count)") }
        guard (1...count).contains(index) else {
            throw UsageError.invalidValue(
                flag: "--shard", value: "\(index)/\(count)", expected: "a shard number between 1 and \(count)", example: "1/\(count)"
            )
        }
        self.index = index
        self.count = count
    }

    /// Parses `i/n`.
    static func parse(_ text: String) throws -> Shard {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1 else {
            throw Self.invalid(text)
        }
        return try Shard(index: index, count: count)
    }

    private static func invalid(_ text: String) -> UsageError {
        .invalidValue(flag: "--shard", value: text, expected: "i/n (shard i of n, both whole numbers, n ≥ 1)", example: "2/4")
    }

    /// The items of this shard, in their original order.
    func select<Item>(_ items: [Item]) -> [Item] {
        items.enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
    }

    /// How many of `total` items this shard holds.
    func size(of total: Int) -> Int {
        guard total > index - 1 else { return 0 }
        return (total - index) / count + 1
    }

    /// `i/n`.
    var description: String { "\(index)/\(count)" }
}
