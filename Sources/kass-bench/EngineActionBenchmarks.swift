import Foundation
import Hammer

/// The `engine` suite's action figures: what one `EventGenerator` call costs end to end (finding the
/// target in one snapshot, synthesizing the events, confirming each with a marker, and the frames the
/// action spans on the virtual clock).
extension EngineBenchmarks {
    /// A key window holding the settings-style list of ``buildList(elementCount:in:)``, and a generator
    /// on it (default settings: touch overlay on, 0.05 s taps).
    private static func listScreen(elementCount: Int) -> (UIApplication, EventGenerator) {
        let app = UIApplication.launch()
        let window = UIWindow(frame: app.screen.bounds)
        window.makeKeyAndVisible()
        buildList(elementCount: elementCount, in: window)
        guard let generator = try? EventGenerator(window: window) else { fatalError("benchmark generator not ready") }
        return (app, generator)
    }

    /// `fingerTap(at: "row-2-toggle")` (a visible switch) on lists of 1,000 and 10,000 elements, and
    /// the snapshot + resolution part alone for comparison (and the tap with hang measurement off,
    /// to show what timing the app's callbacks costs). Target: under 300 µs at 1,000 elements.
    static func tapByIdentifier(runs: Int) -> [BenchmarkResult] {
        var results: [BenchmarkResult] = []
        for size in [1_000, 10_000] {
            let (app, generator) = listScreen(elementCount: size)
            let iterations = size <= 1_000 ? 20 : 3
            results.append(Measure.result(suite: "engine", name: "fingerTap by identifier", size: size, samples:
                Measure.microseconds(runs: runs, iterations: iterations) {
                    do { try generator.fingerTap(at: "row-2-toggle") } catch { fatalError("benchmark tap failed: \(error)") }
                }))
            // The same tap with hang measurement off: the difference is what timing every callback costs.
            app.runLoop.hangThreshold = .infinity
            results.append(Measure.result(suite: "engine", name: "fingerTap by identifier, hang measurement off", size: size, samples:
                Measure.microseconds(runs: runs, iterations: iterations) {
                    do { try generator.fingerTap(at: "row-2-toggle") } catch { fatalError("benchmark tap failed: \(error)") }
                }))
            results.append(Measure.result(suite: "engine", name: "fingerTap by identifier: locate only", size: size, samples:
                Measure.microseconds(runs: runs, iterations: iterations) {
                    do { _ = try generator.resolve("row-2-toggle") } catch { fatalError("benchmark locate failed: \(error)") }
                }))
            try? generator.finish()
            app.terminate()
        }
        return results
    }

    /// `fingerDrag` over 0.5 s (30 frames) between two points of the list, on 1,000 and 10,000
    /// elements (the list scrolls back and forth).
    static func drag(runs: Int) -> [BenchmarkResult] {
        var results: [BenchmarkResult] = []
        for size in [1_000, 10_000] {
            let (app, generator) = listScreen(elementCount: size)
            var downward = true
            let top = CGPoint(x: 100, y: 300), bottom = CGPoint(x: 100, y: 600)
            results.append(Measure.result(suite: "engine", name: "fingerDrag 0.5 s", size: size, samples:
                Measure.microseconds(runs: runs, iterations: size <= 1_000 ? 3 : 1) {
                    let (start, end) = downward ? (top, bottom) : (bottom, top)
                    downward.toggle()
                    do { try generator.fingerDrag(
                        from: start, to: end, duration: 0.5
                    ) } catch { fatalError("benchmark drag failed: \(error)") }
                }))
            try? generator.finish()
            app.terminate()
        }
        return results
    }

    /// `keyType` of 100 characters (letters, digits, shifted symbols and spaces) into a focused text
    /// field, cleared at the start of each sample (one assignment, inside the measurement). Size is
    /// the number of characters.
    static func typing(runs: Int) -> [BenchmarkResult] {
        let app = UIApplication.launch()
        let window = UIWindow(frame: app.screen.bounds)
        window.makeKeyAndVisible()
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 350, height: 40))
        field.autocapitalizationType = .none
        window.addSubview(field)
        guard let generator = try? EventGenerator(window: window) else { fatalError("benchmark generator not ready") }
        precondition(field.becomeFirstResponder(), "benchmark field did not become first responder")
        let text = String(String(repeating: "Hello, World! 42 ", count: 6).prefix(100))
        let result = Measure.result(suite: "engine", name: "keyType 100 characters", size: text.count, samples:
            Measure.microseconds(runs: runs, iterations: 1) {
                field.text = ""
                do { try generator.keyType(text) } catch { fatalError("benchmark typing failed: \(error)") }
                precondition(field.text == text, "typed \(field.text ?? "nil")")
            })
        try? generator.finish()
        app.terminate()
        return [result]
    }
}
