import KassSupport
import XCTest
@testable import KassTool

final class ShardTests: XCTestCase {
    func test_shard_takesEveryNthItemStartingAtItsIndex() throws {
        XCTAssertEqual(try Shard.parse("2/3").select(["a", "b", "c", "d", "e"]), ["b", "e"])
        XCTAssertEqual(try Shard.parse("1/1").select(["a", "b"]), ["a", "b"])
    }

    func test_shard_partitionsEveryListExactlyOnceWithSizesWithinOne() throws {
        for total in 0...60 {
            let items = (0..<total).map { "defect-\($0)" }
            for count in 1...12 {
                let shards = try (1...count).map { try Shard(index: $0, count: count) }
                let slices = shards.map { $0.select(items) }
                XCTAssertEqual(slices.flatMap { $0 }.sorted(), items.sorted(), "\(total) in \(count)")
                XCTAssertEqual(Set(slices.flatMap { $0 }).count, total, "\(total) in \(count)")
                let sizes = slices.map(\.count)
                XCTAssertLessThanOrEqual((sizes.max() ?? 0) - (sizes.min() ?? 0), 1, "\(total) in \(count)")
                XCTAssertEqual(shards.map { $0.size(of: total) }, sizes, "\(total) in \(count)")
            }
        }
    }

    func test_shard_isDeterministic() throws {
        let items = (0..<40).map { "d\($0)" }
        XCTAssertEqual(try Shard.parse("3/7").select(items), try Shard.parse("3/7").select(items))
    }

    func test_shard_rejectsIndexesOutsideTheRange() {
        let outOfRange: [(index: Int, expected: UsageError)] = [
            (0, .invalidValue(flag: "--shard", value: "0/3", expected: "a shard number between 1 and 3", example: "1/3")),
            (4, .invalidValue(flag: "--shard", value: "4/3", expected: "a shard number between 1 and 3", example: "1/3")),
        ]
        for entry in outOfRange {
            XCTAssertThrowsError(try Shard(index: entry.index, count: 3)) { XCTAssertEqual($0 as? UsageError, entry.expected) }
        }
        let malformed = UsageError.invalidValue(
            flag: "--shard", value: "1/2/3", expected: "i/n (shard i of n, both whole numbers, n ≥ 1)", example: "2/4"
        )
        XCTAssertThrowsError(try Shard.parse("1/2/3")) { XCTAssertEqual($0 as? UsageError, malformed) }
    }

    func test_chunks_splitTheCleanRunEvenly() {
        let tests = (1...7).map { "t\($0)" }
        XCTAssertEqual(MutantsCommand.chunks(tests, count: 3), [["t1", "t2", "t3"], ["t4", "t5"], ["t6", "t7"]])
        XCTAssertEqual(MutantsCommand.chunks(["a"], count: 4), [["a"]])
        XCTAssertEqual(MutantsCommand.chunks([], count: 2), [])
    }
}
