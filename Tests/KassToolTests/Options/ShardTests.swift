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
        XCTAssertThrowsError(try Shard(index: 0, count: 3)) { XCTAssertEqual($0 as? UsageError, .shardOutOfRange(index: 0, count: 3)) }
        XCTAssertThrowsError(try Shard(index: 4, count: 3)) { XCTAssertEqual($0 as? UsageError, .shardOutOfRange(index: 4, count: 3)) }
        XCTAssertThrowsError(try Shard.parse("1/2/3")) { XCTAssertEqual($0 as? UsageError, .invalidShard(value: "1/2/3")) }
    }

    func test_chunks_splitTheCleanRunEvenly() {
        let tests = (1...7).map { "t\($0)" }
        XCTAssertEqual(MutantsCommand.chunks(tests, count: 3), [["t1", "t2", "t3"], ["t4", "t5"], ["t6", "t7"]])
        XCTAssertEqual(MutantsCommand.chunks(["a"], count: 4), [["a"]])
        XCTAssertEqual(MutantsCommand.chunks([], count: 2), [])
    }
}
