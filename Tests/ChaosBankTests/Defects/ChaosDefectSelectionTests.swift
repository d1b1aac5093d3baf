@testable import ChaosBank
import XCTest

final class ChaosDefectSelectionTests: XCTestCase {
    private let catalog = [
        ChaosDefect(id: "transfer-double-submit", group: .concurrency, severity: .critical, summary: "Sends twice"),
        ChaosDefect(id: "home-total-wrong", group: .money, severity: .major, summary: "Total off"),
        ChaosDefect(id: "card-cvv-shown", group: .security, severity: .critical, summary: "CVV visible"),
    ]

    func test_parse_readsIDsFromTheArgument() throws {
        let active = try ChaosDefectSelection.parse(
            arguments: ["-ChaosBankDefects", "home-total-wrong,card-cvv-shown"], environment: [:], catalog: catalog
        )
        XCTAssertEqual(active.ids, ["home-total-wrong", "card-cvv-shown"])
    }

    func test_parse_mergesTheEnvironmentVariable() throws {
        let active = try ChaosDefectSelection.parse(
            arguments: ["-ChaosBankDefects", "home-total-wrong"], environment: ["CHAOSBANK_DEFECTS": " card-cvv-shown , "], catalog: catalog
        )
        XCTAssertEqual(active.ids, ["home-total-wrong", "card-cvv-shown"])
    }

    func test_parse_groupProfileSelectsTheGroup() throws {
        let active = try ChaosDefectSelection.parse(arguments: [], environment: ["CHAOSBANK_DEFECTS": "security"], catalog: catalog)
        XCTAssertEqual(active.ids, ["card-cvv-shown"])
    }

    func test_parse_allSelectsEveryDefectAndNoneNothing() throws {
        XCTAssertEqual(
            try ChaosDefectSelection.parse(arguments: ["-ChaosBankDefects", "all"], environment: [:], catalog: catalog).ids.count, 3
        )
        XCTAssertTrue(try ChaosDefectSelection.parse(arguments: ["-ChaosBankDefects", "none"], environment: [:], catalog: catalog).isEmpty)
    }

    func test_parse_seedPicksOneDefectReproducibly() throws {
        let first = try ChaosDefectSelection.parse(arguments: ["-ChaosBankDefectSeed", "42"], environment: [:], catalog: catalog)
        let again = try ChaosDefectSelection.parse(arguments: [], environment: ["CHAOSBANK_DEFECT_SEED": "42"], catalog: catalog)
        XCTAssertEqual(first.ids.count, 1)
        XCTAssertEqual(first, again)
    }

    func test_seededIndex_spreadsOverTheCatalog() {
        let picked = Set((0..<200).map { ChaosDefectSelection.seededIndex(seed: UInt64($0), count: 10) })
        XCTAssertEqual(picked, Set(0..<10))
    }

    func test_parse_unknownIDFailsWithClosestIDs() {
        XCTAssertThrowsError(
            try ChaosDefectSelection.parse(arguments: ["-ChaosBankDefects", "transfer-double-submt"], environment: [:], catalog: catalog)
        ) { error in
            XCTAssertEqual(
                error as? ChaosDefectSelectionError, .unknownDefect("transfer-double-submt", closest: ["transfer-double-submit"])
            )
            XCTAssertTrue("\(error)".contains("Did you mean: 'transfer-double-submit'"), "\(error)")
        }
    }

    func test_parse_badSeedAndMissingValueFail() {
        XCTAssertThrowsError(
            try ChaosDefectSelection.parse(arguments: [], environment: ["CHAOSBANK_DEFECTS": "seed:x"], catalog: catalog)
        ) { error in
            XCTAssertEqual(error as? ChaosDefectSelectionError, .invalidSeed("x"))
        }
        XCTAssertThrowsError(
            try ChaosDefectSelection.parse(arguments: ["-ChaosBankDefects"], environment: [:], catalog: catalog)
        ) { error in
            XCTAssertEqual(error as? ChaosDefectSelectionError, .missingValue(argument: "-ChaosBankDefects"))
        }
    }
}
