import Foundation
import Kass

/// The `dsl` suite: what Kass adds on top of the engine. A DSL tap against a plain engine tap on the
/// same element (target ≤ 1.5×), a failing assertion with a 10 s budget (target under 200 ms of wall
/// time), and "did you mean" on 1,000 elements (target under 10 ms).
@MainActor
enum DSLBenchmarks {
    static let suite = BenchmarkSuite(
        name: "dsl",
        summary: "Kass DSL: tap vs engine tap, failing 10 s assertion, did-you-mean (1,000 and 10,000 elements)"
    ) { runs in
        tapRatio(runs: runs) + failingAssertion(runs: runs) + didYouMean(runs: runs)
    }

    /// The engine suite's settings-style list in a Kass app (optionally with a label that ticks
    /// every 0.5 s, so the app is never idle).
    private static func listApp(elementCount: Int, ticking: Bool) -> KassApp {
        KassApp(name: "List") { ListAppDelegate(elementCount: elementCount, ticking: ticking) }
    }

    /// A launched session on the list, reporting nowhere and writing no artifacts.
    private static func session(elementCount: Int, ticking: Bool = false, timeout: TimeInterval = 10) -> (KassSession, KassFailureCapture) {
        var config = KassConfig()
        config.timeout = timeout
        config.writesFailureArtifacts = false
        let capture = KassFailureCapture()
        let session = KassSession(
            app: listApp(elementCount: elementCount, ticking: ticking), config: config,
            test: KassTestInfo(suite: "DSLBenchmarks", name: "bench"), recorder: capture, reporters: []
        )
        session.launch()
        guard session.generator != nil else { fatalError("benchmark app did not launch: \(capture.messages)") }
        return (session, capture)
    }

    /// `switchControl("row-2-toggle").tap()` against `fingerTap(at: "row-2-toggle")`.
    static func tapRatio(runs: Int) -> [BenchmarkResult] {
        var results: [BenchmarkResult] = []
        for size in [1_000, 10_000] {
            let (session, capture) = session(elementCount: size)
            let toggle = session.screen(AnyBenchmarkScreen.self).switchControl("row-2-toggle")
            let iterations = size <= 1_000 ? 20 : 3
            results.append(Measure.result(suite: "dsl", name: "engine fingerTap by identifier", size: size, samples:
                Measure.microseconds(runs: runs, iterations: iterations) {
                    do { try session.generator?.fingerTap(at: "row-2-toggle") } catch { fatalError("engine tap failed: \(error)") }
                }))
            results.append(Measure.result(suite: "dsl", name: "Kass tap (preconditions, 2 stable frames)", size: size, samples:
                Measure.microseconds(runs: runs, iterations: iterations) { toggle.tap() }))
            precondition(capture.issues.isEmpty, "benchmark tap failed: \(capture.messages)")
            session.finish()
        }
        return results
    }

    /// `text("missing").assertExists()` failing after its 10 s budget: on an idle app (time jumps to
    /// the deadline) and on one with a ticking label (checked every frame, 600 snapshots).
    static func failingAssertion(runs: Int) -> [BenchmarkResult] {
        var results: [BenchmarkResult] = []
        for ticking in [false, true] {
            for size in [100, 1_000] {
                let (session, capture) = session(elementCount: size, ticking: ticking)
                let missing = session.screen(AnyBenchmarkScreen.self).text("missing")
                let name = "failing assertExists, 10 s budget, \(ticking ? "busy" : "idle") app (ms)"
                // Each run is a parameterized case, so a failure does not skip the next run.
                let samples = Measure.microseconds(runs: runs, iterations: 1) {
                    session.parameterized([size], name: { _ in "run" }) { _ in missing.assertExists() }
                }
                precondition(capture.issues.count == runs + 1, "expected one failure per run")
                var result = Measure.result(suite: "dsl", name: name, size: size, samples: samples.map { $0 / 1000 })
                result.unit = "ms"
                results.append(result)
                session.finish()
            }
        }
        return results
    }

    /// A failing lookup of `text("row-2-titel")` with a zero budget: resolution plus "did you mean"
    /// ranking over every identifier and label of the snapshot.
    static func didYouMean(runs: Int) -> [BenchmarkResult] {
        var results: [BenchmarkResult] = []
        for size in [1_000, 10_000] {
            let (session, capture) = session(elementCount: size, timeout: 0)
            let typo = session.screen(AnyBenchmarkScreen.self).text("row-2-titel")
            let samples = Measure.microseconds(runs: runs, iterations: size <= 1_000 ? 5 : 1) {
                session.parameterized([size], name: { _ in "run" }) { _ in typo.assertExists() }
            }
            precondition(capture.messages.last?.contains("did you mean") == true, "no suggestion: \(capture.messages.last ?? "")")
            var result = Measure.result(
                suite: "dsl", name: "did you mean (failing lookup, zero budget) (ms)", size: size, samples: samples.map { $0 / 1000 }
            )
            result.unit = "ms"
            results.append(result)
            session.finish()
        }
        return results
    }
}

/// A screen with no declared elements.
final class AnyBenchmarkScreen: KassScreen {}

/// The engine list (``EngineBenchmarks/buildList(elementCount:in:)``) as an app.
@MainActor
final class ListAppDelegate: UIApplicationDelegate {
    var window: UIWindow?
    let elementCount: Int
    let ticking: Bool

    init(elementCount: Int, ticking: Bool) {
        self.elementCount = elementCount
        self.ticking = ticking
    }

    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let window = UIWindow(frame: application.screen.bounds)
        window.makeKeyAndVisible()
        EngineBenchmarks.buildList(elementCount: elementCount, in: window)
        if ticking {
            let clock = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
            window.addSubview(clock)
            var tick = 0
            application.scheduler.schedule(after: 0.5, repeatingEvery: 0.5, label: "tick") {
                tick += 1
                clock.text = "\(tick)"
            }
        }
        self.window = window
        return true
    }
}
