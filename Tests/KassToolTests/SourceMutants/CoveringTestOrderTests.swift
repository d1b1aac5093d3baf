import XCTest
@testable import KassTool

final class CoveringTestOrderTests: XCTestCase {
    let seconds = ["A/fast": 0.2, "B/middle": 0.5, "C/slow": 1.0]

    func test_order_withNothingLearnedIsFastestFirst() {
        let order = CoveringTestOrder(seconds: seconds)
        XCTAssertEqual(order.order(["C/slow", "A/fast", "B/middle"], file: "Home.swift"), ["A/fast", "B/middle", "C/slow"])
    }

    func test_order_equalCostsGoByName() {
        let order = CoveringTestOrder(seconds: ["B/x": 0.5, "A/y": 0.5])
        XCTAssertEqual(order.order(["B/x", "A/y"], file: "F.swift"), ["A/y", "B/x"])
    }

    func test_order_aTestThatKillsInTheFileComesFirst() {
        var order = CoveringTestOrder(seconds: seconds)
        order.record(file: "Home.swift", passed: ["A/fast", "B/middle"], killers: ["C/slow"])
        order.record(file: "Home.swift", passed: ["A/fast", "B/middle"], killers: ["C/slow"])
        XCTAssertEqual(order.order(["A/fast", "B/middle", "C/slow"], file: "Home.swift"), ["C/slow", "A/fast", "B/middle"])
    }

    func test_order_anotherFileLeansOnTheOverallRateOnly() {
        var order = CoveringTestOrder(seconds: seconds)
        order.record(file: "Home.swift", passed: ["A/fast"], killers: ["C/slow"])
        // Overall: C killed 1 of 1 (chance 2/3), A 0 of 1 (1/3). In a new file those rates are all
        // there is: C costs 1.0 / (2/3) = 1.5, A 0.2 / (1/3) = 0.6, B (never run) 0.5 / (1/2) = 1.
        XCTAssertEqual(order.order(["A/fast", "B/middle", "C/slow"], file: "Card.swift"), ["A/fast", "B/middle", "C/slow"])
        XCTAssertEqual(order.chance(of: "C/slow", killingIn: "Card.swift"), 2.0 / 3, accuracy: 1e-9)
        XCTAssertEqual(order.chance(of: "C/slow", killingIn: "Home.swift"), (1 + 2.0 * 2 / 3) / 3, accuracy: 1e-9)
    }

    func test_order_aTestThatNeverKillsSinksBehindSlowerOnes() {
        var order = CoveringTestOrder(seconds: seconds)
        for _ in 0..<6 { order.record(file: "Home.swift", passed: ["A/fast"], killers: ["B/middle"]) }
        XCTAssertEqual(order.order(["A/fast", "B/middle"], file: "Home.swift"), ["B/middle", "A/fast"])
    }

    func test_order_anUnmeasuredTestCountsAsOneSecond() {
        let order = CoveringTestOrder(seconds: seconds)
        XCTAssertEqual(order.order(["New/test", "C/slow", "A/fast"], file: "F.swift"), ["A/fast", "C/slow", "New/test"])
    }

    func test_order_keepsEveryTestOnce() {
        var order = CoveringTestOrder(seconds: seconds)
        order.record(file: "F.swift", passed: ["A/fast"], killers: ["C/slow"])
        let ordered = order.order(["A/fast", "B/middle", "C/slow"], file: "F.swift")
        XCTAssertEqual(ordered.sorted(), ["A/fast", "B/middle", "C/slow"])
    }
}

final class TestTimeLimitTests: XCTestCase {
    func test_limit_isThreeTimesTheCleanTimePlusTenSeconds() {
        XCTAssertEqual(TestTimeLimit(cap: 120).seconds(forCleanSeconds: 0.5), 11.5)
    }

    func test_limit_neverPassesTheCap() {
        XCTAssertEqual(TestTimeLimit(cap: 30).seconds(forCleanSeconds: 40), 30)
    }

    func test_limit_ofAnUnmeasuredOrNonsenseTimeIsTheCap() {
        let limit = TestTimeLimit(cap: 120)
        XCTAssertEqual(limit.seconds(forCleanSeconds: nil), 120)
        XCTAssertEqual(limit.seconds(forCleanSeconds: .nan), 120)
        XCTAssertEqual(limit.seconds(forCleanSeconds: -1), 120)
    }

    func test_processLimit_isTheSumOfItsTestsLimitsAndAStartUpAllowance() {
        let limit = TestTimeLimit(cap: 120)
        XCTAssertEqual(limit.processSeconds(for: ["A/a", "B/b", "C/c"], cleanSeconds: ["A/a": 1, "B/b": 2]), 10 + 13 + 16 + 120)
    }
}

final class CoveringTestOrderLearnedTests: XCTestCase {
    func test_carriedOver_halvesTheEvidenceAndSeedsTheNextRunsOrder() {
        var first = CoveringTestOrder(seconds: ["A/fast": 0.2, "C/slow": 1.0])
        for _ in 0..<4 { first.record(file: "Home.swift", passed: ["A/fast"], killers: ["C/slow"]) }
        let learned = first.carriedOver()
        XCTAssertEqual(learned.byFile["Home.swift"]?["C/slow"], CoveringTestOrder.Tally(runs: 2, kills: 2))
        XCTAssertEqual(learned.overall["A/fast"], CoveringTestOrder.Tally(runs: 2, kills: 0))
        let next = CoveringTestOrder(seconds: ["A/fast": 0.2, "C/slow": 1.0], learned: learned)
        XCTAssertEqual(next.order(["A/fast", "C/slow"], file: "Home.swift"), ["C/slow", "A/fast"])
        XCTAssertEqual(CoveringTestOrder(seconds: ["A/fast": 0.2, "C/slow": 1.0]).order(["A/fast", "C/slow"], file: "Home.swift"),
                       ["A/fast", "C/slow"], "without what was learned, fastest first")
    }

    func test_learned_isKeptInTheBuildFolderAndReadBack() throws {
        let package = FileManager.default.temporaryDirectory.appendingPathComponent("kass-order-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: package) }
        var order = CoveringTestOrder(seconds: [:])
        order.record(file: "F.swift", passed: ["A/a"], killers: ["B/b"])
        let url = CoveringTestOrder.Learned.url(in: package)
        XCTAssertEqual(url.path, package.path + "/.build/kass-mutants/test-order.json")
        try order.carriedOver().write(to: url)
        let (read, note) = CoveringTestOrder.Learned.read(from: url)
        XCTAssertNil(note)
        XCTAssertEqual(read, order.carriedOver())
    }

    func test_learned_missingFileIsNothingLearned_damagedFileIsNothingLearnedWithANote() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kass-order-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("test-order.json")
        let (missing, silent) = CoveringTestOrder.Learned.read(from: url)
        XCTAssertEqual(missing, CoveringTestOrder.Learned())
        XCTAssertNil(silent)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("{ not json".utf8).write(to: url)
        let (damaged, note) = CoveringTestOrder.Learned.read(from: url)
        XCTAssertEqual(damaged, CoveringTestOrder.Learned())
        XCTAssertTrue(note?.hasPrefix("note: test-order.json could not be read") == true, note ?? "no note")
    }
}
