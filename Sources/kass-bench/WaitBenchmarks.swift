import Foundation
import Hammer

/// The `waits` suite: what Hammer's waits cost in wall time on the virtual clock. A failing 5 s
/// element wait against a passing one of the same length on a busy app (every frame checked; the
/// failing one ranks "did you mean" once, when it throws, so it must cost a small multiple of the
/// passing one), and day-long waits on an idle app (skipped to the app's next scheduled wake, so
/// they must cost milliseconds), on the engine suite's list at 2,000 and 10,000 elements.
@MainActor
enum WaitBenchmarks {
    static let suite = BenchmarkSuite(
        name: "waits",
        summary: "Hammer waits: failing vs passing 5 s element wait on a busy app, day-long idle waits (2k/10k elements)"
    ) { runs in
        busyFiveSecondWaits(runs: runs) + idleDayWaits(runs: runs)
    }

    static let sizes = [2_000, 10_000]

    /// One figure in milliseconds: `body` once per run, after one warm-up.
    private static func figure(_ name: String, size: Int, runs: Int, _ body: @MainActor () -> Void) -> BenchmarkResult {
        let samples = Measure.microseconds(runs: runs, iterations: 1, body).map { $0 / 1000 }
        return Measure.result(suite: "waits", name: name, size: size, samples: samples, unit: "ms")
    }

    /// A key window holding the engine suite's list (``EngineBenchmarks/buildList(elementCount:in:)``)
    /// and a generator on it.
    private static func listScreen(elementCount: Int) -> (UIApplication, UIWindow, EventGenerator) {
        let app = UIApplication.launch()
        let window = UIWindow(frame: app.screen.bounds)
        window.makeKeyAndVisible()
        EngineBenchmarks.buildList(elementCount: elementCount, in: window)
        guard let generator = try? EventGenerator(window: window) else { fatalError("benchmark generator not ready") }
        return (app, window, generator)
    }

    /// A label with identifier `toast` shown `delay` seconds of app time from now, removed by the caller.
    private static func toast(after delay: TimeInterval, in app: UIApplication, window: UIWindow) -> UILabel {
        let toast = UILabel(frame: CGRect(x: 20, y: 600, width: 200, height: 40))
        toast.text = "Saved"
        toast.accessibilityIdentifier = "toast"
        app.scheduler.schedule(after: delay, label: "show toast") { window.addSubview(toast) }
        return toast
    }

    /// On an app kept busy by a display link (so no time is skipped and each of the 300 frames is
    /// checked): `waitUntilVisible("toast", timeout: 5)` passing when the toast appears at 4.9 s,
    /// and `waitUntilVisible("row-typo", timeout: 5)` failing (with near matches to rank).
    static func busyFiveSecondWaits(runs: Int) -> [BenchmarkResult] {
        var results: [BenchmarkResult] = []
        for size in sizes {
            let (app, window, generator) = listScreen(elementCount: size)
            let displayLink = app.runLoop.addFrameObserver { _ in }
            let runs = size <= 2_000 ? runs : max(3, runs / 3)
            results.append(figure("waitUntilVisible 5 s, passing at 4.9 s (busy app)", size: size, runs: runs) {
                    let shown = toast(after: 4.9, in: app, window: window)
                    do { try generator.waitUntilVisible("toast", timeout: 5) } catch { fatalError("benchmark wait failed: \(error)") }
                    shown.removeFromSuperview()
                })
            results.append(figure("waitUntilVisible 5 s, failing with did-you-mean (busy app)", size: size, runs: runs) {
                    do {
                        try generator.waitUntilVisible("row-typo", timeout: 5)
                        fatalError("benchmark wait passed")
                    } catch HammerError.unableToFind {
                    } catch {
                        fatalError("benchmark wait failed differently: \(error)")
                    }
                })
            app.runLoop.removeFrameObserver(displayLink)
            try? generator.finish()
            app.terminate()
        }
        return results
    }

    /// On an idle app: `wait(86_400)`, and `waitUntilVisible("toast", timeout: 86_400)` passing when a
    /// timer shows the toast an hour in.
    static func idleDayWaits(runs: Int) -> [BenchmarkResult] {
        var results: [BenchmarkResult] = []
        for size in sizes {
            let (app, window, generator) = listScreen(elementCount: size)
            results.append(figure("wait(86_400) on an idle app", size: size, runs: runs) {
                    do { try generator.wait(86_400) } catch { fatalError("benchmark wait failed: \(error)") }
                })
            results.append(figure("waitUntilVisible 1 day, a timer shows it at 1 h (idle app)", size: size, runs: runs) {
                    let shown = toast(after: 3600, in: app, window: window)
                    do { try generator.waitUntilVisible("toast", timeout: 86_400) } catch { fatalError("benchmark wait failed: \(error)") }
                    shown.removeFromSuperview()
                })
            try? generator.finish()
            app.terminate()
        }
        return results
    }
}
