@testable import KassTool

/// Results with every verdict, shared by the reporting tests.
enum ReportFixtures {
    static func result(
        _ id: String,
        _ verdict: Verdict,
        killing: [String] = [],
        green: [String] = [],
        seeds: [Int] = [],
        seconds: Double = 1.25,
        tail: String = ""
    ) -> MutantResult {
        let run = RunResult(
            kind: verdict, seed: seeds.first, failingTests: killing, passingTests: green, notRunTests: [],
            duration: seconds, outputTail: tail
        )
        return MutantResult(
            defect: Defect(id: id, group: "state", severity: "high", summary: "Summary of \(id)"),
            tests: killing + green, verdict: verdict, killingTests: killing, greenTests: green, notRunTests: [],
            survivingSeeds: seeds, runs: [run]
        )
    }

    static let results: [MutantResult] = [
        result("transfer-stale-balance", .survived, green: ["RS.TransferTests/test_transfer_balanceAfter"], seeds: [2], seconds: 0.6),
        result("card-cvv-visible", .killed, killing: ["RS.CardTests/test_card_cvvHidden"], seconds: 0.4),
        result(
            "home-freeze",
            .timedOut,
            killing: ["RS.HomeTests/test_home_total"],
            seconds: 120,
            tail: "Test Case 'HomeTests.test_home_total' started at x"
        ),
        result("card-crash", .crashed, seconds: 0.2, tail: "Fatal error: boom"),
    ]
}
