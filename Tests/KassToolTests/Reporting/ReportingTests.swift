import Foundation
import XCTest
@testable import KassTool

final class ProgressFormatterTests: XCTestCase {
    func test_duration_growsUnitsWithTheValue() {
        XCTAssertEqual(ProgressFormatter.duration(0), "0.0s")
        XCTAssertEqual(ProgressFormatter.duration(4.24), "4.2s")
        XCTAssertEqual(ProgressFormatter.duration(59.97), "1m00s")
        XCTAssertEqual(ProgressFormatter.duration(65), "1m05s")
        XCTAssertEqual(ProgressFormatter.duration(3725), "1h02m")
        XCTAssertEqual(ProgressFormatter.duration(-3), "0.0s")
    }

    func test_eta_extrapolatesTheAverageOfFinishedItems() {
        XCTAssertNil(ProgressFormatter.eta(elapsed: 5, finished: 0, total: 10))
        XCTAssertEqual(ProgressFormatter.eta(elapsed: 30, finished: 10, total: 40), 90)
        XCTAssertEqual(ProgressFormatter.eta(elapsed: 30, finished: 40, total: 40), 0)
        XCTAssertEqual(ProgressFormatter.etaText(90, finished: 10, total: 40), "ETA 1m30s")
        XCTAssertEqual(ProgressFormatter.etaText(nil, finished: 0, total: 40), "ETA --")
        XCTAssertEqual(ProgressFormatter.etaText(0, finished: 40, total: 40), "")
    }

    func test_line_showsCounterVerdictIDTestsTimeAndETA() {
        let result = ReportFixtures.results[1]
        XCTAssertEqual(
            ProgressFormatter.line(for: result, finished: 3, total: 74, eta: 38, idWidth: 20),
            "[ 3/74]  killed     card-cvv-visible      CardTests/test_card_cvvHidden  0.4s  ETA 38.0s"
        )
        XCTAssertEqual(
            ProgressFormatter.line(for: result, finished: 74, total: 74, eta: 0, idWidth: 16),
            "[74/74]  killed     card-cvv-visible  CardTests/test_card_cvvHidden  0.4s"
        )
    }

    func test_bar_fillsInProportion() {
        XCTAssertEqual(ProgressFormatter.bar(finished: 10, total: 40, eta: 90, width: 20), "[#####---------------]  10/40  ETA 1m30s")
        XCTAssertEqual(ProgressFormatter.bar(finished: 4, total: 4, eta: 0, width: 4), "[####]  4/4")
    }
}

final class ResultTableTests: XCTestCase {
    func test_table_alignsColumnsAndSortsByID() {
        XCTAssertEqual(ResultTable.render(ReportFixtures.results), """
            mutant                   verdict     tests                                                             time
            card-crash               crashed     before any test finished                                          0.2s
            card-cvv-visible         killed      CardTests/test_card_cvvHidden                                     0.4s
            home-freeze              timed out   in HomeTests/test_home_total                                     2m00s
            transfer-stale-balance   survived    still green: TransferTests/test_transfer_balanceAfter (seed 2)    0.6s

            """)
    }

    func test_testsColumn_shortensLongListsAndNotesMissingTests() {
        var result = ReportFixtures.result("d", .killed, killing: ["M.A/t1", "M.A/t2", "M.A/t3", "M.A/t4", "M.A/t5"])
        result.notRunTests = ["M.B/t6"]
        XCTAssertEqual(ResultTable.testsColumn(for: result), "A/t1, A/t2, A/t3 +2 more; not run: B/t6")
        let noneRan = ReportFixtures.result("e", .survived)
        XCTAssertEqual(ResultTable.testsColumn(for: noneRan), "still green: no test ran")
    }
}

final class MutantsSummaryTests: XCTestCase {
    func test_summary_countsCrashesAndTimeoutsAsKilledAndNamesSurvivors() {
        let summary = MutantsSummary(results: ReportFixtures.results, clean: nil, mutantsWallTime: 61)
        XCTAssertEqual(summary.countLine, "3 of 4 killed (1 crashed, 1 timed out); 1 survived: transfer-stale-balance")
        XCTAssertEqual(summary.wallTimeLine, "Wall time: no clean run, mutants 1m01s, total 1m01s (compilation excluded)")
        XCTAssertEqual(summary.exitStatus, 1)
    }

