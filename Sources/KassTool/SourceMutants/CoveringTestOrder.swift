/// The order in which a source mutant's covering tests run, learned as the run goes. Pure.
///
/// A mutant's process stops at its first failed test, so a killed mutant costs the time of the tests
/// that ran before its killer. The expected cost is least when tests run in increasing order of
/// `seconds / chance of killing` (the classic rule for searching with costs). The chance is learned
/// from the mutants already judged: how often a test killed a mutant of the same file when it ran,
/// drawn towards how often it killed any mutant when the file has little history (a Laplace estimate
/// shrunk towards the test's overall rate). Before anything is learned every test has the same
/// chance, so tests run fastest first.
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
    /// How many runs of a test there were, and how many of them killed their mutant.
    struct Tally: Equatable, Sendable {
        var runs = 0
        var kills = 0
    }

    /// Each test's seconds with no mutant on (the coverage run); unknown tests count as one second.
    var seconds: [String: Double]
    /// How much the overall rate weighs against a file's own history (in runs).
    var shrinkage = 2.0
    private(set) var overall: [String: Tally] = [:]
    private(set) var byFile: [String: [String: Tally]] = [:]

    /// An order that knows each test's time with no mutant on.
    init(seconds: [String: Double]) {
        self.seconds = seconds
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
        let prior = (Double(all.kills) + 1) / (Double(all.runs) + 2)
        let own = byFile[file]?[test] ?? Tally()
        return (Double(own.kills) + shrinkage * prior) / (Double(own.runs) + shrinkage)
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
