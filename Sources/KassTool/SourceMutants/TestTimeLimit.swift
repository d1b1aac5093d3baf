/// How long one test may run with a source mutant on before its process is stopped as timed out. Pure.
///
/// A mutant can make code loop or wait for ever; such a mutant is killed by a timeout. But a whole
/// process of many slow tests is not a hang, and calling it one would report a survivor as killed.
/// So the limit is per test, from the time the same test took with no mutant on: `factor` times that,
/// plus `allowance` seconds for a busier machine, and never more than `cap` (`--timeout`). A test with
/// no measured time gets the cap. A process gets the sum of its tests' limits (plus `allowance` for
/// starting up), so time spent outside any test is bounded too.
///
/// ```swift
/// let limit = TestTimeLimit(cap: 120)
/// limit.seconds(forCleanSeconds: 0.5)   // 11.5
/// limit.seconds(forCleanSeconds: nil)   // 120
/// ```
struct TestTimeLimit: Equatable, Sendable {
    /// The most a test may take, whatever it took with no mutant on (`--timeout`).
    var cap: Double
    /// How many times its clean time a test may take.
    var factor = 3.0
    /// Seconds added to every limit.
    var allowance = 10.0

    /// The limit of a test that took `cleanSeconds` with no mutant on (nil: not measured).
    func seconds(forCleanSeconds cleanSeconds: Double?) -> Double {
        guard let cleanSeconds, cleanSeconds.isFinite, cleanSeconds >= 0 else { return cap }
        return min(cap, factor * cleanSeconds + allowance)
    }

    /// The limit of a process that runs `tests`, given each test's clean seconds.
    func processSeconds(for tests: [String], cleanSeconds: [String: Double]) -> Double {
        allowance + tests.reduce(0) { $0 + seconds(forCleanSeconds: cleanSeconds[$1]) }
    }
}
