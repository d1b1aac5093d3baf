import Foundation

/// The machine-readable results of a mutants run (`--json PATH`): the totals, the clean run and
/// one entry per mutant with its verdict, tests and runs. Keys are sorted.
///
/// ```json
/// { "summary": { "killed": 73, "total": 74, "survived": 1, ... }, "mutants": [ { "id": "card-cvv-visible", "verdict": "killed", ... } ] }
/// ```
enum JSONReport {
    struct Document: Encodable {
        var summary: Summary
        var clean: Clean?
        var mutants: [Mutant]
    }

    struct Summary: Encodable {
        var killed: Int
        var total: Int
        var survived: Int
        var crashed: Int
        var timedOut: Int
        var cleanGreen: Bool?
        var cleanWallSeconds: Double?
        var mutantsWallSeconds: Double
        var totalWallSeconds: Double
        var exitStatus: Int32
    }

    struct Clean: Encodable {
        var green: Bool
        var tests: Int
        var problems: [String]
        var wallSeconds: Double
    }

    struct Mutant: Encodable {
        var id: String
        var group: String
        var severity: String
        var summary: String
        var verdict: String
        var tests: [String]
        var killingTests: [String]
        var greenTests: [String]
        var notRunTests: [String]
        var survivingSeeds: [Int]
        var seconds: Double
        var runs: [Run]
        var outputTail: String?
    }

    struct Run: Encodable {
        var seed: Int?
        var verdict: String
        var failingTests: [String]
        var seconds: Double
    }

    /// The JSON text of `summary`.
    static func render(_ summary: MutantsSummary) throws -> Data {
        let results = summary.results.sorted { $0.defect.id < $1.defect.id }
        let document = Document(
            summary: Summary(
                killed: summary.killedCount, total: results.count, survived: summary.survivors.count,
                crashed: results.filter { $0.verdict == .crashed }.count,
                timedOut: results.filter { $0.verdict == .timedOut }.count,
                cleanGreen: summary.clean?.isGreen, cleanWallSeconds: summary.clean.map { rounded($0.wallTime) },
                mutantsWallSeconds: rounded(summary.mutantsWallTime), totalWallSeconds: rounded(summary.totalWallTime),
                exitStatus: summary.exitStatus
            ),
            clean: summary.clean.map {
                Clean(green: $0.isGreen, tests: $0.testCount, problems: $0.problems, wallSeconds: rounded($0.wallTime))
            },
            mutants: results.map { result in
                Mutant(
                    id: result.defect.id, group: result.defect.group, severity: result.defect.severity,
                    summary: result.defect.summary, verdict: result.verdict.rawValue, tests: result.tests,
                    killingTests: result.killingTests, greenTests: result.greenTests, notRunTests: result.notRunTests,
                    survivingSeeds: result.survivingSeeds, seconds: rounded(result.duration),
                    runs: result.runs.map {
                        Run(seed: $0.seed, verdict: $0.kind.rawValue, failingTests: $0.failingTests, seconds: rounded($0.duration))
                    },
                    outputTail: result.outputTail
                )
            }
        )
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(document)
    }

    private static func rounded(_ seconds: Double) -> Double {
        (seconds * 1000).rounded() / 1000
    }
}