    func test_summary_exitsZeroOnlyWhenAllKilledAndCleanGreen() {
        let killed = [ReportFixtures.results[1]]
        let green = CleanRunResult(runs: [], wallTime: 12.3)
        XCTAssertEqual(MutantsSummary(results: killed, clean: green, mutantsWallTime: 1).exitStatus, 0)
        let redRun = RunResult(
            kind: .killed, seed: nil, failingTests: ["M.A/t"], passingTests: [], notRunTests: [], duration: 1, outputTail: ""
        )
        XCTAssertEqual(
            MutantsSummary(results: killed, clean: CleanRunResult(runs: [redRun], wallTime: 1), mutantsWallTime: 1).exitStatus, 1
        )
        XCTAssertEqual(
            MutantsSummary(results: killed, clean: green, mutantsWallTime: 61).wallTimeLine,
            "Wall time: clean run 12.3s, mutants 1m01s, total 1m13s (compilation excluded)"
        )
    }

    func test_summary_closingTextShowsTailsAndTheSurvivorHint() {
        let text = MutantsSummary(
            results: ReportFixtures.results, clean: nil, mutantsWallTime: 61, launchVariable: "CHAOSBANK_DEFECTS"
        ).closingText
        XCTAssertTrue(text.contains("\ncard-crash crashed; last lines of its output:\n  | Fatal error: boom\n"))
        XCTAssertTrue(text.contains("KASS_LAUNCH_ENVIRONMENT=CHAOSBANK_DEFECTS=transfer-stale-balance swift test --filter <test>"))
        XCTAssertTrue(text.hasSuffix("3 of 4 killed (1 crashed, 1 timed out); 1 survived: transfer-stale-balance\nWall time: no clean run, "
            + "mutants 1m01s, total 1m01s (compilation excluded)\n"))
    }
}

final class MachineReportTests: XCTestCase {
    func test_junit_hasOneCasePerMutantAndAFailurePerSurvivor() {
        let xml = JUnitReport.render(MutantsSummary(results: ReportFixtures.results, clean: nil, mutantsWallTime: 2))
        XCTAssertTrue(xml.contains(#"<testsuites name="kass mutants" tests="4" failures="1" errors="0" skipped="0" time="2.000">"#))
        XCTAssertTrue(xml.contains(#"<testcase classname="mutants.state" name="card-cvv-visible" time="0.400"/>"#))
        XCTAssertTrue(xml.contains(
            #"<failure message="survived: still green: TransferTests/test_transfer_balanceAfter (seed 2)">"#
                + "Summary of transfer-stale-balance"
        ))
        XCTAssertTrue(xml.contains("<system-out>timed out (counted as killed) in HomeTests/test_home_total\nTest Case "
            + "'HomeTests.test_home_total' started at x</system-out>"))
        XCTAssertEqual(xml.components(separatedBy: "<testcase ").count - 1, 4)
    }

    func test_junit_addsAFailingCleanRunCase() {
        let redRun = RunResult(
            kind: .killed, seed: nil, failingTests: ["M.A/t"], passingTests: [], notRunTests: [], duration: 1, outputTail: ""
        )
        let xml = JUnitReport.render(MutantsSummary(results: [], clean: CleanRunResult(runs: [redRun], wallTime: 1), mutantsWallTime: 0))
        XCTAssertTrue(xml.contains("<testcase classname=\"mutants\" name=\"clean-run\" time=\"1.000\">\n      <failure message=\"the clean "
            + "run is red\">failed: A/t</failure>"))
    }

    func test_json_carriesTheSummaryAndEveryMutant() throws {
        let data = try JSONReport.render(MutantsSummary(results: ReportFixtures.results, clean: nil, mutantsWallTime: 2))
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
        let summary = try XCTUnwrap(object["summary"] as? [String: Any])
        XCTAssertEqual(summary["killed"] as? Int, 3)
        XCTAssertEqual(summary["total"] as? Int, 4)
        XCTAssertEqual(summary["exitStatus"] as? Int, 1)
        let mutants = try XCTUnwrap(object["mutants"] as? [[String: Any]])
        XCTAssertEqual(mutants.map { $0["id"] as? String }, ["card-crash", "card-cvv-visible", "home-freeze", "transfer-stale-balance"])
        XCTAssertEqual(mutants.map { $0["verdict"] as? String }, ["crashed", "killed", "timed out", "survived"])
        XCTAssertNil(object["clean"])
    }
}
