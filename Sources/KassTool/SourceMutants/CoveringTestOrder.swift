/// The order in which a source mutant's covering tests run, learned as the run goes. Pure.
///
/// A mutant's process stops at its first failed test, so a killed mutant costs the time of the tests
/// that ran before its killer. The expected cost is least when tests run in increasing order of
/// `seconds / chance of killing` (the classic rule for searching with costs). The chance is learned
/// from the mutants already judged: how often a test killed a mutant of the same file when it ran,
/// drawn towards how often it killed any mutant when the file has little history (a Laplace estimate
/// shrunk towards the test's overall rate). Before anything is learned every test has the same
/// chance, so tests run fastest first. A run keeps what it learned for the next (``carriedOver()``).
///
/// The order never changes a verdict: a survivor runs every covering test whatever the order, and a
/// killed mutant is killed by whichever failing test comes first.
///
/// ```swift
/// var order = CoveringTestOrder(seconds: ["A/fast": 0.2, "B/slow": 1.0])
/// order.order(["A/fast", "B/slow"], file: "Home.swift")   // ["A/fast", "B/slow"]
/// order.record(file: "Home.swift", passed: ["A/fast"], killers: ["B/slow"])
/// order.record(file: "Home.swift", passed: ["A/fast"], killers: ["B/slow"])
/// order.order(["A/fast", "B/slow"], file: "Home.swift")   // ["B/slow", "A/fast"]
/// ```
struct CoveringTestOrder: Sendable {
    /// How many runs of a test there were, and how many of them killed their mutant (fractions after
    /// ``carriedOver()``).
    struct Tally: Equatable, Sendable, Codable {
        var runs = 0.0
        var kills = 0.0
    }

    /// What a run learned, kept for the next run (`.build/kass-mutants/test-order.json`).
    struct Learned: Equatable, Sendable, Codable {
        var overall: [String: Tally] = [:]
        var byFile: [String: [String: Tally]] = [:]
    }

    /// Each test's seconds with no mutant on (the coverage run); unknown tests count as one second.
    var seconds: [String: Double]
    /// How much the overall rate weighs against a file's own history (in runs).
    var shrinkage = 2.0
    private(set) var overall: [String: Tally] = [:]
    private(set) var byFile: [String: [String: Tally]] = [:]

    /// An order that knows each test's time with no mutant on, and what earlier runs learned.
    init(seconds: [String: Double], learned: Learned = Learned()) {
        self.seconds = seconds
        overall = learned.overall
        byFile = learned.byFile
    }

    /// What this order knows, to seed the next run's: earlier evidence counts half, so a test that
    /// stopped killing (the suite or the app changed) loses its place within a few runs. The order
    /// only ever changes how soon a mutant is killed, never whether.
    func carriedOver() -> Learned {
        func halved(_ tallies: [String: Tally]) -> [String: Tally] {
            tallies.mapValues { Tally(runs: $0.runs / 2, kills: $0.kills / 2) }
        }
        return Learned(overall: halved(overall), byFile: byFile.mapValues(halved))
    }

    /// Learns from one judged mutant of `file`: the tests that `passed` with it on, and the tests
    /// that failed (`killers`; the test a crash or a timeout happened in counts as a killer).
    mutating func record(file: String, passed: [String], killers: [String]) {
        for (tests, killed) in [(passed, false), (killers, true)] {
            for test in tests {
                overall[test, default: Tally()].runs += 1
                byFile[file, default: [:]][test, default: Tally()].runs += 1
                if killed {
                    overall[test, default: Tally()].kills += 1
                    byFile[file, default: [:]][test, default: Tally()].kills += 1
                }
            }
        }
    }

    /// The estimated chance that `test` kills a mutant of `file`.
    func chance(of test: String, killingIn file: String) -> Double {
        let all = overall[test] ?? Tally()
        let prior = (all.kills + 1) / (all.runs + 2)
        let own = byFile[file]?[test] ?? Tally()
        return (own.kills + shrinkage * prior) / (own.runs + shrinkage)
    }

    /// `tests` (a mutant of `file`'s covering tests) in the order to run them: least expected
    /// seconds per kill first, then by name.
    func order(_ tests: [String], file: String) -> [String] {
        let keyed = tests.map { test in
            (test, (seconds[test] ?? 1) / max(chance(of: test, killingIn: file), 1e-6))
        }
        return keyed.sorted { ($0.1, $0.0) < ($1.1, $1.0) }.map(\.0)
    }
}
